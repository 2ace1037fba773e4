import DocumentWatching
import FileWrappers
import Foundation

/// Watches a folder of documents and reports each change once: documents added, changed
/// (with their new date and QuickLook state), removed, renamed, and conflict copies
/// appearing or resolved — what `NSMetadataQuery` and its update notifications give
/// document-based apps on Apple platforms, built on inotify.
///
/// The file-system events of one save (a temporary written, swapped in, the old tree
/// removed) are coalesced: a document's events are reported once it has been quiet for
/// ``quietPeriod``, or at the latest ``maximumDelay`` after its first event. A document
/// replaced atomically (a new folder renamed over the old) is followed to the new folder;
/// the watched folder itself being replaced is followed too. Edits inside packages are
/// seen one folder level deep (`Text.rtf`, `Attachments/photo.jpg`).
///
/// ```swift
/// let watcher = try DocumentWatcher(folder: URL(fileURLWithPath: "Notes"))
/// print(watcher.documents.count, "documents")
/// for try await change in watcher.changes {
///   print(change.kind, change.name, change.entry?.quickLook as Any)
/// }
/// ```
///
/// Each package costs up to three inotify watches; when `fs.inotify.max_user_watches` is
/// reached, a ``DocumentChange/Kind/watchLimitReached`` change says so and watching goes
/// on for the folder itself.
public final class DocumentWatcher: @unchecked Sendable {
  /// The watched folder.
  public let folder: URL
  /// The documents when watching began.
  public let documents: [DocumentListEntry]
  /// The changes, in the order they happened, until ``stop()`` or the folder is removed
  /// (then the sequence throws `WatchError.folderRemoved(path:)`).
  public let changes: AsyncThrowingStream<DocumentChange, any Error>
  /// How long a document must be quiet before its change is reported.
  public let quietPeriod: Duration
  /// The longest a change waits while events keep arriving.
  public let maximumDelay: Duration

  private let engine: WatchEngine

  /// Starts watching `folder`.
  ///
  /// - Throws: `WatchError` when the folder is missing or inotify cannot start.
  public init(
    folder: URL, limits: ReadingLimits = .default, quietPeriod: Duration = .milliseconds(150),
    maximumDelay: Duration = .milliseconds(800)
  ) throws(WatchError) {
    self.folder = folder
    self.quietPeriod = quietPeriod
    self.maximumDelay = maximumDelay
    let (stream, continuation) = AsyncThrowingStream<DocumentChange, any Error>.makeStream()
    changes = stream
    engine = try WatchEngine(
      path: folder.standardizedFileURL.path, lister: DocumentLister(limits: limits),
      quiet: quietPeriod, maximumDelay: maximumDelay, continuation: continuation)
    documents = engine.initialEntries
    let engine = self.engine
    continuation.onTermination = { _ in engine.stop() }
    let thread = Thread { engine.run() }
    thread.name = "docpkg-watch"
    thread.start()
  }

  deinit {
    engine.stop()
  }

  /// Stops watching; the sequence ends.
  public func stop() {
    engine.stop()
  }
}
