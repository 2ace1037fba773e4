import CCodecABI

/// libavformat's demuxing functions, with the libavutil calls they need, resolved from
/// `libavformat.so.59` on first use (video poster frames and metadata).
///
/// libavutil is not opened by name: libavformat links it, and symbol lookup through its
/// handle searches its dependencies.
struct AVFormatLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libavformat, or why it cannot be loaded.
  static let shared = resolve(.avformat)

  let library: SharedLibrary
  let formatVersion: docpkg_avformat_version
  let versionInfo: docpkg_av_version_info
  let logSetLevel: docpkg_av_log_set_level
  let errorString: docpkg_av_strerror
  let dictGet: docpkg_av_dict_get
  let dictSet: docpkg_av_dict_set
  let dictFree: docpkg_av_dict_free
  let displayRotationGet: docpkg_av_display_rotation_get
  let frameAlloc: docpkg_av_frame_alloc
  let frameFree: docpkg_av_frame_free
  let findInputFormat: docpkg_av_find_input_format
  let openInput: docpkg_avformat_open_input
  let findStreamInfo: docpkg_avformat_find_stream_info
  let findBestStream: docpkg_av_find_best_stream
  let seekFrame: docpkg_av_seek_frame
  let readFrame: docpkg_av_read_frame
  let closeInput: docpkg_avformat_close_input
  let streamSideData: docpkg_av_stream_get_side_data

  /// "59.27.100 (FFmpeg 5.1.6-0+deb12u1)".
  var version: String {
    let info = versionInfo().map { String(cString: $0) } ?? "unknown"
    return "\(FFmpegVersion(formatVersion())) (FFmpeg \(info))"
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    formatVersion = try library.function("avformat_version")
    versionInfo = try library.function("av_version_info")
    logSetLevel = try library.function("av_log_set_level")
    errorString = try library.function("av_strerror")
    dictGet = try library.function("av_dict_get")
    dictSet = try library.function("av_dict_set")
    dictFree = try library.function("av_dict_free")
    displayRotationGet = try library.function("av_display_rotation_get")
    frameAlloc = try library.function("av_frame_alloc")
    frameFree = try library.function("av_frame_free")
    findInputFormat = try library.function("av_find_input_format")
    openInput = try library.function("avformat_open_input")
    findStreamInfo = try library.function("avformat_find_stream_info")
    findBestStream = try library.function("av_find_best_stream")
    seekFrame = try library.function("av_seek_frame")
    readFrame = try library.function("av_read_frame")
    closeInput = try library.function("avformat_close_input")
    streamSideData = try library.function("av_stream_get_side_data")
    // FFmpeg logs damaged input to stderr; docpkg reports errors itself.
    logSetLevel(DOCPKG_AV_LOG_QUIET)
  }

  /// FFmpeg's message for the error code `code`.
  func message(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 128)
    guard errorString(code, &buffer, buffer.count) == 0 else { return "error \(code)" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// An FFmpeg library version number (`major << 16 | minor << 8 | micro`), as text.
struct FFmpegVersion: CustomStringConvertible {
  let value: UInt32
  init(_ value: UInt32) { self.value = value }
  var description: String { "\(value >> 16).\((value >> 8) & 0xff).\(value & 0xff)" }
}
