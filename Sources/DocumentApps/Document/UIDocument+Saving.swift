import FileWrappers
import Foundation

extension UIDocument {
  /// The save itself, on the access queue.
  func performSave(to url: URL, for saveOperation: SaveOperation) -> Bool {
    let isOwnFile = lock.withLock { core.fileURL == url }
    let typeName = fileType ?? "public.data"
    do {
      // The contents and the change count they hold are taken together on the model queue.
      let (contents, changes): (Any, Int) = try modelQueue.sync {
        let contents = try self.contents(forType: typeName)
        let changes = lock.withLock { core.changeCount }
        return (contents, changes)
      }
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

  /// Schedules an autosave ``autosaveInterval`` from now when there are unsaved changes and
  /// none is scheduled.
  func scheduleAutosave() {
    let delay: TimeInterval? = lock.withLock {
      guard core.changeCount != 0, !core.autosavePending, core.autosaveInterval > 0,
        !core.state.contains(.closed)
      else { return nil }
      core.autosavePending = true
      return core.autosaveInterval
    }
    if let delay {
      access.asyncAfter(deadline: .now() + delay) { [weak self] in self?.autosaveNow() }
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
