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

  /// Compares the file with what the document last read or wrote every
  /// ``UIDocument/outsideChangeCheckInterval`` seconds while it is open: inotify events can
  /// be missed (a full queue, a watch limit, a swap whose events arrive before the swap is
  /// visible), and this catches what they miss.
  func scheduleOutsideChangeCheck() {
    let interval = lock.withLock { core.outsideChangeCheckInterval }
    guard interval > 0 else { return }
    access.asyncAfter(deadline: .now() + interval) { [weak self] in
      guard let self, !documentState.contains(.closed) else { return }
      let known = lock.withLock { core.fingerprint }
      if DocumentFile.fingerprint(of: fileURL) != known, !hasUnsavedChanges {
        presentedItemOperationQueue.addOperation { self.presentedItemDidChange() }
      }
      scheduleOutsideChangeCheck()
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
