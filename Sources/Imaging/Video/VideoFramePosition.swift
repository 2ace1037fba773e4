/// Where in a video the poster frame is taken.
///
/// ```swift
/// VideoFramePosition(argument: "2.5")   // .seconds(2.5)
/// VideoFramePosition(argument: "50%")   // .percent(50)
/// ```
public enum VideoFramePosition: Sendable, Equatable {
  /// A time from the start, in seconds (clamped to the duration).
  case seconds(Double)
  /// A share of the duration, 0 to 100, rounded down to whole seconds as
  /// `ffmpegthumbnailer -t` does, so that the two pick the same frame.
  case percent(Double)

  /// `ffmpegthumbnailer`'s default: 10% into the duration (the first frame for clips under
  /// ten seconds' tenth, that is under one second of seek).
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
  func seconds(duration: Double?) -> Double {
    guard let duration, duration > 0 else {
      if case .seconds(let value) = self { return value }
      return 0
    }
    switch self {
    case .seconds(let value): return min(value, duration)
    case .percent(let value): return (duration * value / 100).rounded(.down)
    }
  }
}
