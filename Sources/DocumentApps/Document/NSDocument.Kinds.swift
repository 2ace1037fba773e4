extension NSDocument {
  /// Why a document is written (Apple's `NSDocument.SaveOperationType`).
  public enum SaveOperationType: UInt, Sendable {
    /// Save: overwrite the document's file.
    case saveOperation = 0
    /// Save As: write a new file that becomes the document's.
    case saveAsOperation = 1
    /// Save To: write a copy; the document keeps its file.
    case saveToOperation = 2
    /// Autosave elsewhere (docpkg writes in place, as `autosaveInPlaceOperation`).
    case autosaveElsewhereOperation = 3
    /// Autosave over the document's file.
    case autosaveInPlaceOperation = 4
    /// Autosave to a new location that becomes the document's.
    case autosaveAsOperation = 5
  }

  /// What a change did (Apple's `NSDocument.ChangeType`).
  public enum ChangeType: UInt, Sendable {
    /// A change was made.
    case changeDone = 0
    /// A change was undone.
    case changeUndone = 1
    /// The document was saved or reverted.
    case changeCleared = 2
    /// A change was redone.
    case changeRedone = 5
    /// The document was read from a file another program changed.
    case changeReadOtherContents = 3
    /// The document was autosaved.
    case changeAutosaved = 4
    /// A change that need not be saved before closing.
    case changeDiscardable = 256
  }
}
