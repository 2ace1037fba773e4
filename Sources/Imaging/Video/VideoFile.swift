import CCodecABI

/// One movie opened with libavformat: the owner of its `AVFormatContext`, closed in
/// `deinit`, and of the chosen video stream.
///
/// The file is opened through the `file:` protocol only (`protocol_whitelist=file`) and with
/// the QuickTime/MPEG-4 demuxer only (`format_whitelist=mov`), so a hostile name or file can
/// neither reach another protocol nor a playlist demuxer that reads other files.
final class VideoFile {
  let path: String
  let format: AVFormatLibrary
  let codecs: AVCodecLibrary
  private var context: OpaquePointer?
  /// The `AVFormatContext`, as raw memory for the fields read.
  let fields: UnsafeRawPointer
  /// The video stream's index and its `AVStream`.
  let streamIndex: Int32
  let stream: UnsafeRawPointer
  /// The decoder libavformat chose for the stream.
  let decoder: OpaquePointer

  init(path: String) throws(VideoDecodingError) {
    do {
      format = try AVFormatLibrary.load()
      codecs = try AVCodecLibrary.load()
    } catch {
      throw .codecUnavailable(error)
    }
    self.path = path
    var options: OpaquePointer?
    _ = format.dictSet(&options, "protocol_whitelist", "file", 0)
    _ = format.dictSet(&options, "format_whitelist", "mov", 0)
    var opened: OpaquePointer?
    let status = format.openInput(&opened, "file:" + path, format.findInputFormat("mov"), &options)
    format.dictFree(&options)
    guard status >= 0, let opened else {
      throw .cannotOpen(path: path, reason: format.message(status))
    }
    context = opened
    fields = UnsafeRawPointer(opened)
    let info = format.findStreamInfo(opened, nil)
    guard info >= 0 else {
      format.closeInput(&context)
      throw .damaged(
        path: path, function: "avformat_find_stream_info", reason: format.message(info))
    }
    var chosen: OpaquePointer?
    let index = format.findBestStream(opened, Int32(DOCPKG_AVMEDIA_TYPE_VIDEO), -1, -1, &chosen, 0)
    let count = fields.load(fromByteOffset: Int(DOCPKG_AVFMT_NB_STREAMS), as: UInt32.self)
    guard index >= 0, UInt32(index) < count,
      let streams = fields.load(
        fromByteOffset: Int(DOCPKG_AVFMT_STREAMS), as: UnsafePointer<UnsafeRawPointer?>?.self),
      let stream = streams[Int(index)]
    else {
      format.closeInput(&context)
      throw .noVideoStream(path: path)
    }
    guard let chosen else {
      let codecID = stream.parameters.load(
        fromByteOffset: Int(DOCPKG_AVCODECPAR_CODEC_ID), as: Int32.self)
      let name = codecs.codecName(codecID).map { String(cString: $0) } ?? "\(codecID)"
      format.closeInput(&context)
      throw .noDecoder(path: path, codec: name)
    }
    streamIndex = index
    self.stream = stream
    decoder = chosen
  }

  deinit {
    if context != nil { format.closeInput(&context) }
  }

  /// The raw `AVFormatContext` for calls that take it.
  var handle: OpaquePointer? { context }

  /// The duration in seconds, when the container knows it.
  var duration: Double? {
    let value = fields.load(fromByteOffset: Int(DOCPKG_AVFMT_DURATION), as: Int64.self)
    guard value != Int64.min, value > 0 else { return nil }
    return Double(value) / Double(DOCPKG_AV_TIME_BASE)
  }

  /// The entries of an `AVDictionary` (at most 10,000; FFmpeg bounds them too).
  func entries(of dictionary: OpaquePointer?) -> [String: String] {
    var result: [String: String] = [:]
    var previous: UnsafeMutablePointer<docpkg_AVDictionaryEntry>?
    while result.count < 10_000,
      let entry = format.dictGet(dictionary, "", previous, Int32(DOCPKG_AV_DICT_IGNORE_SUFFIX))
    {
      if let key = entry.pointee.key, let value = entry.pointee.value {
        result[String(cString: key)] = String(cString: value)
      }
      previous = entry
    }
    return result
  }

  /// The clockwise rotation the stream's display matrix asks for: 0, 90, 180 or 270.
  var rotation: Int {
    var size = 0
    guard
      let matrix = format.streamSideData(
        OpaquePointer(stream), Int32(DOCPKG_AV_PKT_DATA_DISPLAYMATRIX), &size),
      size >= 36
    else { return 0 }
    let degrees = matrix.withMemoryRebound(to: Int32.self, capacity: 9) {
      format.displayRotationGet($0)
    }
    guard degrees.isFinite else { return 0 }
    // av_display_rotation_get is counter-clockwise; snap to the nearest quarter turn.
    let quarter = Int((-degrees / 90).rounded())
    return ((quarter % 4) + 4) % 4 * 90
  }
}

extension UnsafeRawPointer {
  /// The `AVCodecParameters` of an `AVStream`.
  var parameters: UnsafeRawPointer {
    load(fromByteOffset: Int(DOCPKG_AVSTREAM_CODECPAR), as: UnsafeRawPointer.self)
  }

  /// An `AVRational` field, `nil` when either part is not positive.
  func rational(at offset: Int32) -> (Int, Int)? {
    let value = load(fromByteOffset: Int(offset), as: docpkg_AVRational.self)
    guard value.num > 0, value.den > 0 else { return nil }
    return (Int(value.num), Int(value.den))
  }

  /// An `int` field.
  func int32(at offset: Int32) -> Int {
    Int(load(fromByteOffset: Int(offset), as: Int32.self))
  }
}
