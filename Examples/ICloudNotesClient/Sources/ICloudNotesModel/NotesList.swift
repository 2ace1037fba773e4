import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

/// The list of notes: an `NSMetadataQuery` for `Note_*` documents in the ubiquity
/// container, kept up to date as notes are added, edited, renamed and removed.
public final class NotesList: @unchecked Sendable {
  private let query = NSMetadataQuery()
  private let queue = OperationQueue()
  private var observers: [any NSObjectProtocol] = []
  private let lock = NSLock()
  private var storedNames: [String] = []

  /// Called (on a background queue) with the note file names after each change.
  public var onChange: (@Sendable ([String]) -> Void)?

  /// A list of the notes in `scopes` (default: the ubiquity container's documents).
  public init(scopes: [Any] = [NSMetadataQueryUbiquitousDocumentsScope]) {
    queue.maxConcurrentOperationCount = 1
    query.searchScopes = scopes
    query.predicate = NSPredicate(format: "%K like 'Note_*'", NSMetadataItemFSNameKey)
    query.sortDescriptors = [NSSortDescriptor(key: NSMetadataItemFSNameKey, ascending: true)]
    query.operationQueue = queue
  }

  deinit {
    stop()
  }

  /// The note file names, sorted.
  public var names: [String] { lock.withLock { storedNames } }

  /// The note URLs, sorted by name.
  public var urls: [URL] {
    query.results.compactMap {
      ($0 as? NSMetadataItem)?.value(forAttribute: NSMetadataItemURLKey) as? URL
    }
  }

  /// Starts the query.
  public func start() {
    for name in [NSNotification.Name.NSMetadataQueryDidFinishGathering, .NSMetadataQueryDidUpdate] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: query, queue: nil) {
          [weak self] _ in self?.update()
        })
    }
    query.start()
  }

  /// Stops the query.
  public func stop() {
    query.stop()
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }

  private func update() {
    query.disableUpdates()
    let names = query.results.compactMap {
      ($0 as? NSMetadataItem)?.value(forAttribute: NSMetadataItemFSNameKey) as? String
    }
    query.enableUpdates()
    lock.withLock { storedNames = names }
    onChange?(names)
  }
}
