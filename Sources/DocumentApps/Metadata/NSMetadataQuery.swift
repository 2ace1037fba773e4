import Foundation

import class Predicates.NSPredicate
import class Predicates.NSSortDescriptor

/// A live search of folders for documents matching a predicate: Apple's `NSMetadataQuery`,
/// answered on Linux by listing the search scopes and watching them with inotify instead of
/// asking Spotlight.
///
/// ```swift
/// let query = NSMetadataQuery()
/// query.searchScopes = [NSMetadataQueryUbiquitousDocumentsScope]
/// query.predicate = NSPredicate(format: "%K LIKE 'Note_*'", NSMetadataItemFSNameKey)
/// query.sortDescriptors = [NSSortDescriptor(key: NSMetadataItemFSNameKey, ascending: true)]
/// query.operationQueue = .main
/// NotificationCenter.default.addObserver(
///   forName: .NSMetadataQueryDidFinishGathering, object: query, queue: nil
/// ) { _ in print(query.results.count) }
/// query.start()
/// ```
///
/// Scopes are folder URLs or paths, `NSMetadataQueryUbiquitousDocumentsScope` (the
/// configured ubiquity container's `Documents` folder) or `NSMetadataQueryUbiquitousDataScope`
/// (the rest of the container). Folders are searched to 16 levels; packages are documents
/// and not searched inside. After gathering, changes (added, changed, renamed — reported as
/// changed, the item keeping its identity — and removed documents) are posted as
/// `NSMetadataQueryDidUpdate` about ``notificationBatchingInterval`` after the file system
/// goes quiet. Notifications are posted on ``operationQueue``; when it is `nil`, on a
/// private serial queue of the query (Apple's posts on the thread that called ``start()``,
/// which needs a run loop). Spec/AppleAPI/NSMetadataQuery.md.
open class NSMetadataQuery: NSObject, @unchecked Sendable {
  let lock = NSLock()
  let work = DispatchQueue(label: "docpkg.NSMetadataQuery")
  var state = QueryState()
  var monitor: FolderMonitor?
  var coalescer: Coalescer?

  /// The predicate documents must satisfy (`nil`: every document). Keys are the
  /// `NSMetadataItem…Key` attribute names.
  open var predicate: NSPredicate? {
    get { lock.withLock { state.predicate } }
    set { lock.withLock { state.predicate = newValue } }
  }

  /// How ``results`` are ordered (attribute names as keys); unsorted when empty.
  open var sortDescriptors: [NSSortDescriptor] {
    get { lock.withLock { state.sortDescriptors } }
    set { lock.withLock { state.sortDescriptors = newValue } }
  }

  /// The folders searched: `URL`s, path `String`s and the ubiquitous scope constants.
  open var searchScopes: [Any] {
    get { lock.withLock { state.searchScopes } }
    set { lock.withLock { state.searchScopes = newValue } }
  }

  /// The queue notifications are posted on (`nil`: the query's own serial queue).
  open var operationQueue: OperationQueue? {
    get { lock.withLock { state.operationQueue } }
    set { lock.withLock { state.operationQueue = newValue } }
  }

  /// How long the file system must be quiet before changes are posted as one update
  /// (default 0.1 s; a burst is posted at the latest 5 times this after its start).
  open var notificationBatchingInterval: TimeInterval {
    get { lock.withLock { state.batchingInterval } }
    set { lock.withLock { state.batchingInterval = max(0, newValue) } }
  }

  /// Creates a query with no predicate and no scopes.
  public override init() {
    super.init()
  }

  deinit {
    monitor?.stop()
  }

  /// Whether ``start()`` was called and ``stop()`` was not.
  open var isStarted: Bool { lock.withLock { state.phase != .idle && state.phase != .stopped } }
  /// Whether the query is gathering its first results.
  open var isGathering: Bool { lock.withLock { state.phase == .gathering } }
  /// Whether ``stop()`` was called.
  open var isStopped: Bool { lock.withLock { state.phase == .stopped } }

  /// The matching documents (``NSMetadataItem``s), ordered by ``sortDescriptors``.
  open var results: [Any] { lock.withLock { state.results } }
  /// The number of ``results``.
  open var resultCount: Int { lock.withLock { state.results.count } }

  /// The result at `index`.
  open func result(at index: Int) -> Any {
    lock.withLock { state.results[index] }
  }

  /// The index of `result` in ``results``, or `NSNotFound`.
  open func index(ofResult result: Any) -> Int {
    guard let item = result as? NSMetadataItem else { return NSNotFound }
    return lock.withLock {
      state.results.firstIndex { ($0 as? NSMetadataItem) === item } ?? NSNotFound
    }
  }

  /// The attribute `attrName` of the result at `index`.
  open func value(ofAttribute attrName: String, forResultAt index: Int) -> Any? {
    (result(at: index) as? NSMetadataItem)?.value(forAttribute: attrName)
  }

  /// Starts gathering; `false` when the query was already started.
  @discardableResult
  open func start() -> Bool {
    let begun: Bool = lock.withLock {
      guard state.phase == .idle || state.phase == .stopped else { return false }
      state.phase = .gathering
      return true
    }
    guard begun else { return false }
    post(.NSMetadataQueryDidStartGathering, userInfo: nil)
    work.async { [self] in gather() }
    return true
  }

  /// Stops the query: no more updates; ``results`` stay as they are.
  open func stop() {
    lock.withLock { state.phase = .stopped }
    monitor?.stop()
    monitor = nil
  }

  /// Pauses updates (calls nest): ``results`` stay as they are until ``enableUpdates()``.
  open func disableUpdates() {
    lock.withLock { state.updatesDisabled += 1 }
  }

  /// Resumes updates; changes made while paused are posted as one update.
  open func enableUpdates() {
    let resume: Bool = lock.withLock {
      state.updatesDisabled = max(0, state.updatesDisabled - 1)
      return state.updatesDisabled == 0 && state.phase == .live
    }
    if resume { work.async { [self] in refresh() } }
  }

  func post(_ name: NSNotification.Name, userInfo: [AnyHashable: Any]?) {
    let notification = Notification(name: name, object: self, userInfo: userInfo)
    let send = UncheckedNotification(notification: notification)
    if let queue = operationQueue {
      queue.addOperation { NotificationCenter.default.post(send.notification) }
    } else {
      work.async { NotificationCenter.default.post(send.notification) }
    }
  }
}

/// A notification carried to the queue it is posted on (its user info holds items, which
/// are thread-safe).
struct UncheckedNotification: @unchecked Sendable {
  var notification: Notification
}
