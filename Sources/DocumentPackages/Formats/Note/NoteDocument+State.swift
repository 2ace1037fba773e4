import Foundation

extension NoteDocument {
  /// The document's state: `.closed` before its first save, `.inConflict` while unresolved
  /// conflict versions exist beside it, `.savingError` after a failed save,
  /// `.editingDisabled` for a read-only package. A note in conflict opens and saves as usual.
  public var documentState: DocumentState {
    DocumentState.of(fileAt: fileURL, lastSaveFailed: lastSaveFailed)
  }
}
