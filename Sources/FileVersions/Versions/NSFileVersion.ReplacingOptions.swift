extension NSFileVersion {
  /// Options for ``NSFileVersion/replaceItem(at:options:)``, as Apple's.
  public struct ReplacingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Options from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Move the version's contents into place instead of copying them; the version's
    /// copy is gone afterwards.
    public static let byMoving = ReplacingOptions(rawValue: 1 << 0)
  }
}
