import FileVersions
import Foundation

extension UIDocument {
  /// Adds or removes ``State-swift.struct/inConflict`` after looking for conflict versions.
  func refreshConflictState() {
    let conflicts = NSFileVersion.unresolvedConflictVersionsOfItem(at: fileURL) ?? []
    changeState { state in
      if conflicts.isEmpty { state.remove(.inConflict) } else { state.insert(.inConflict) }
    }
  }

  /// Watches the item's folder for changes to the item and to its conflict copies.
  func startWatching() {
    let folder = fileURL.deletingLastPathComponent().path
    let reload = Coalescer(label: "docpkg.UIDocument.reload", delay: 0.05, maximumDelay: 0.3) {
      [weak self] in
      guard let self else { return }
      presentedItemOperationQueue.addOperation { self.presentedItemDidChange() }
    }
    let monitor = FolderMonitor { [weak self] _, name in
      guard let self else { return }
      let stem = fileURL.deletingPathExtension().lastPathComponent
      if name.hasPrefix(stem) || name.hasPrefix(".") { reload.signal() }
    }
    monitor.watch([folder])
    lock.withLock {
      core.watch = monitor
      core.reload = reload
    }
  }

  func stopWatching() {
    let monitor = lock.withLock {
      let monitor = core.watch
      core.watch = nil
      core.reload = nil
      return monitor
    }
    monitor?.stop()
  }
}
