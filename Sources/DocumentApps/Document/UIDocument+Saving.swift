import FileWrappers
import Foundation

extension UIDocument {
  /// The save itself, on the access queue.
  func performSave(to url: URL, for saveOperation: SaveOperation) -> Bool {
    let (changes, isOwnFile) = lock.withLock { (core.changeCount, core.fileURL == url) }
    do {
      let contents = try contents(forType: fileType ?? "public.data")
      try writeContents(contents, andAttributes: nil, safelyTo: url, for: saveOperation)
      if isOwnFile { lock.withLock { core.changeCount -= changes } }
      changeState { $0.remove(.savingError) }
      return true
    } catch {
      changeState { $0.insert(.savingError) }
      handleError(error, userInteractionPermitted: true)
      return false
    }
  }

  func autosaveNow() {
    lock.withLock { core.autosavePending = false }
    guard hasUnsavedChanges, !documentState.contains(.closed) else { return }
    _ = performSave(to: fileURL, for: .forOverwriting)
    // Changes made during the save schedule the next one.
    if hasUnsavedChanges {
      updateChangeCount(.redone)
      updateChangeCount(.undone)
    }
  }

  /// Before overwriting: when another process or a sync client wrote the item since this
  /// document last read or saved it, that version is kept as a conflict copy beside it (so
  /// neither edit is lost) and the document enters ``State-swift.struct/inConflict``.
  func keepOutsideChange(at url: URL) throws {
    let known = lock.withLock { core.fingerprint }
    guard let known, let now = DocumentFile.fingerprint(of: url), now != known else { return }
    let copy = DocumentFile.conflictCopyURL(for: url)
    do {
      try FileManager.default.copyItem(at: url, to: copy)
    } catch {
      throw DocumentError.writeFailed(path: copy.path, reason: "\(error)")
    }
    changeState { $0.insert(.inConflict) }
  }
}
