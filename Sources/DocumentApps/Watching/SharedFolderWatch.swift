import DocumentWatching
import Foundation

/// One inotify instance and thread for every document of the process: documents and
/// queries subscribe to folders and are called with the name of each event. (Linux allows
/// 128 inotify instances per user by default; one per open document would run out.)
final class SharedFolderWatch: @unchecked Sendable {
  /// Identifies one subscription.
  struct Token: Hashable {
    fileprivate var id: Int
  }

  typealias Handler = @Sendable (_ folder: String, _ name: String) -> Void

  private static let mask = UInt32(
    IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB
      | IN_MODIFY | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

  /// The process's watch; `nil` when inotify cannot start (nothing is then watched).
  static let shared: SharedFolderWatch? = try? SharedFolderWatch()

  private let inotify: Inotify
  private let lock = NSLock()
  private var nextID = 0
  private var folderOfWatch: [Int32: String] = [:]
  private var watchOfFolder: [String: Int32] = [:]
  private var subscribers: [String: [Token: Handler]] = [:]
  private var foldersOfToken: [Token: Set<String>] = [:]

  private init() throws {
    inotify = try Inotify()
    let thread = Thread { [self] in run() }
    thread.name = "docpkg-document-apps-watch"
    thread.start()
  }

  /// A new subscription, watching no folder yet.
  func subscribe() -> Token {
    lock.withLock {
      nextID += 1
      return Token(id: nextID)
    }
  }

  /// Makes `token` watch exactly `folders` with `handler`.
  func watch(_ folders: [String], for token: Token, handler: @escaping Handler) {
    lock.withLock {
      let wanted = Set(folders)
      let old = foldersOfToken[token] ?? []
      for folder in old.subtracting(wanted) { drop(token, from: folder) }
      for folder in wanted {
        subscribers[folder, default: [:]][token] = handler
        if watchOfFolder[folder] == nil,
          case .success(let watch) = inotify.add(folder, mask: Self.mask)
        {
          watchOfFolder[folder] = watch
          folderOfWatch[watch] = folder
        }
      }
      foldersOfToken[token] = wanted
    }
  }

  /// Ends `token`'s subscription: its handler is not called again.
  func cancel(_ token: Token) {
    lock.withLock {
      for folder in foldersOfToken[token] ?? [] { drop(token, from: folder) }
      foldersOfToken[token] = nil
    }
  }

  /// Caller holds the lock.
  private func drop(_ token: Token, from folder: String) {
    subscribers[folder]?[token] = nil
    guard subscribers[folder]?.isEmpty ?? true else { return }
    subscribers[folder] = nil
    if let watch = watchOfFolder.removeValue(forKey: folder) {
      folderOfWatch[watch] = nil
      inotify.remove(watch)
    }
  }

  private func run() {
    while true {
      guard inotify.wait(timeoutMilliseconds: 1000) else { return }
      for event in inotify.read() {
        let (folder, handlers): (String?, [Handler]) = lock.withLock {
          guard let folder = folderOfWatch[event.watch] else { return (nil, []) }
          if event.mask & UInt32(IN_IGNORED) != 0 {
            folderOfWatch[event.watch] = nil
            watchOfFolder[folder] = nil
          }
          return (folder, Array((subscribers[folder] ?? [:]).values))
        }
        guard let folder else { continue }
        for handler in handlers { handler(folder, event.name) }
      }
    }
  }
}
