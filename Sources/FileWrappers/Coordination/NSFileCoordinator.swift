import DocpkgSystem
import Foundation

/// Coordinates reading and writing of files and packages among processes and threads
/// (Apple's `NSFileCoordinator`, which swift-corelibs-foundation lacks).
///
/// Built on the lock docpkg saves take (`flock(2)` on the item itself, `Spec/FileWrappers.md`
/// → Writing): a coordinated write holds the item exclusively, so a `FileWrapper` save or a
/// `docpkg` command saving it from any process waits until the accessor returns; a
/// coordinated read holds it shared, so writers and saves wait for readers and readers wait
/// for writers. A save made inside the accessor of a coordinated write on the same thread
/// does not wait for itself, and the coordinator keeps holding the item it swapped in.
///
/// The locks are advisory: programs that neither use docpkg nor take `flock(2)` locks are
/// not held back. What Linux can and cannot promise is in
/// `Spec/AppleAPI/NSFileCoordinator.md`.
///
/// ```swift
/// var error: NSError?
/// NSFileCoordinator(filePresenter: nil).coordinate(
///   writingItemAt: url, options: .forReplacing, error: &error
/// ) { url in
///   try? wrapper.write(to: url, originalContentsURL: url)
/// }
/// ```
open class NSFileCoordinator: NSObject, @unchecked Sendable {
  private static let presenterMutex = NSLock()
  nonisolated(unsafe) private static var presenters: [any NSFilePresenter] = []

  private let mutex = NSLock()
  private var cancelled = false
  private let presenter: (any NSFilePresenter)?

  /// Identifies the coordinators that act for one presenter (kept for source
  /// compatibility; on Linux it does not change which accesses wait for each other).
  open var purposeIdentifier: String

  /// How long a coordinated access waits for the lock before it fails with
  /// `NSFileLockingError` (docpkg only; Apple's coordinator waits without limit). The
  /// default is that of docpkg saves, 30 s.
  public var lockWaitLimit: Duration = .seconds(30)

  /// A coordinator acting for `filePresenterOrNil`, which is then not notified of the
  /// coordinator's own accesses.
  public init(filePresenter filePresenterOrNil: (any NSFilePresenter)? = nil) {
    presenter = filePresenterOrNil
    purposeIdentifier = UUID().uuidString
    super.init()
  }

  /// Cancels accesses of this coordinator that are still waiting for their lock: they end
  /// with `NSUserCancelledError` without calling the accessor. Later accesses are cancelled
  /// too.
  open func cancel() {
    mutex.withLock { cancelled = true }
  }

  var isCancelled: Bool { mutex.withLock { cancelled } }

  /// Registers a presenter for in-process notifications.
  open class func addFilePresenter(_ filePresenter: any NSFilePresenter) {
    presenterMutex.withLock { presenters.append(filePresenter) }
  }

  /// Unregisters a presenter.
  open class func removeFilePresenter(_ filePresenter: any NSFilePresenter) {
    presenterMutex.withLock { presenters.removeAll { $0 === filePresenter } }
  }

  /// The registered presenters.
  open class var filePresenters: [any NSFilePresenter] {
    presenterMutex.withLock { presenters }
  }

  /// The registered presenters of the item at `location`, other than this coordinator's.
  func presenters(of location: RawPath) -> [any NSFilePresenter] {
    Self.filePresenters.filter { candidate in
      guard candidate !== presenter, let url = candidate.presentedItemURL else { return false }
      return SavedLocation.key(url) == location
    }
  }
}
