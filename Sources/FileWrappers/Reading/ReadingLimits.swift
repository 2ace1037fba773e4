/// Bounds on what reading an untrusted package may cost. Exceeding one throws a
/// `FileWrapperError` naming the path and the limit.
///
/// ```swift
/// var limits = ReadingLimits.default
/// limits.maximumEntryCount = 1_000
/// let wrapper = try FileWrapper(url: url, options: [], limits: limits)
/// ```
public struct ReadingLimits: Sendable, Hashable {
  /// Most items (files, folders, links, the root included) one read may list.
  /// Default 100,000.
  public var maximumEntryCount: Int
  /// Deepest folder nesting below the root. Default 64.
  public var maximumDepth: Int
  /// Most bytes one read with `.immediate` may copy into memory in total, and most bytes a
  /// single unmapped lazy load may copy. Memory-mapped contents do not count. Default 1 GiB.
  public var maximumBytesLoaded: Int64

  /// Limits with explicit values.
  public init(maximumEntryCount: Int, maximumDepth: Int, maximumBytesLoaded: Int64) {
    self.maximumEntryCount = maximumEntryCount
    self.maximumDepth = maximumDepth
    self.maximumBytesLoaded = maximumBytesLoaded
  }

  /// The defaults: 100,000 entries, depth 64, 1 GiB loaded.
  public static let `default` = ReadingLimits(
    maximumEntryCount: 100_000, maximumDepth: 64, maximumBytesLoaded: 1 << 30)

  /// No practical limits, for trusted input.
  public static let unlimited = ReadingLimits(
    maximumEntryCount: .max, maximumDepth: 4096, maximumBytesLoaded: .max)
}
