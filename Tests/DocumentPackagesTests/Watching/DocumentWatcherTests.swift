import DocumentPackages
import DocumentWatching
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

    /// Waits (yielding the thread, so the collecting task can run even when the
    /// cooperative pool is small and busy) until `count` changes arrived or 30 s passed.
    func wait(for count: Int) async throws -> [DocumentChange] {
      let deadline = ContinuousClock.now.advanced(by: .seconds(30))
      while ContinuousClock.now < deadline, all.count < count {
        try await Task.sleep(for: .milliseconds(20))
      }
      return all
    }
  }

  func package(_ text: String) -> FileWrapper {
    FileWrapper(directoryWithFileWrappers: [
      "Text.rtf": FileWrapper(regularFileWithContents: Data("{\\rtf1 \(text)}".utf8))
    ])
  }

  @Test func savesAreOneChangeAndReplacedFolderIsFollowed() async throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    do {
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
        try await Task.sleep(for: .milliseconds(400))
      }
      let saves = try await collector.wait(for: 3)
      #expect(saves.map(\.kind) == [.changed, .changed, .changed])

      // The folder replaced in one step by another holding Trip.note and Beach.note.
      let replacement = dir.appendingPathComponent("Notes.new")
      try FileManager.default.createDirectory(at: replacement, withIntermediateDirectories: true)
      try package("replaced").write(to: replacement.appendingPathComponent("Trip.note"))
      try package("beach").write(to: replacement.appendingPathComponent("Beach.note"))
      try FileManager.default.moveItem(at: folder, to: dir.appendingPathComponent("Notes.old"))
      try FileManager.default.moveItem(at: replacement, to: folder)
      let after = try await collector.wait(for: 5)
      #expect(after.count == 5)
      let tail = after.dropFirst(3).map { "\($0.kind) \($0.name)" }.sorted()
      #expect(tail == ["added Beach.note", "changed Trip.note"])
      try await Task.sleep(for: .seconds(1))
      #expect(collector.all.count == 5)
    }
  }

  @Test func missingFolderIsAnError() {
    #expect(throws: WatchError.noSuchFolder(path: "/nonexistent/docpkg-watch")) {
      try DocumentWatcher(folder: URL(fileURLWithPath: "/nonexistent/docpkg-watch"))
    }
  }
}
