import DocpkgSystem
import DocumentWatching
import FileWrappers
import Foundation

/// The thread behind ``DocumentWatcher``: reads inotify events, marks the documents they
/// touch, and once a document is quiet, lists it again and reports the difference.
final class WatchEngine: @unchecked Sendable {
  /// A document as last reported, with the inode that tells a rename from a new document.
  struct Known {
    var entry: DocumentListEntry
    var device: UInt64
    var inode: UInt64
  }

  /// A watch inside a package: which document it belongs to and how deep it is.
  struct PackageWatch {
    var document: String
    var depth: Int
  }

  /// Events seen for a document not yet reported.
  struct Pending {
    var first: ContinuousClock.Instant
    var last: ContinuousClock.Instant
    var firstDate: Date
  }

  static let rootMask = UInt32(
    IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB
      | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK)
  static let packageMask = UInt32(
    IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB
      | IN_ONLYDIR | IN_EXCL_UNLINK)

  let path: String
  let lister: DocumentLister
  let quiet: Duration
  let maximumDelay: Duration
  let continuation: AsyncThrowingStream<DocumentChange, any Error>.Continuation
  let inotify: Inotify
  private(set) var initialEntries: [DocumentListEntry] = []

  var rootWatch: Int32 = -1
  var packageWatches: [Int32: PackageWatch] = [:]
  var snapshot: [String: Known] = [:]
  var pending: [String: Pending] = [:]
  var limitReported = false
  private let clock = ContinuousClock()
  private let stopLock = NSLock()
  private var stopped = false

  init(
    path: String, lister: DocumentLister, quiet: Duration, maximumDelay: Duration,
    continuation: AsyncThrowingStream<DocumentChange, any Error>.Continuation
  ) throws(WatchError) {
    self.path = path
    self.lister = lister
    self.quiet = quiet
    self.maximumDelay = maximumDelay
    self.continuation = continuation
    guard (try? FileStatus.following(RawPath(path)))?.isDirectory == true else {
      throw .noSuchFolder(path: path)
    }
    inotify = try Inotify()
    switch inotify.add(path, mask: Self.rootMask) {
    case .success(let watch): rootWatch = watch
    case .failure(.limitReached):
      throw .cannotWatch(
        path: path,
        reason:
          "fs.inotify.max_user_watches (\(Inotify.watchLimit.map(String.init) ?? "?")) reached")
    case .failure(.failed(let code)):
      throw .cannotWatch(path: path, reason: Errno(code).description)
    }
    let entries = (try? lister.list(folder: URL(fileURLWithPath: path))) ?? []
    initialEntries = entries
    for entry in entries {
      if let known = Self.identify(entry, in: path) { snapshot[entry.name] = known }
      if entry.isPackage { watchPackage(entry.name) }
    }
  }

  var isStopped: Bool { stopLock.withLock { stopped } }

  func stop() {
    stopLock.withLock { stopped = true }
    inotify.wake()
  }

  /// The loop: wait for events (or the next due change), mark, settle.
  func run() {
    while !isStopped {
      let timeout = nextTimeout()
      guard inotify.wait(timeoutMilliseconds: timeout) else { break }
      for event in inotify.read() { handle(event) }
      if rootWatch < 0, !reattachRoot() {
        continuation.finish(throwing: WatchError.folderRemoved(path: path))
        return
      }
      settleDue()
    }
    continuation.finish()
  }

  /// Milliseconds until the earliest pending document is due (-1: none pending).
  private func nextTimeout() -> Int32 {
    guard !pending.isEmpty else { return -1 }
    let now = clock.now
    var soonest = Duration.seconds(3600)
    for item in pending.values {
      let due = min(item.last.advanced(by: quiet), item.first.advanced(by: maximumDelay))
      soonest = min(soonest, due - now)
    }
    let milliseconds =
      soonest.components.seconds * 1000
      + soonest.components.attoseconds / 1_000_000_000_000_000
    return Int32(max(0, min(milliseconds + 1, 60_000)))
  }

  /// Marks `name` as touched now.
  func mark(_ name: String) {
    guard !name.isEmpty, !name.hasPrefix(".") else { return }
    let now = clock.now
    if var item = pending[name] {
      item.last = now
      pending[name] = item
    } else {
      pending[name] = Pending(first: now, last: now, firstDate: Date())
    }
  }

  /// Marks every document known or present.
  func markAll() {
    for name in snapshot.keys { mark(name) }
    for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { mark(name) }
  }

  private func handle(_ event: Inotify.Event) {
    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
      markAll()
      return
    }
    if event.watch == rootWatch {
      if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
        inotify.remove(rootWatch)
        rootWatch = -1
        return
      }
      mark(event.name)
      return
    }
    guard let watch = packageWatches[event.watch] else { return }
    if event.mask & UInt32(IN_IGNORED) != 0 {
      packageWatches[event.watch] = nil
      return
    }
    mark(watch.document)
    let isNewFolder =
      event.mask & UInt32(IN_ISDIR) != 0 && event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
    if isNewFolder, watch.depth == 0, !event.name.isEmpty {
      addWatch(path + "/" + watch.document + "/" + event.name, document: watch.document, depth: 1)
    }
  }

  /// The watched folder went away: wait up to a second for one to appear at its path (a
  /// folder replaced atomically), then list everything again.
  private func reattachRoot() -> Bool {
    for _ in 0..<20 {
      if case .success(let watch) = inotify.add(path, mask: Self.rootMask) {
        rootWatch = watch
        for (watch, _) in packageWatches { inotify.remove(watch) }
        packageWatches.removeAll()
        for name in snapshot.keys where snapshot[name]?.entry.isPackage == true {
          watchPackage(name)
        }
        markAll()
        return true
      }
      if isStopped { return true }
      DocpkgSystem.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// Watches a package folder and its direct sub-folders.
  func watchPackage(_ name: String) {
    let packagePath = path + "/" + name
    guard addWatch(packagePath, document: name, depth: 0) else { return }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: packagePath)) ?? []
    for child in children {
      let childPath = packagePath + "/" + child
      if (try? FileStatus.of(RawPath(childPath)))?.isDirectory == true {
        addWatch(childPath, document: name, depth: 1)
      }
    }
  }

  @discardableResult
  private func addWatch(_ itemPath: String, document: String, depth: Int) -> Bool {
    switch inotify.add(itemPath, mask: Self.packageMask) {
    case .success(let watch):
      packageWatches[watch] = PackageWatch(document: document, depth: depth)
      return true
    case .failure(.limitReached):
      reportLimit()
      return false
    case .failure(.failed):
      return false
    }
  }

  private func reportLimit() {
    guard !limitReported else { return }
    limitReported = true
    let limit = Inotify.watchLimit.map(String.init) ?? "?"
    continuation.yield(
      DocumentChange(
        kind: .watchLimitReached, name: "",
        message:
          "\(path): inotify watch limit reached (fs.inotify.max_user_watches = \(limit)); edits inside packages not yet watched will not be seen — raise it with: sysctl fs.inotify.max_user_watches=\(max(524_288, (Int(limit) ?? 0) * 2))"
      ))
  }

  /// The device and inode of a listed entry.
  static func identify(_ entry: DocumentListEntry, in folder: String) -> Known? {
    guard let info = try? FileStatus.of(RawPath(folder + "/" + entry.name)) else { return nil }
    return Known(entry: entry, device: info.device, inode: info.inode)
  }
}
