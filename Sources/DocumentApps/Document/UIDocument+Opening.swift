import FileWrappers
import Foundation

extension UIDocument {
  /// Reverts on the access queue.
  func performRevert(to url: URL) -> Bool {
    changeState { $0.insert(.editingDisabled) }
    defer { changeState { $0.remove(.editingDisabled) } }
    do {
      try coordinatedRead(url)
      lock.withLock { core.changeCount = 0 }
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
