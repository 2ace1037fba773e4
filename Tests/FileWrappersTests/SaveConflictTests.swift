import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Saves that race: the advisory lock serializes them, and a save based on a read another
/// save has overtaken fails with `changedSinceRead` instead of dropping that save's change.
@Suite("Save conflicts")
struct SaveConflictTests {
  /// A package holding `state.txt` = `text`, written to `url`.
  func makePackage(at url: URL, text: String) throws {
    let package = FileWrapper(directoryWithFileWrappers: [:])
    package.addRegularFile(withContents: Data(text.utf8), preferredFilename: "state.txt")
    try package.write(to: url, options: .atomic, originalContentsURL: nil)
  }

  /// Replaces `state.txt` of `package` with `text`.
  func setState(_ package: FileWrapper, _ text: String) {
    if let old = package.fileWrappers?["state.txt"] { package.removeFileWrapper(old) }
    package.addRegularFile(withContents: Data(text.utf8), preferredFilename: "state.txt")
  }

  func state(at url: URL) throws -> String {
    try String(contentsOf: url.appendingPathComponent("state.txt"), encoding: .utf8)
  }

  @Test func aSaveOvertakenByAnotherFailsAndKeepsTheOtherChange() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      try makePackage(at: url, text: "0")
      let first = try FileWrapper(url: url, options: [])
      let second = try FileWrapper(url: url, options: [])
      setState(first, "first")
      try first.write(to: url, options: .atomic, originalContentsURL: url)
      setState(second, "second")
      #expect(throws: FileWrapperError.changedSinceRead(path: url.path)) {
        try second.write(to: url, options: .atomic, originalContentsURL: url)
      }
      #expect(try state(at: url) == "first")
      #expect(names(in: dir) == ["Doc.pkg"])

      // Read again, redo the change: now it saves.
      let again = try FileWrapper(url: url, options: [])
      setState(again, "second")
      try again.write(to: url, options: .atomic, originalContentsURL: url)
      #expect(try state(at: url) == "second")
    }
  }

  @Test func theSameWrapperSavesRepeatedly() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      try makePackage(at: url, text: "0")
      let package = try FileWrapper(url: url, options: [])
      for generation in 1...5 {
        setState(package, "\(generation)")
        try package.write(to: url, options: .atomic, originalContentsURL: url)
      }
      #expect(try state(at: url) == "5")
    }
  }

  @Test func anEntryAddedInPlaceCountsAsAChange() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      try makePackage(at: url, text: "0")
      let package = try FileWrapper(url: url, options: [])
      // Another program adds a file inside the package (the folder's ctime changes).
      usleep(20_000)
      try Data("x".utf8).write(to: url.appendingPathComponent("added.txt"))
      setState(package, "1")
      #expect(throws: FileWrapperError.changedSinceRead(path: url.path)) {
        try package.write(to: url, options: .atomic, originalContentsURL: url)
      }
      #expect(names(in: url) == ["added.txt", "state.txt"])
    }
  }

  @Test func savingACopyElsewhereKeepsTheCheckForTheOriginal() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      try makePackage(at: url, text: "0")
      let package = try FileWrapper(url: url, options: [.immediate])
      setState(package, "mine")
      try package.write(
        to: dir.appendingPathComponent("Backup.pkg"), options: .atomic, originalContentsURL: url)
      try makePackage(at: url, text: "theirs")
      #expect(throws: FileWrapperError.changedSinceRead(path: url.path)) {
        try package.write(to: url, options: .atomic, originalContentsURL: url)
      }
      #expect(try state(at: url) == "theirs")
    }
  }

  @Test func aPathThroughASymlinkedFolderIsTheSameLocation() throws {
    try withTemporaryDirectory { dir in
      let real = dir.appendingPathComponent("real")
      try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
      let link = dir.appendingPathComponent("link")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
      let viaLink = link.appendingPathComponent("Doc.pkg")
      let viaReal = real.appendingPathComponent("Doc.pkg")
      try makePackage(at: viaReal, text: "0")
      let package = try FileWrapper(url: viaLink, options: [])
      let other = try FileWrapper(url: viaReal, options: [])
      setState(other, "theirs")
      try other.write(to: viaReal, options: .atomic, originalContentsURL: viaReal)
      setState(package, "mine")
      #expect(throws: FileWrapperError.changedSinceRead(path: viaLink.path)) {
        try package.write(to: viaLink, options: .atomic, originalContentsURL: viaLink)
      }
      #expect(try state(at: viaReal) == "theirs")
    }
  }

  @Test func aPackageRemovedSinceTheReadIsNotRecreated() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      try makePackage(at: url, text: "0")
      let package = try FileWrapper(url: url, options: [.immediate])
      try FileManager.default.removeItem(at: url)
      setState(package, "1")
      #expect(throws: FileWrapperError.changedSinceRead(path: url.path)) {
        try package.write(to: url, options: .atomic, originalContentsURL: url)
      }
      #expect(names(in: dir).isEmpty)
    }
  }

  @Test func anUnchangedFileSavedOverItselfLeavesNoTemporary() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("notes.txt")
      try Data("hello".utf8).write(to: url)
      let file = try FileWrapper(url: url, options: [])
      try file.write(to: url, options: .atomic, originalContentsURL: url)
      try file.write(to: url, options: .atomic, originalContentsURL: url)
      #expect(names(in: dir) == ["notes.txt"])
      #expect(status(url.path)?.st_nlink == 1)
      #expect(try String(contentsOf: url, encoding: .utf8) == "hello")
    }
  }

  @Test func savesWithoutAnOriginalOrElsewhereAreNotChecked() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      let copy = dir.appendingPathComponent("Copy.pkg")
      try makePackage(at: url, text: "0")
      let stale = try FileWrapper(url: url, options: [.immediate])
      try makePackage(at: url, text: "other")
      // Overwriting on purpose (no originalContentsURL), and Save As, both go ahead.
      setState(stale, "mine")
      try stale.write(to: copy, options: .atomic, originalContentsURL: url)
      #expect(try state(at: copy) == "mine")
      try stale.write(to: url, options: .atomic, originalContentsURL: nil)
      #expect(try state(at: url) == "mine")
    }
  }

  /// Makes `Doc.pkg`, holds an exclusive `flock` on it through descriptor `holder` (as
  /// another save would), and gives `body` the package read and changed to "1".
  func withLockedPackage(
    _ body: (_ url: URL, _ holder: Int32, _ package: FileWrapper) throws -> Void
  ) throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Doc.pkg")
      try makePackage(at: url, text: "0")
      let holder = open(url.path, O_RDONLY | O_CLOEXEC)
      try #require(holder >= 0)
      defer { close(holder) }
      #expect(flock(holder, LOCK_EX) == 0)
      let package = try FileWrapper(url: url, options: [])
      setState(package, "1")
      try body(url, holder, package)
      #expect(names(in: dir) == ["Doc.pkg"])
    }
  }

  @Test func aSaveWaitsForTheLockThenFinishes() throws {
    try withLockedPackage { url, holder, package in
      let released = Flag()
      // Another thread lets go of the lock after a while; the save must wait for it.
      let thread = Thread {
        usleep(200_000)
        released.set("yes")
        flock(holder, LOCK_UN)
      }
      thread.start()
      try package.write(to: url, options: .atomic, originalContentsURL: url)
      #expect(released.isSet)
      #expect(try state(at: url) == "1")
    }
  }

  @Test func aLockHeldTooLongIsInUse() throws {
    try withLockedPackage { url, _, package throws in
      #expect(throws: FileWrapperError.inUse(path: url.path, waited: .milliseconds(100))) {
        try package.write(
          to: url, options: .atomic, originalContentsURL: url, lockWaitLimit: .milliseconds(100))
      }
      #expect(try state(at: url) == "0")
    }
    let message = FileWrapperError.inUse(path: "/x/Doc.pkg", waited: .seconds(30)).description
    #expect(message == "/x/Doc.pkg: in use: another save has not finished after 30 s")
  }
}

/// A value set once from another thread.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?

  var value: String? { lock.withLock { stored } }
  var isSet: Bool { value != nil }

  func set(_ text: String) { lock.withLock { stored = text } }
}
