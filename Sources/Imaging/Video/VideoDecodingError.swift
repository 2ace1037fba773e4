/// Why a video's properties or poster frame cannot be read.
public enum VideoDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An FFmpeg library is missing (the command line exits 69).
  case codecUnavailable(CodecLoadingError)
  /// libavformat cannot open the file as a QuickTime/MPEG-4 movie.
  case cannotOpen(path: String, reason: String)
  /// The container opened but its stream information does not read (damaged or truncated).
  case damaged(path: String, function: String, reason: String)
  /// The movie has no video track.
  case noVideoStream(path: String)
  /// The video track's codec has no decoder in this libavcodec.
  case noDecoder(path: String, codec: String)
  /// No frame decoded at or after the requested time, within ``VideoDecodingError/packetLimit`` packets.
  case noFrame(path: String, seconds: Double, reason: String)
  /// The frame is larger than the pixel limit.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// libswscale cannot convert the frame's pixel format.
  case conversionFailed(path: String, pixelFormat: Int)

  /// Packets read looking for a decodable keyframe before giving up.
  public static let packetLimit = 20_000

  public var description: String {
    switch self {
    case .codecUnavailable(let error): return error.description
    case .cannotOpen(let path, let reason):
      return "\(path): not a readable QuickTime/MPEG-4 movie (\(reason))"
    case .damaged(let path, let function, let reason):
      return "\(path): damaged or truncated movie (\(function): \(reason))"
    case .noVideoStream(let path): return "\(path): the movie has no video track"
    case .noDecoder(let path, let codec):
      return "\(path): no decoder for the video codec \(codec) in this libavcodec"
    case .noFrame(let path, let seconds, let reason):
      return "\(path): no video frame decodes at or after \(seconds) s (\(reason))"
    case .tooManyPixels(let width, let height, let limit):
      return "video frame \(width)x\(height) is over the limit of \(limit) pixels"
    case .conversionFailed(let path, let pixelFormat):
      return "\(path): libswscale cannot convert pixel format \(pixelFormat) to RGBA"
    }
  }
}
