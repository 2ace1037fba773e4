extension FileWrapper {
  /// How `FileWrapper(url:options:)` and `read(from:options:)` read, as on Apple platforms.
  public struct ReadingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Read every file's contents now instead of on first access, so later changes on disk
    /// cannot affect the wrapper. Bytes loaded count against
    /// `ReadingLimits.maximumBytesLoaded`.
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    /// Copy contents into memory with `read(2)` instead of memory-mapping them. Use this when
    /// the files may be truncated by someone else while mapped.
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }
}
