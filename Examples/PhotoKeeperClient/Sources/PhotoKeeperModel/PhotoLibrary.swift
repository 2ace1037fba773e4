import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

/// PhotoKeeper's master list: local documents from the app's folder, or — with iCloud on —
/// the `*.ptk` documents an `NSMetadataQuery` finds in the ubiquity container, with the
/// conflict list and the switch between the two (`setUbiquitous`).
public final class PhotoLibrary: @unchecked Sendable {
  /// One document in the list.
  public struct Entry: Equatable, Sendable {
    /// Where it is.
    public var url: URL
    /// Its title (from its metadata; the file name when that cannot be read).
    public var title: String
    /// Whether a sync client left conflicting versions of it.
    public var hasConflicts: Bool
  }

  /// The app's own documents folder (iCloud off).
  public let localFolder: URL
  private let lock = NSLock()
  private var storedEntries: [Entry] = []
  private var query: NSMetadataQuery?
  private var observers: [any NSObjectProtocol] = []
  private let queue = OperationQueue()

  /// Called (on a background queue) whenever ``entries`` change.
  public var onChange: (@Sendable ([Entry]) -> Void)?

  /// A library over `localFolder`.
  public init(localFolder: URL) {
    self.localFolder = localFolder
    queue.maxConcurrentOperationCount = 1
  }

  deinit {
    stopQuery()
  }

  /// The documents, by title.
  public var entries: [Entry] { lock.withLock { storedEntries } }

  /// The documents in conflict.
  public var conflicts: [Entry] { entries.filter(\.hasConflicts) }

  /// The ubiquity container's documents folder, `nil` when iCloud is unavailable.
  public static var cloudFolder: URL? {
    FileManager.default.url(forUbiquityContainerIdentifier: nil)?
      .appendingPathComponent("Documents", isDirectory: true)
  }

  /// Whether the list shows the cloud documents.
  public private(set) var isCloudOn = false

  /// Lists the local folder (iCloud off) or starts the query (iCloud on).
  public func reload() throws {
    if isCloudOn {
      startQuery()
    } else {
      let names = try FileManager.default.contentsOfDirectory(atPath: localFolder.path)
      publish(
        names.filter { $0.hasSuffix(".ptk") && !$0.contains("conflicted copy") }.map { name in
          let url = localFolder.appendingPathComponent(name)
          return Entry(
            url: url, title: PhotoDocument.readMetadata(at: url)?.title ?? name,
            hasConflicts: !(NSFileVersion.unresolvedConflictVersionsOfItem(at: url) ?? []).isEmpty)
        })
    }
  }

  /// Turns iCloud on or off: every document moves to the other folder (with its conflict
  /// versions), then the list reloads.
  public func setCloud(_ on: Bool) throws {
    guard on != isCloudOn, let cloud = Self.cloudFolder else { return }
    try FileManager.default.createDirectory(at: cloud, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: localFolder, withIntermediateDirectories: true)
    let (from, to) = on ? (localFolder, cloud) : (cloud, localFolder)
    stopQuery()
    publish([])
    for name in try FileManager.default.contentsOfDirectory(atPath: from.path)
    where name.hasSuffix(".ptk") && !name.contains("conflicted copy") {
      try FileManager.default.setUbiquitous(
        on, itemAt: from.appendingPathComponent(name),
        destinationURL: to.appendingPathComponent(name))
    }
    isCloudOn = on
    try reload()
  }

  private func startQuery() {
    stopQuery()
    let query = NSMetadataQuery()
    query.searchScopes = [NSMetadataQueryUbiquitousDocumentsScope]
    query.predicate = NSPredicate(format: "%K LIKE '*.ptk'", NSMetadataItemFSNameKey)
    query.operationQueue = queue
    for name in [NSNotification.Name.NSMetadataQueryDidFinishGathering, .NSMetadataQueryDidUpdate] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: query, queue: nil) {
          [weak self] _ in self?.publishQueryResults()
        })
    }
    lock.withLock { self.query = query }
    query.start()
  }

  private func publishQueryResults() {
    guard let query = lock.withLock({ self.query }) else { return }
    query.disableUpdates()
    defer { query.enableUpdates() }
    let entries: [Entry] = query.results.compactMap { result in
      guard let item = result as? NSMetadataItem,
        let url = item.value(forAttribute: NSMetadataItemURLKey) as? URL
      else { return nil }
      let conflicts = item.value(forAttribute: NSMetadataUbiquitousItemHasUnresolvedConflictsKey)
      return Entry(
        url: url, title: PhotoDocument.readMetadata(at: url)?.title ?? url.lastPathComponent,
        hasConflicts: (conflicts as? Bool) ?? false)
    }
    publish(entries)
  }

  private func stopQuery() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
    lock.withLock { query }?.stop()
    lock.withLock { query = nil }
  }

  private func publish(_ entries: [Entry]) {
    let sorted = entries.sorted { $0.title < $1.title }
    lock.withLock { storedEntries = sorted }
    onChange?(sorted)
  }
}
