import FileWrappers
import Foundation

extension UIDocument {
  /// Reverts on the access queue.
  func performRevert(to url: URL, onlyIfUnchanged: Bool = false) -> Bool {
    changeState { $0.insert(.editingDisabled) }
    defer { changeState { $0.remove(.editingDisabled) } }
    lock.withLock {
      core.loadOnlyIfUnchanged = onlyIfUnchanged
      core.loadSkipped = false
      core.changesClearedByRead = false
    }
    defer { lock.withLock { core.loadOnlyIfUnchanged = false } }
    do {
      try coordinatedRead(url)
      lock.withLock {
        // A subclass's own `read(from:)` leaves the count to be cleared here.
        if !core.loadSkipped && !core.changesClearedByRead { core.changeCount = 0 }
      }
      refreshConflictState()
      return true
    } catch {
      handleError(error, userInteractionPermitted: true)
      return false
    }
  }

  /// Reads `url` inside a coordinated read and records what was read.
  func coordinatedRead(_ url: URL) throws {
    var coordinationError: NSError?
    var outcome: Result<Void, any Error> = .success(())
    NSFileCoordinator(filePresenter: self).coordinate(
      readingItemAt: url, options: [], error: &coordinationError
    ) { readURL in
      outcome = Result {
        let before = DocumentFile.fingerprint(of: readURL)
        try read(from: readURL)
        lock.withLock {
          // A skipped reload keeps the old fingerprint, so the next save sees the change.
          guard !core.loadSkipped else { return }
          core.fingerprint = before
          core.modificationDate = DocumentFile.modificationDate(of: readURL)
        }
      }
    }
    if let coordinationError {
      throw DocumentError.coordinationFailed(path: url.path, reason: coordinationError.description)
    }
    try outcome.get()
  }
}
