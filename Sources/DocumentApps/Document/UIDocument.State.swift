extension UIDocument {
  /// The document's state (Apple's `UIDocument.State`): several may hold at once.
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw bits (Apple's values).
    public let rawValue: UInt

    /// A state from its raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Open, no conflict, no error: the empty set.
    public static let normal: State = []
    /// Not open (before `open`, after `close`) or failed to open.
    public static let closed = State(rawValue: 1 << 0)
    /// A sync client left conflict versions (`NSFileVersion.unresolvedConflictVersionsOfItem`).
    public static let inConflict = State(rawValue: 1 << 1)
    /// The last save failed.
    public static let savingError = State(rawValue: 1 << 2)
    /// Editing is not allowed now (reverting, or ``UIDocument/disableEditing()``).
    public static let editingDisabled = State(rawValue: 1 << 3)
    /// ``UIDocument/progress`` reports a download (never set on Linux: files are local).
    public static let progressAvailable = State(rawValue: 1 << 4)
  }

  /// What a change did to the document (Apple's `UIDocument.ChangeKind`).
  public enum ChangeKind: Int, Sendable {
    /// A change was made.
    case done
    /// A change was undone.
    case undone
    /// An undone change was redone.
    case redone
    /// The document was saved or reverted: no unsaved changes.
    case cleared
  }

  /// Why a document is written (Apple's `UIDocument.SaveOperation`).
  public enum SaveOperation: Int, Sendable {
    /// A new document: there is nothing at the URL yet.
    case forCreating
    /// An existing document is replaced.
    case forOverwriting
  }
}
