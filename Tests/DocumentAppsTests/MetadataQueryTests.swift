import DocumentApps
import Foundation
import Testing

@Suite struct MetadataQueryTests {
  /// A started query over `folder` and the notifications it posts.
  final class Observed: @unchecked Sendable {
    let query = NSMetadataQuery()
    let names = Recorder<NSNotification.Name>()
    let updates = Recorder<[String: [String]]>()
    var tokens: [any NSObjectProtocol] = []

    init(folder: URL, format: String?) {
      query.searchScopes = [folder]
      if let format { query.predicate = NSPredicate(format: format) }
      query.sortDescriptors = [NSSortDescriptor(key: NSMetadataItemFSNameKey, ascending: true)]
      query.operationQueue = OperationQueue()
      query.notificationBatchingInterval = 0.05
      for name in [
        NSNotification.Name.NSMetadataQueryDidFinishGathering, .NSMetadataQueryDidUpdate,
      ] {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: query, queue: nil) {
            [names, updates] notification in
            names.append(notification.name)
            guard notification.name == .NSMetadataQueryDidUpdate else { return }
            var summary: [String: [String]] = [:]
            for (key, label) in [
              (NSMetadataQueryUpdateAddedItemsKey, "added"),
              (NSMetadataQueryUpdateChangedItemsKey, "changed"),
              (NSMetadataQueryUpdateRemovedItemsKey, "removed"),
            ] {
              let items = notification.userInfo?[key] as? [NSMetadataItem] ?? []
              summary[label] = items.compactMap {
                $0.value(forAttribute: NSMetadataItemFSNameKey) as? String
              }
            }
            updates.append(summary)
          })
      }
    }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      query.stop()
    }

    var resultNames: [String] {
      query.results.compactMap {
        ($0 as? NSMetadataItem)?.value(forAttribute: NSMetadataItemFSNameKey) as? String
      }
    }
  }

  @Test func gathersMatchingDocumentsSorted() async throws {
    let folder = try makeFolder("query")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in [
      "Note_2.txt", "Note_1.txt", "Other.txt", ".hidden",
      "Note_3 (Jane's conflicted copy 2024-01-02).txt",
    ] {
      try Data(name.utf8).write(to: folder.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("Sub/Note_9.txt"))
    let observed = Observed(folder: folder, format: "kMDItemFSName LIKE 'Note_*'")
    #expect(observed.query.start())
    #expect(!observed.query.start())
    #expect(await waitUntil { observed.names.values.contains(.NSMetadataQueryDidFinishGathering) })
    #expect(observed.resultNames == ["Note_1.txt", "Note_2.txt", "Note_9.txt"])
    #expect(observed.query.resultCount == 3)
    #expect(!observed.query.isGathering)
  }

  @Test func reportsAddedChangedRenamedAndRemovedOnce() async throws {
    let folder = try makeFolder("query")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("one".utf8).write(to: folder.appendingPathComponent("Note_1.txt"))
    let observed = Observed(folder: folder, format: "name LIKE 'Note_*'")
    observed.query.start()
    #expect(await waitUntil { observed.names.values.contains(.NSMetadataQueryDidFinishGathering) })

    try Data("two".utf8).write(to: folder.appendingPathComponent("Note_2.txt"))
    #expect(await waitUntil { observed.updates.values.count == 1 })
    #expect(observed.updates.values.last?["added"] == ["Note_2.txt"])

    try Data("one, longer".utf8).write(to: folder.appendingPathComponent("Note_1.txt"))
    #expect(await waitUntil { observed.updates.values.count == 2 })
    #expect(observed.updates.values.last?["changed"] == ["Note_1.txt"])

    let renamedItem = observed.query.results.first as? NSMetadataItem
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("Note_1.txt"),
      to: folder.appendingPathComponent("Note_5.txt"))
    #expect(await waitUntil { observed.updates.values.count == 3 })
    #expect(observed.updates.values.last?["changed"] == ["Note_5.txt"])
    #expect(observed.updates.values.last?["added"] == [])
    #expect(observed.query.results.last as? NSMetadataItem === renamedItem)

    try FileManager.default.removeItem(at: folder.appendingPathComponent("Note_2.txt"))
    #expect(await waitUntil { observed.updates.values.count == 4 })
    #expect(observed.updates.values.last?["removed"] == ["Note_2.txt"])
    #expect(observed.resultNames == ["Note_5.txt"])

    // A document that does not match the predicate is never reported.
    try Data().write(to: folder.appendingPathComponent("Other.txt"))
    try await Task.sleep(nanoseconds: 400_000_000)
    #expect(observed.updates.values.count == 4)
  }

  @Test func disabledUpdatesArePostedTogetherOnEnable() async throws {
    let folder = try makeFolder("query")
    defer { try? FileManager.default.removeItem(at: folder) }
    let observed = Observed(folder: folder, format: nil)
    observed.query.start()
    #expect(await waitUntil { observed.names.values.contains(.NSMetadataQueryDidFinishGathering) })
    observed.query.disableUpdates()
    try Data().write(to: folder.appendingPathComponent("A.txt"))
    try Data().write(to: folder.appendingPathComponent("B.txt"))
    try await Task.sleep(nanoseconds: 300_000_000)
    #expect(observed.updates.values.isEmpty)
    #expect(observed.query.resultCount == 0)
    observed.query.enableUpdates()
    #expect(await waitUntil { observed.updates.values.count == 1 })
    #expect(observed.updates.values.first?["added"]?.sorted() == ["A.txt", "B.txt"])
  }
}
