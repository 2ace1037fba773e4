import DocumentWatching
import Foundation

/// Watches folders (not their subfolders) with inotify on a thread of its own and reports
/// each event's folder and name. What happens next (coalescing, rescanning) is the owner's.
final class FolderMonitor: @unchecked Sendable {
  private static let mask = UInt32(
    IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB
      | IN_MODIFY | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

  private let inotify: Inotify
  private let lock = NSLock()
  private var folders: [Int32: String] = [:]
  private var watched: [String: Int32] = [:]
  private var stopped = false
  private let handler: @Sendable (_ folder: String, _ name: String) -> Void

  /// Starts a monitor whose thread calls `handler` for each event.
  init(handler: @escaping @Sendable (_ folder: String, _ name: String) -> Void) throws {
    inotify = try Inotify()
    self.handler = handler
    let thread = Thread { [self] in run() }
    thread.name = "docpkg-document-apps-watch"
    thread.start()
  }

  /// Watches exactly `paths` from now on (adding new ones, dropping the rest).
  func watch(_ paths: [String]) {
    lock.withLock {
      let wanted = Set(paths)
      for (path, watch) in watched where !wanted.contains(path) {
        inotify.remove(watch)
        watched[path] = nil
        folders[watch] = nil
      }
      for path in wanted where watched[path] == nil {
        if case .success(let watch) = inotify.add(path, mask: Self.mask) {
          watched[path] = watch
          folders[watch] = path
        }
      }
    }
  }

  /// Stops the thread; no handler call starts afterwards.
  func stop() {
    lock.withLock { stopped = true }
    inotify.wake()
  }

  deinit {
    stop()
  }

  private func run() {
    while !lock.withLock({ stopped }) {
      guard inotify.wait(timeoutMilliseconds: 1000) else { return }
      for event in inotify.read() {
        let folder: String? = lock.withLock {
          stopped ? nil : folders[event.watch]
        }
        guard let folder else { continue }
        if event.mask & UInt32(IN_IGNORED) != 0 {
          lock.withLock {
            folders[event.watch] = nil
            watched[folder] = nil
          }
        }
        handler(folder, event.name)
      }
    }
  }
}
