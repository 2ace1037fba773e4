import CCodecABI

/// OpenJPEG's decoding functions, resolved from `libopenjp2.so.7` on first use (JPEG 2000
/// members of icns files).
struct OpenJPEGLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libopenjp2, or why it cannot be loaded.
  static let shared = resolve(.jp2)

  let library: SharedLibrary
  let getVersion: docpkg_opj_version
  let createDecompress: docpkg_opj_create_decompress
  let destroyCodec: docpkg_opj_destroy_codec
  let setDefaultDecoderParameters: docpkg_opj_set_default_decoder_parameters
  let setupDecoder: docpkg_opj_setup_decoder
  let setErrorHandler: docpkg_opj_set_error_handler
  let readHeader: docpkg_opj_read_header
  let decode: docpkg_opj_decode
  let endDecompress: docpkg_opj_end_decompress
  let imageDestroy: docpkg_opj_image_destroy
  let streamCreate: docpkg_opj_stream_create
  let streamDestroy: docpkg_opj_stream_destroy
  let setReadFunction: docpkg_opj_stream_set_read_function
  let setSkipFunction: docpkg_opj_stream_set_skip_function
  let setSeekFunction: docpkg_opj_stream_set_seek_function
  let setUserData: docpkg_opj_stream_set_user_data
  let setUserDataLength: docpkg_opj_stream_set_user_data_length

  /// "2.5.0", from `opj_version()`.
  var version: String { getVersion().map { String(cString: $0) } ?? "unknown" }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    getVersion = try library.function("opj_version")
    createDecompress = try library.function("opj_create_decompress")
    destroyCodec = try library.function("opj_destroy_codec")
    setDefaultDecoderParameters = try library.function("opj_set_default_decoder_parameters")
    setupDecoder = try library.function("opj_setup_decoder")
    setErrorHandler = try library.function("opj_set_error_handler")
    readHeader = try library.function("opj_read_header")
    decode = try library.function("opj_decode")
    endDecompress = try library.function("opj_end_decompress")
    imageDestroy = try library.function("opj_image_destroy")
    streamCreate = try library.function("opj_stream_create")
    streamDestroy = try library.function("opj_stream_destroy")
    setReadFunction = try library.function("opj_stream_set_read_function")
    setSkipFunction = try library.function("opj_stream_set_skip_function")
    setSeekFunction = try library.function("opj_stream_set_seek_function")
    setUserData = try library.function("opj_stream_set_user_data")
    setUserDataLength = try library.function("opj_stream_set_user_data_length")
  }
}
