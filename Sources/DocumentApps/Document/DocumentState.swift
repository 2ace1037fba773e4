import Foundation

/// A ``UIDocument``'s mutable state, guarded by its lock.
struct DocumentState {
  var fileURL: URL
  var state: UIDocument.State = .closed
  var changeCount = 0
  var modificationDate: Date?
  /// The item as this document last read or wrote it: anything else is an outside change.
  var fingerprint: DocumentFile.Fingerprint?
  var autosaveInterval: TimeInterval = 15
  var autosavePending = false
  var outsideChangeCheckInterval: TimeInterval = 1
  /// Set while reloading for an outside change: an edit made meanwhile wins.
  var loadOnlyIfUnchanged = false
  /// Set by `read(from:)` when it gave way to such an edit.
  var loadSkipped = false
  /// Set by `read(from:)` when it cleared the change count together with the load.
  var changesClearedByRead = false
  var watch: FolderMonitor?
  var reload: Coalescer?

  init(fileURL: URL) {
    self.fileURL = fileURL
  }
}
