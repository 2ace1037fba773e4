import Foundation

extension NSMetadataQuery {
  /// The folders the scopes name (the ubiquitous scopes resolved to the container).
  func resolvedScopes() -> (folders: [String], container: String?) {
    let container = UbiquityContainer.configuredURL()?.standardizedFileURL.path
    var folders: [String] = []
    for scope in searchScopes {
      switch scope {
      case let url as URL: folders.append(url.standardizedFileURL.path)
      case let text as String where text == NSMetadataQueryUbiquitousDocumentsScope:
        if let container {
          let documents = container + "/Documents"
          try? FileManager.default.createDirectory(
            atPath: documents, withIntermediateDirectories: true)
          folders.append(documents)
        }
      case let text as String
      where text == NSMetadataQueryUbiquitousDataScope
        || text == NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope:
        if let container { folders.append(container) }
      case let text as String where text.hasPrefix("/"):
        folders.append(URL(fileURLWithPath: text).standardizedFileURL.path)
      default: continue
      }
    }
    return (folders, container)
  }

  func gather() {
    let (folders, container) = resolvedScopes()
    let scan = MetadataScanner(ubiquityContainer: container).scan(folders)
    let isDataScope = searchScopes.contains {
      ($0 as? String) == NSMetadataQueryUbiquitousDataScope
    }
    let documentsFolder = container.map { $0 + "/Documents/" }
    lock.withLock {
      guard state.phase == .gathering else { return }
      for (path, found) in scan.documents {
        if isDataScope, let documentsFolder, path.hasPrefix(documentsFolder) { continue }
        let item = NSMetadataItem(values: found.values)
        state.tracked[path] = QueryState.Tracked(
          item: item, fingerprint: found.fingerprint, matches: matches(item))
      }
      state.results = sortedResults()
      state.phase = .live
    }
    startMonitoring(scan.folders)
    post(.NSMetadataQueryGatheringProgress, userInfo: nil)
    post(.NSMetadataQueryDidFinishGathering, userInfo: nil)
  }

  private func startMonitoring(_ folders: [String]) {
    let interval = notificationBatchingInterval
    let coalescer = Coalescer(
      label: "docpkg.NSMetadataQuery.batching", delay: interval, maximumDelay: interval * 5
    ) { [weak self] in
      guard let self else { return }
      work.async { self.refresh() }
    }
    self.coalescer = coalescer
    let monitor = FolderMonitor { _, _ in coalescer.signal() }
    monitor.watch(folders)
    self.monitor = monitor
  }

  /// Whether `item` satisfies the predicate (caller holds the lock).
  func matches(_ item: NSMetadataItem) -> Bool {
    state.predicate?.evaluate(with: item) ?? true
  }

  /// The matching items, sorted (caller holds the lock).
  func sortedResults() -> [Any] {
    let matching = state.tracked.values.filter(\.matches).map(\.item)
    let byPath = matching.sorted {
      ($0.value(forAttribute: NSMetadataItemPathKey) as? String ?? "")
        < ($1.value(forAttribute: NSMetadataItemPathKey) as? String ?? "")
    }
    return state.sortDescriptors.isEmpty ? byPath : byPath.sorted(using: state.sortDescriptors)
  }
}
