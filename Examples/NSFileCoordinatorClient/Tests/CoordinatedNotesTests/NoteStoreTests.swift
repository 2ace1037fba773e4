import CoordinatedNotes
import Foundation
import Testing

#if !canImport(Darwin)
  import FileWrappers
#endif

@Suite("NoteStore through NSFileCoordinator")
struct NoteStoreTests {
  func withFolder(_ body: (URL) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordinated-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url)
  }

  @Test func readWriteMove() throws {
    try withFolder { folder in
      let store = NoteStore(folder: folder)
      try store.save("first", as: "Trip.txt")
      try store.save("second", as: "Trip.txt")
      #expect(try store.read("Trip.txt") == "second")
      let synced = folder.appendingPathComponent("Synced")
      try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
      let moved = try store.move("Trip.txt", to: synced)
      #expect(try NoteStore(folder: synced).read("Trip.txt") == "second")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Trip.txt").path))
      #expect(moved.lastPathComponent == "Trip.txt")
    }
  }

  @Test func aHeldWriteMakesAnotherWriterWait() throws {
    try withFolder { folder in
      let url = folder.appendingPathComponent("Held.txt")
      try Data("x".utf8).write(to: url)
      var outer: NSError?
      let inner = Outcome()
      NSFileCoordinator(filePresenter: nil).coordinate(
        writingItemAt: url, options: [], error: &outer
      ) { _ in
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
          let other = NSFileCoordinator(filePresenter: nil)
          #if !canImport(Darwin)
            other.lockWaitLimit = .milliseconds(200)  // docpkg only; Apple's waits forever
          #endif
          var error: NSError?
          other.coordinate(writingItemAt: url, options: [], error: &error) { _ in
            inner.ran = true
          }
          inner.error = error
          done.signal()
        }
        thread.start()
        // On Linux the other writer gives up; on macOS it is still waiting when we let go.
        _ = done.wait(timeout: .now() + 1)
      }
      #expect(outer == nil)
      #if !canImport(Darwin)
        #expect(!inner.ran)
        #expect(inner.error?.code == NSFileLockingError)
      #endif
    }
  }
}

/// What the other thread's coordinated write did.
final class Outcome: @unchecked Sendable {
  var ran = false
  var error: NSError?
}
