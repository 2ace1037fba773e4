import CCodecABI

/// libavcodec's decoding functions, resolved from `libavcodec.so.59` on first use.
struct AVCodecLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libavcodec, or why it cannot be loaded.
  static let shared = resolve(.avcodec)

  let library: SharedLibrary
  let codecVersion: docpkg_avcodec_version
  let codecName: docpkg_avcodec_get_name
  let allocContext: docpkg_avcodec_alloc_context3
  let freeContext: docpkg_avcodec_free_context
  let parametersToContext: docpkg_avcodec_parameters_to_context
  let open: docpkg_avcodec_open2
  let sendPacket: docpkg_avcodec_send_packet
  let receiveFrame: docpkg_avcodec_receive_frame
  let flushBuffers: docpkg_avcodec_flush_buffers
  let packetAlloc: docpkg_av_packet_alloc
  let packetFree: docpkg_av_packet_free
  let packetUnref: docpkg_av_packet_unref

  /// "59.37.100".
  var version: String { FFmpegVersion(codecVersion()).description }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    codecVersion = try library.function("avcodec_version")
    codecName = try library.function("avcodec_get_name")
    allocContext = try library.function("avcodec_alloc_context3")
    freeContext = try library.function("avcodec_free_context")
    parametersToContext = try library.function("avcodec_parameters_to_context")
    open = try library.function("avcodec_open2")
    sendPacket = try library.function("avcodec_send_packet")
    receiveFrame = try library.function("avcodec_receive_frame")
    flushBuffers = try library.function("avcodec_flush_buffers")
    packetAlloc = try library.function("av_packet_alloc")
    packetFree = try library.function("av_packet_free")
    packetUnref = try library.function("av_packet_unref")
  }
}
