import FileWrappers
import Foundation
import TestSupport
import Testing

/// `NSFileCoordinator` on the save lock: coordinated writers, readers and `FileWrapper`
/// saves exclude each other across threads (and, because the lock is `flock(2)`, across
/// processes — `Tests/CLITests/CoordinatedThumbnailTests.swift`).
@Suite("NSFileCoordinator")
struct FileCoordinatorTests {
  /// A package with one file, saved once so saves to it are checked and locked.
  func makePackage(in dir: URL) throws -> URL {
    let url = dir.appendingPathComponent("Doc.pkg")
    let wrapper = FileWrapper(directoryWithFileWrappers: [
      "a.txt": FileWrapper(regularFileWithContents: Data("one".utf8))
    ])
    try wrapper.write(to: url)
    return url
  }

  /// A save from another thread, with a short lock wait; its error, if any.
  func saveFromAnotherThread(_ url: URL, text: String, wait: Duration) -> (any Error)? {
    let result = ThreadResult()
    let thread = Thread {
      let wrapper = FileWrapper(directoryWithFileWrappers: [
        "a.txt": FileWrapper(regularFileWithContents: Data(text.utf8))
      ])
      do {
        try wrapper.write(to: url, lockWaitLimit: wait)
      } catch {
        result.set(error)
      }
      result.finish()
    }
    thread.start()
    result.wait()
    return result.error
  }

  @Test func coordinatedWriteHoldsOffSaves() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      var error: NSError?
      var inside: (any Error)?
      NSFileCoordinator(filePresenter: nil).coordinate(
        writingItemAt: url, options: .forReplacing, error: &error
      ) { _ in
        inside = saveFromAnotherThread(url, text: "two", wait: .milliseconds(200))
      }
      #expect(error == nil)
      #expect(inside as? FileWrapperError == .inUse(path: url.path, waited: .milliseconds(200)))
      // Released: the same save now goes through.
      #expect(saveFromAnotherThread(url, text: "two", wait: .milliseconds(200)) == nil)
    }
  }

  @Test func saveInsideTheAccessorDoesNotWaitAndStaysHeld() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      let coordinator = NSFileCoordinator(filePresenter: nil)
      coordinator.lockWaitLimit = .milliseconds(300)
      var error: NSError?
      var saveError: (any Error)?
      var other: (any Error)?
      coordinator.coordinate(writingItemAt: url, options: .forReplacing, error: &error) { url in
        let wrapper = FileWrapper(directoryWithFileWrappers: [
          "a.txt": FileWrapper(regularFileWithContents: Data("mine".utf8))
        ])
        do { try wrapper.write(to: url, lockWaitLimit: .milliseconds(300)) } catch {
          saveError = error
        }
        // The new item swapped in by that save is still held by the coordinator.
        other = saveFromAnotherThread(url, text: "theirs", wait: .milliseconds(200))
      }
      #expect(error == nil)
      #expect(saveError == nil)
      #expect(other != nil)
      let text = try String(contentsOf: url.appendingPathComponent("a.txt"), encoding: .utf8)
      #expect(text == "mine")
    }
  }

  @Test func readersShareAndHoldOffWriters() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      var error: NSError?
      var nestedRan = false
      var blockedSave: (any Error)?
      NSFileCoordinator().coordinate(readingItemAt: url, error: &error) { _ in
        // A second reader (another coordinator, this thread) is not held back...
        var nestedError: NSError?
        NSFileCoordinator().coordinate(readingItemAt: url, error: &nestedError) { _ in
          nestedRan = true
        }
        // ...but a save from another thread is.
        blockedSave = saveFromAnotherThread(url, text: "two", wait: .milliseconds(200))
      }
      #expect(error == nil)
      #expect(nestedRan)
      #expect(blockedSave != nil)
    }
  }

  @Test func writerTimesOutWithLockingError() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      var outerError: NSError?
      let inner = ThreadResult()
      NSFileCoordinator().coordinate(writingItemAt: url, error: &outerError) { _ in
        Thread {
          let coordinator = NSFileCoordinator()
          coordinator.lockWaitLimit = .milliseconds(150)
          var error: NSError?
          coordinator.coordinate(writingItemAt: url, options: .forDeleting, error: &error) { _ in
            inner.set(CocoaError(.featureUnsupported))  // must not run
          }
          if let error { inner.set(error) }
          inner.finish()
        }.start()
        inner.wait()
      }
      #expect(outerError == nil)
      let innerError = inner.error as? NSError
      #expect(innerError?.domain == NSCocoaErrorDomain)
      #expect(innerError?.code == NSFileLockingError)
    }
  }

  @Test func cancelledCoordinatorDoesNotRun() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      let coordinator = NSFileCoordinator()
      coordinator.cancel()
      var error: NSError?
      var ran = false
      coordinator.coordinate(readingItemAt: url, error: &error) { _ in ran = true }
      #expect(!ran)
      #expect(error?.code == NSUserCancelledError)
    }
  }

  @Test func coordinatedMoveTellsPresenters() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      let destination = dir.appendingPathComponent("Moved.pkg")
      let presenter = RecordingPresenter(url: url)
      NSFileCoordinator.addFilePresenter(presenter)
      defer { NSFileCoordinator.removeFilePresenter(presenter) }
      let coordinator = NSFileCoordinator()
      var error: NSError?
      var moveError: (any Error)?
      coordinator.coordinate(
        writingItemAt: url, options: .forMoving, writingItemAt: destination,
        options: .forReplacing, error: &error
      ) { source, target in
        do {
          try FileManager.default.moveItem(at: source, to: target)
          coordinator.item(at: source, didMoveTo: target)
        } catch {
          moveError = error
        }
      }
      #expect(error == nil)
      #expect(moveError == nil)
      presenter.presentedItemOperationQueue.waitUntilAllOperationsAreFinished()
      #expect(presenter.moves == [destination.standardizedFileURL.path])
      #expect(FileManager.default.fileExists(atPath: destination.path))
    }
  }

  @Test func intentsRunOnTheQueue() throws {
    try withTemporaryDirectory { dir in
      let url = try makePackage(in: dir)
      let queue = OperationQueue()
      let result = ThreadResult()
      let intent = NSFileAccessIntent.writingIntent(with: url, options: .forReplacing)
      NSFileCoordinator().coordinate(with: [intent], queue: queue) { error in
        if let error { result.set(error) }
        result.finish()
      }
      result.wait()
      #expect(result.error == nil)
      #expect(intent.url == url)
    }
  }
}
