/// What a movie's container and video track say about it (`docpkg inspect`).
///
/// ```swift
/// let properties = try VideoDecoder.properties(ofFileAt: "IMG_0001.MOV")
/// properties.codec                                   // "hevc"
/// properties.metadata["com.apple.quicktime.model"]   // "iPhone 13"
/// ```
public struct VideoProperties: Sendable, Equatable {
  /// The duration in seconds, when the container gives one.
  public var duration: Double?
  /// The coded frame size, before rotation and pixel aspect ratio.
  public var width: Int
  /// The coded frame height.
  public var height: Int
  /// The size shown: pixel aspect ratio applied to the width, then the rotation.
  public var displayWidth: Int
  /// The height shown.
  public var displayHeight: Int
  /// The clockwise rotation of the display matrix, 0, 90, 180 or 270 degrees.
  public var rotation: Int
  /// The pixel aspect ratio, `(1, 1)` for square pixels.
  public var pixelAspectRatio: (numerator: Int, denominator: Int)
  /// FFmpeg's codec name ("h264", "hevc").
  public var codec: String
  /// Frames per second (the average rate, else the base rate), when known.
  public var frameRate: Double?
  /// Bits per sample of the video (8, 10), when the stream says.
  public var bitDepth: Int?
  /// "PQ" or "HLG" for HDR transfer functions, `nil` for SDR.
  public var hdrTransfer: String?
  /// The container's metadata (QuickTime keys such as `com.apple.quicktime.make`).
  public var metadata: [String: String]
  /// The video track's own metadata (`handler_name`, `creation_time`, …).
  public var trackMetadata: [String: String]

  /// Apple's content identifier pairing a Live Photo's video with its still.
  public var contentIdentifier: String? { metadata["com.apple.quicktime.content.identifier"] }
  /// When the recording was made: Apple's `creationdate` (local time with offset), else
  /// the container's `creation_time` (UTC).
  public var creationDate: String? {
    metadata["com.apple.quicktime.creationdate"] ?? metadata["creation_time"]
  }

  /// Whether every property is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.duration == rhs.duration && lhs.width == rhs.width && lhs.height == rhs.height
      && lhs.displayWidth == rhs.displayWidth && lhs.displayHeight == rhs.displayHeight
      && lhs.rotation == rhs.rotation && lhs.pixelAspectRatio == rhs.pixelAspectRatio
      && lhs.codec == rhs.codec && lhs.frameRate == rhs.frameRate
      && lhs.bitDepth == rhs.bitDepth && lhs.hdrTransfer == rhs.hdrTransfer
      && lhs.metadata == rhs.metadata && lhs.trackMetadata == rhs.trackMetadata
  }
}
