import CCodecABI

/// Finds and decodes the poster keyframe of a ``VideoFile``, as `ffmpegthumbnailer` does:
/// seek (forward, to the keyframe at or after the time), then decode the first keyframe of
/// the video stream. Only keyframe packets are sent, each followed by a drain, so one
/// picture is decoded however long the group of pictures is; at most
/// ``VideoDecodingError/packetLimit`` packets are read.
struct VideoFrameReader {
  let file: VideoFile

  /// The first keyframe at or after `seconds` (0: the first keyframe of the stream).
  /// - Throws: ``VideoDecodingError``.
  func keyframe(at seconds: Double) throws(VideoDecodingError) -> VideoFrame {
    let format = file.format
    let codecs = file.codecs
    if seconds > 0 {
      let timestamp = Int64(seconds * Double(DOCPKG_AV_TIME_BASE))
      // Forward first (ffmpegthumbnailer's flags 0); past the last keyframe, backward.
      if format.seekFrame(file.handle, -1, timestamp, 0) < 0 {
        let status = format.seekFrame(
          file.handle, -1, timestamp, Int32(DOCPKG_AVSEEK_FLAG_BACKWARD))
        guard status >= 0 else {
          throw .noFrame(path: file.path, seconds: seconds, reason: format.message(status))
        }
      }
    }
    var context = codecs.allocContext(file.decoder)
    defer { codecs.freeContext(&context) }
    guard let context else {
      throw .noFrame(path: file.path, seconds: seconds, reason: "avcodec_alloc_context3 failed")
    }
    var status = codecs.parametersToContext(context, OpaquePointer(file.stream.parameters))
    guard status >= 0 else {
      throw .noFrame(path: file.path, seconds: seconds, reason: format.message(status))
    }
    var options: OpaquePointer?
    // One picture is decoded: frame threads would only add latency and memory.
    _ = format.dictSet(&options, "threads", "1", 0)
    status = codecs.open(context, file.decoder, &options)
    format.dictFree(&options)
    guard status >= 0 else {
      throw .noFrame(path: file.path, seconds: seconds, reason: format.message(status))
    }
    var packet = codecs.packetAlloc()
    defer { codecs.packetFree(&packet) }
    guard let packet, let frame = VideoFrame(format: format) else {
      throw .noFrame(path: file.path, seconds: seconds, reason: "out of memory")
    }
    let fields = UnsafeRawPointer(packet)
    var lastError = "no keyframe in the video track"
    for _ in 0..<VideoDecodingError.packetLimit {
      let read = format.readFrame(file.handle, packet)
      guard read >= 0 else {
        lastError = read == DOCPKG_AVERROR_EOF ? lastError : format.message(read)
        break
      }
      defer { codecs.packetUnref(packet) }
      let index = fields.load(fromByteOffset: Int(DOCPKG_AVPACKET_STREAM_INDEX), as: Int32.self)
      let flags = fields.load(fromByteOffset: Int(DOCPKG_AVPACKET_FLAGS), as: Int32.self)
      guard index == file.streamIndex, flags & Int32(DOCPKG_AV_PKT_FLAG_KEY) != 0 else {
        continue
      }
      let sent = codecs.sendPacket(context, packet)
      if sent >= 0 {
        _ = codecs.sendPacket(context, nil)
        let received = codecs.receiveFrame(context, frame.handle)
        if received >= 0 { return frame }
        lastError = format.message(received)
      } else {
        lastError = format.message(sent)
      }
      codecs.flushBuffers(context)
    }
    throw .noFrame(path: file.path, seconds: seconds, reason: lastError)
  }
}
