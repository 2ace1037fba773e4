extension NSFileCoordinator {
  /// How a coordinated read uses the item (Apple's `NSFileCoordinator.ReadingOptions`).
  public struct ReadingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Makes options from bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Read without asking presenters to save first (in-process presenters are not asked
    /// either way on Linux; see Spec/AppleAPI/NSFileCoordinator.md).
    public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
    /// A final symbolic link is resolved and the accessor gets its destination.
    public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
    /// Only metadata is read (on Linux the same as a plain read: files are always local).
    public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
    /// The item is read to be uploaded (on Linux the same as a plain read).
    public static let forUploading = ReadingOptions(rawValue: 1 << 3)
  }

  /// What a coordinated write does to the item (Apple's `NSFileCoordinator.WritingOptions`).
  /// Every write holds the item exclusively, whatever the options.
  public struct WritingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Makes options from bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The item is deleted; in-process presenters are told it is gone.
    public static let forDeleting = WritingOptions(rawValue: 1 << 0)
    /// The item is moved (call `item(at:didMoveTo:)` after moving it).
    public static let forMoving = WritingOptions(rawValue: 1 << 1)
    /// The item's contents are merged with changes.
    public static let forMerging = WritingOptions(rawValue: 1 << 2)
    /// The item is replaced by a new one (what a docpkg save does).
    public static let forReplacing = WritingOptions(rawValue: 1 << 3)
    /// Only metadata that does not depend on contents is changed.
    public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
  }
}
