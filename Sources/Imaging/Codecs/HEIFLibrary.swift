import CCodecABI

/// libheif's reading and decoding functions, resolved from `libheif.so.1` on first use.
struct HEIFLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libheif, or why it cannot be loaded.
  static let shared = resolve(.heif)

  let library: SharedLibrary
  let getVersion: docpkg_heif_get_version
  let haveDecoderForFormat: docpkg_heif_have_decoder_for_format
  let contextAlloc: docpkg_heif_context_alloc
  let contextFree: docpkg_heif_context_free
  let readFromMemory: docpkg_heif_context_read_from_memory_without_copy
  let setMaximumImageSizeLimit: docpkg_heif_context_set_maximum_image_size_limit
  let primaryImageHandle: docpkg_heif_context_get_primary_image_handle
  let handleRelease: docpkg_heif_image_handle_release
  let handleWidth: docpkg_heif_image_handle_get_int
  let handleHeight: docpkg_heif_image_handle_get_int
  let handleISPEWidth: docpkg_heif_image_handle_get_int
  let handleISPEHeight: docpkg_heif_image_handle_get_int
  let handleHasAlpha: docpkg_heif_image_handle_get_int
  let handleIsPremultiplied: docpkg_heif_image_handle_get_int
  let thumbnailCount: docpkg_heif_image_handle_get_int
  let thumbnailIDs: docpkg_heif_image_handle_get_list_of_thumbnail_IDs
  let thumbnail: docpkg_heif_image_handle_get_thumbnail
  let metadataIDs: docpkg_heif_image_handle_get_list_of_metadata_block_IDs
  let metadataSize: docpkg_heif_image_handle_get_metadata_size
  let metadata: docpkg_heif_image_handle_get_metadata
  let decodingOptionsAlloc: docpkg_heif_decoding_options_alloc
  let decodingOptionsFree: docpkg_heif_decoding_options_free
  let decodeImage: docpkg_heif_decode_image
  let imageWidth: docpkg_heif_image_get_width
  let imageHeight: docpkg_heif_image_get_width
  let planeReadonly: docpkg_heif_image_get_plane_readonly
  let imageRelease: docpkg_heif_image_release

  /// "1.15.1", with the decoders this build of libheif has ("HEVC, AV1").
  var version: String {
    let number = getVersion().map { String(cString: $0) } ?? "unknown"
    var decoders: [String] = []
    if haveDecoderForFormat(DOCPKG_HEIF_COMPRESSION_HEVC) != 0 { decoders.append("HEVC") }
    if haveDecoderForFormat(DOCPKG_HEIF_COMPRESSION_AV1) != 0 { decoders.append("AV1") }
    let list = decoders.isEmpty ? "no decoders" : decoders.joined(separator: ", ")
    return "\(number) (\(list))"
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    getVersion = try library.function("heif_get_version")
    haveDecoderForFormat = try library.function("heif_have_decoder_for_format")
    contextAlloc = try library.function("heif_context_alloc")
    contextFree = try library.function("heif_context_free")
    readFromMemory = try library.function("heif_context_read_from_memory_without_copy")
    setMaximumImageSizeLimit = try library.function("heif_context_set_maximum_image_size_limit")
    primaryImageHandle = try library.function("heif_context_get_primary_image_handle")
    handleRelease = try library.function("heif_image_handle_release")
    handleWidth = try library.function("heif_image_handle_get_width")
    handleHeight = try library.function("heif_image_handle_get_height")
    handleISPEWidth = try library.function("heif_image_handle_get_ispe_width")
    handleISPEHeight = try library.function("heif_image_handle_get_ispe_height")
    handleHasAlpha = try library.function("heif_image_handle_has_alpha_channel")
    handleIsPremultiplied = try library.function("heif_image_handle_is_premultiplied_alpha")
    thumbnailCount = try library.function("heif_image_handle_get_number_of_thumbnails")
    thumbnailIDs = try library.function("heif_image_handle_get_list_of_thumbnail_IDs")
    thumbnail = try library.function("heif_image_handle_get_thumbnail")
    metadataIDs = try library.function("heif_image_handle_get_list_of_metadata_block_IDs")
    metadataSize = try library.function("heif_image_handle_get_metadata_size")
    metadata = try library.function("heif_image_handle_get_metadata")
    decodingOptionsAlloc = try library.function("heif_decoding_options_alloc")
    decodingOptionsFree = try library.function("heif_decoding_options_free")
    decodeImage = try library.function("heif_decode_image")
    imageWidth = try library.function("heif_image_get_width")
    imageHeight = try library.function("heif_image_get_height")
    planeReadonly = try library.function("heif_image_get_plane_readonly")
    imageRelease = try library.function("heif_image_release")
  }
}
