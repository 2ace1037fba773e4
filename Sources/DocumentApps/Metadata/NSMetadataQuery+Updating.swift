import Foundation

extension NSMetadataQuery {
  /// Rescans the scopes and posts what changed since the last scan.
  func refresh() {
    let live = lock.withLock { state.phase == .live && state.updatesDisabled == 0 }
    guard live else { return }
    let (folders, container) = resolvedScopes()
    var scanner = MetadataScanner(ubiquityContainer: container)
    scanner.known = lock.withLock {
      state.tracked.mapValues { ($0.fingerprint, $0.item.snapshot) }
    }
    let scan = scanner.scan(folders)
    monitor?.watch(scan.folders)
    let isDataScope = searchScopes.contains {
      ($0 as? String) == NSMetadataQueryUbiquitousDataScope
    }
    let documentsFolder = container.map { $0 + "/Documents/" }
    var documents = scan.documents
    if isDataScope, let documentsFolder {
      documents = documents.filter { !$0.key.hasPrefix(documentsFolder) }
    }
    let update: QueryUpdate = lock.withLock {
      guard state.phase == .live, state.updatesDisabled == 0 else { return QueryUpdate() }
      let update = apply(documents)
      if !update.isEmpty { state.results = sortedResults() }
      return update
    }
    guard !update.isEmpty else { return }
    post(
      .NSMetadataQueryDidUpdate,
      userInfo: [
        NSMetadataQueryUpdateAddedItemsKey: update.added,
        NSMetadataQueryUpdateChangedItemsKey: update.changed,
        NSMetadataQueryUpdateRemovedItemsKey: update.removed,
      ])
  }

  /// Brings the tracked documents in line with `documents` (caller holds the lock).
  private func apply(_ documents: [String: MetadataScanner.Found]) -> QueryUpdate {
    var update = QueryUpdate()
    var old = state.tracked
    var next: [String: QueryState.Tracked] = [:]
    var newPaths: [String] = []
    for (path, found) in documents {
      if let tracked = old.removeValue(forKey: path) {
        next[path] = refreshed(tracked, with: found, into: &update)
      } else {
        newPaths.append(path)
      }
    }
    // A document that left one path and appeared at another with the same inode was renamed.
    var byInode: [UInt64: String] = [:]
    for (path, tracked) in old { byInode[tracked.fingerprint.inode] = path }
    for path in newPaths.sorted() {
      guard let found = documents[path] else { continue }
      if let oldPath = byInode[found.fingerprint.inode],
        let tracked = old.removeValue(forKey: oldPath),
        tracked.fingerprint.device == found.fingerprint.device
      {
        byInode[found.fingerprint.inode] = nil
        var moved = tracked
        moved.fingerprint.size = -1  // force "changed"
        next[path] = refreshed(moved, with: found, into: &update)
        continue
      }
      let item = NSMetadataItem(values: found.values)
      let tracked = QueryState.Tracked(
        item: item, fingerprint: found.fingerprint, matches: matches(item))
      if tracked.matches { update.added.append(item) }
      next[path] = tracked
    }
    for tracked in old.values where tracked.matches { update.removed.append(tracked.item) }
    state.tracked = next
    return update
  }

  private func refreshed(
    _ tracked: QueryState.Tracked, with found: MetadataScanner.Found,
    into update: inout QueryUpdate
  ) -> QueryState.Tracked {
    guard tracked.fingerprint != found.fingerprint else { return tracked }
    var result = tracked
    result.item.replaceValues(found.values)
    result.fingerprint = found.fingerprint
    result.matches = matches(result.item)
    switch (tracked.matches, result.matches) {
    case (true, true): update.changed.append(result.item)
    case (false, true): update.added.append(result.item)
    case (true, false): update.removed.append(result.item)
    case (false, false): break
    }
    return result
  }
}

/// The items one update adds, changes and removes.
struct QueryUpdate {
  var added: [NSMetadataItem] = []
  var changed: [NSMetadataItem] = []
  var removed: [NSMetadataItem] = []

  var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}
