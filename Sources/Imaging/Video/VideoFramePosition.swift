/// Where in a video the poster frame is taken.
///
/// ```swift
/// VideoFramePosition(argument: "2.5")   // .seconds(2.5)
/// VideoFramePosition(argument: "50%")   // .percent(50)
/// ```
public enum VideoFramePosition: Sendable, Equatable {
  /// A time from the start, in seconds (clamped to the duration).
  case seconds(Double)
  /// A share of the duration, 0 to 100, computed on the whole seconds of the duration and
  /// rounded down to whole seconds, as `ffmpegthumbnailer -t` does (integer arithmetic), so
  /// that the two pick the same frame.
  case percent(Double)

  /// `ffmpegthumbnailer`'s default: 10% into the duration, in whole seconds of the whole
  /// seconds of the duration (so clips under 10 s, and under 1 s, show their first frame).
  public static let standard = VideoFramePosition.percent(10)

  /// Parses `SECONDS` or `PERCENT%` (`--frame-at`); `nil` for anything else, negative
  /// values and percentages over 100.
  public init?(argument: String) {
    if argument.hasSuffix("%") {
      guard let value = Double(argument.dropLast()), value.isFinite, (0...100).contains(value)
      else { return nil }
      self = .percent(value)
    } else {
      guard let value = Double(argument), value.isFinite, value >= 0 else { return nil }
      self = .seconds(value)
    }
  }

  /// The seek target in seconds for a video lasting `duration` seconds (`nil`: unknown);
  /// 0 means the first frame, without seeking.
  /// - Parameter duration: the video's duration in seconds, when known.
  /// - Returns: the time to seek to, in seconds.
  public func seekTarget(duration: Double?) -> Double {
    guard let duration, duration > 0 else {
      if case .seconds(let value) = self { return value }
      return 0
    }
    switch self {
    case .seconds(let value): return min(value, duration)
    case .percent(let value): return (duration.rounded(.down) * value / 100).rounded(.down)
    }
  }
}
