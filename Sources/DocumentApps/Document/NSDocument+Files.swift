import FileWrappers
import Foundation

extension NSDocument {
  func coordinatedRead(_ url: URL, ofType typeName: String) throws {
    var coordinationError: NSError?
    var outcome: Result<Void, any Error> = .success(())
    NSFileCoordinator(filePresenter: self).coordinate(
      readingItemAt: url, options: [], error: &coordinationError
    ) { readURL in
      outcome = Result {
        let before = DocumentFile.fingerprint(of: readURL)
        try read(from: readURL, ofType: typeName)
        lock.withLock {
          fingerprint = before
          modificationDate = DocumentFile.modificationDate(of: readURL)
        }
      }
    }
    if let coordinationError {
      throw DocumentError.coordinationFailed(path: url.path, reason: coordinationError.description)
    }
    try outcome.get()
  }

  func coordinatedWrite(to url: URL, ofType typeName: String, for operation: SaveOperationType)
    throws
  {
    let changes = lock.withLock { changeCount }
    var coordinationError: NSError?
    var outcome: Result<Void, any Error> = .success(())
    NSFileCoordinator(filePresenter: self).coordinate(
      writingItemAt: url, options: .forReplacing, error: &coordinationError
    ) { writeURL in
      outcome = Result {
        let known = lock.withLock { fingerprint }
        if operation != .saveToOperation, writeURL == fileURL, let known,
          let now = DocumentFile.fingerprint(of: writeURL), now != known
        {
          try FileManager.default.copyItem(
            at: writeURL, to: DocumentFile.conflictCopyURL(for: writeURL))
        }
        try write(to: writeURL, ofType: typeName)
      }
    }
    if let coordinationError {
      throw DocumentError.coordinationFailed(path: url.path, reason: coordinationError.description)
    }
    try outcome.get()
    guard operation != .saveToOperation else { return }
    lock.withLock {
      self.url = url.standardizedFileURL
      type = typeName
      changeCount -= changes
      fingerprint = DocumentFile.fingerprint(of: url)
      modificationDate = DocumentFile.modificationDate(of: url)
    }
    if monitor == nil { startWatching() }
  }

  func startWatching() {
    guard let url = fileURL else { return }
    let reload = Coalescer(label: "docpkg.NSDocument.reload", delay: 0.05, maximumDelay: 0.3) {
      [weak self] in
      guard let self else { return }
      presentedItemOperationQueue.addOperation { self.presentedItemDidChange() }
    }
    let name = url.lastPathComponent
    let monitor = FolderMonitor { _, changed in
      if changed == name { reload.signal() }
    }
    monitor.watch([url.deletingLastPathComponent().path])
    self.monitor = monitor
  }
}
