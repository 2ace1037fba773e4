extension FileWrapper {
  /// How `write(to:options:originalContentsURL:)` writes, as on Apple platforms.
  public struct WritingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Write beside the destination on the same file system, flush to disk, then swap the
    /// result in, so an interrupted save leaves either the complete old or the complete new
    /// item. (docpkg always writes beside and swaps when the destination exists; this option
    /// adds the `fsync` calls that make the swap durable.)
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    /// Set `filename` of the wrapper and of every descendant to the name it was written
    /// under.
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    /// Write back to the place the wrapper was read from even when another process saved
    /// there since (docpkg only): for a caller that has already kept that version aside, as
    /// docpkg's `UIDocument` keeps it as a conflict copy. Without it such a save throws
    /// `changedSinceRead`.
    public static let overwritingChangesSinceRead = WritingOptions(rawValue: 1 << 2)
  }
}
