import DocumentPackages
import FileWrappers
import Foundation
import TestSupport
import Testing

/// `DocumentWatcher` as a library: saves through FileWrapper are one change each, and the
/// watched folder being replaced atomically is followed.
@Suite("DocumentWatcher")
struct DocumentWatcherTests {
  /// Collects a watcher's changes on a task.
  final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [DocumentChange] = []
    private var failure: (any Error)?

    init(_ watcher: DocumentWatcher) {
      Task {
        do {
          for try await change in watcher.changes {
            self.lock.withLock { self.changes.append(change) }
          }
        } catch {
          self.lock.withLock { self.failure = error }
        }
      }
    }

    var all: [DocumentChange] { lock.withLock { changes } }

    func wait(for count: Int) -> [DocumentChange] {
      let deadline = ContinuousClock.now.advanced(by: .seconds(10))
      while ContinuousClock.now < deadline, all.count < count {
        Thread.sleep(forTimeInterval: 0.02)
      }
      return all
    }
  }

  func package(_ text: String) -> FileWrapper {
    FileWrapper(directoryWithFileWrappers: [
      "Text.rtf": FileWrapper(regularFileWithContents: Data("{\\rtf1 \(text)}".utf8))
    ])
  }

  @Test func savesAreOneChangeAndReplacedFolderIsFollowed() throws {
    try withTemporaryDirectory { dir in
      let folder = dir.appendingPathComponent("Notes")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let trip = folder.appendingPathComponent("Trip.note")
      try package("one").write(to: trip)
      let watcher = try DocumentWatcher(folder: folder)
      defer { watcher.stop() }
      #expect(watcher.documents.map(\.name) == ["Trip.note"])
      let collector = Collector(watcher)
      for round in 0..<3 {
        try package("save \(round)").write(to: trip, originalContentsURL: trip)
        Thread.sleep(forTimeInterval: 0.4)
      }
      let saves = collector.wait(for: 3)
      #expect(saves.map(\.kind) == [.changed, .changed, .changed])

      // The folder replaced in one step by another holding Trip.note and Beach.note.
      let replacement = dir.appendingPathComponent("Notes.new")
      try FileManager.default.createDirectory(at: replacement, withIntermediateDirectories: true)
      try package("replaced").write(to: replacement.appendingPathComponent("Trip.note"))
      try package("beach").write(to: replacement.appendingPathComponent("Beach.note"))
      try FileManager.default.moveItem(at: folder, to: dir.appendingPathComponent("Notes.old"))
      try FileManager.default.moveItem(at: replacement, to: folder)
      let after = collector.wait(for: 5)
      #expect(after.count == 5)
      let tail = after.dropFirst(3).map { "\($0.kind) \($0.name)" }.sorted()
      #expect(tail == ["added Beach.note", "changed Trip.note"])
      Thread.sleep(forTimeInterval: 1)
      #expect(collector.all.count == 5)
    }
  }

  @Test func missingFolderIsAnError() {
    #expect(throws: WatchError.noSuchFolder(path: "/nonexistent/docpkg-watch")) {
      try DocumentWatcher(folder: URL(fileURLWithPath: "/nonexistent/docpkg-watch"))
    }
  }
}
