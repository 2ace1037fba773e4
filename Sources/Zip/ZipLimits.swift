/// Bounds applied when reading an untrusted zip archive.
///
/// The defaults accept any reasonable document package and refuse zip bombs: at most
/// 10,000 entries, 2 GiB in total, and no entry expanding more than 100:1 once it is past
/// 1 MiB (Apache POI's rule of thumb).
///
/// ```swift
/// var limits = ZipLimits()
/// limits.maxTotalUncompressedBytes = 64 << 20
/// let archive = try ZipArchive(url: url, limits: limits)
/// ```
public struct ZipLimits: Sendable, Equatable {
  /// The most entries an archive may list.
  public var maxEntryCount: Int = 10_000
  /// The most bytes one entry may expand to.
  public var maxEntryUncompressedBytes: UInt64 = 2 << 30
  /// The most bytes all entries together may expand to.
  public var maxTotalUncompressedBytes: UInt64 = 2 << 30
  /// The largest uncompressed/compressed ratio allowed for an entry past `ratioThreshold`.
  public var maxCompressionRatio: UInt64 = 100
  /// Entries smaller than this (uncompressed) are not ratio-checked: tiny files of
  /// repeated bytes legitimately compress very well.
  public var ratioThreshold: UInt64 = 1 << 20
  /// The longest entry name, in UTF-8 bytes.
  public var maxPathBytes: Int = 1024
  /// The most path components in an entry name.
  public var maxPathDepth: Int = 64

  /// The default limits.
  public init() {}

  /// The default limits.
  public static let `default` = ZipLimits()
}

extension ZipLimits {
  /// Limits for reading an archive in place (a zipped package, an iWork `Index.zip`): the
  /// ``default`` ones, with no single entry over 512 MiB, since whatever is read is held in
  /// memory.
  public static let inPlace: ZipLimits = {
    var limits = ZipLimits.default
    limits.maxEntryUncompressedBytes = 512 << 20
    return limits
  }()
}
