import DocumentPackages
import FileVersions
import FileWrappers
import Foundation
import TestSupport
import Testing

/// Rename, move and delete: unique names, packages and flat files, conflict versions
/// carried along, nothing replaced, coordination with saves.
@Suite("DocumentRelocator")
struct DocumentRelocatorTests {
  let relocator = DocumentRelocator(lockWaitLimit: .milliseconds(300))

  /// A package `name` with one file holding `text`.
  @discardableResult
  func makePackage(_ name: String, in dir: URL, text: String = "photo") throws -> URL {
    let url = dir.appendingPathComponent(name)
    try FileWrapper(directoryWithFileWrappers: [
      "photo.data": FileWrapper(regularFileWithContents: Data(text.utf8))
    ]).write(to: url)
    return url
  }

  func names(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  func text(_ url: URL) throws -> String {
    try String(contentsOf: url.appendingPathComponent("photo.data"), encoding: .utf8)
  }

  @Test func renameKeepsExtensionAndPicksFreeName() throws {
    try withTemporaryDirectory { dir in
      let photo = try makePackage("Photo 1.ptk", in: dir, text: "mine")
      try makePackage("beach.ptk", in: dir, text: "other")
      let result = try relocator.rename(photo, to: "Beach")
      #expect(result.document.to?.lastPathComponent == "Beach 1.ptk")
      #expect(names(dir) == ["Beach 1.ptk", "beach.ptk"])
      #expect(try text(dir.appendingPathComponent("beach.ptk")) == "other")
      #expect(try text(dir.appendingPathComponent("Beach 1.ptk")) == "mine")
      // "Beach 1.ptk" given with its extension is not doubled, and is its own name.
      let same = try relocator.rename(dir.appendingPathComponent("Beach 1.ptk"), to: "Beach 1.ptk")
      #expect(same.isUnchanged)
    }
  }

  @Test func renameCarriesConflictVersions() throws {
    try withTemporaryDirectory { dir in
      let photo = try makePackage("Photo 1.ptk", in: dir)
      try makePackage("Photo 1 (conflicted copy 2024-01-02 153012).ptk", in: dir, text: "v2")
      try makePackage("Photo 1.sync-conflict-20240102-153012-ABCDEFG.ptk", in: dir, text: "v3")
      try makePackage("Photo 12.ptk", in: dir, text: "unrelated")
      // A name a version would take is occupied: the next number is used for all.
      try makePackage("Beach (conflicted copy 2024-01-02 153012).ptk", in: dir, text: "x")
      let result = try relocator.rename(photo, to: "Beach")
      #expect(result.versions.count == 2)
      #expect(
        names(dir) == [
          "Beach (conflicted copy 2024-01-02 153012).ptk",
          "Beach 1 (conflicted copy 2024-01-02 153012).ptk",
          "Beach 1.ptk",
          "Beach 1.sync-conflict-20240102-153012-ABCDEFG.ptk",
          "Photo 12.ptk",
        ])
      #expect(
        try text(dir.appendingPathComponent("Beach 1 (conflicted copy 2024-01-02 153012).ptk"))
          == "v2")
    }
  }

  @Test func renameFlatFileAndRefusals() throws {
    try withTemporaryDirectory { dir in
      let rtf = dir.appendingPathComponent("Letter.rtf")
      try Data("{\\rtf1 hi}".utf8).write(to: rtf)
      try Data("taken".utf8).write(to: dir.appendingPathComponent("Memo.rtf"))
      let result = try relocator.rename(rtf, to: "Memo")
      #expect(result.document.to?.lastPathComponent == "Memo 1.rtf")
      #expect(
        try String(contentsOf: dir.appendingPathComponent("Memo.rtf"), encoding: .utf8) == "taken")
      #expect(throws: RelocationError.self) {
        try relocator.rename(dir.appendingPathComponent("Memo 1.rtf"), to: "a/b")
      }
      #expect(throws: RelocationError.self) {
        try relocator.rename(dir.appendingPathComponent("Memo 1.rtf"), to: ".hidden")
      }
      try FileManager.default.createSymbolicLink(
        atPath: dir.appendingPathComponent("Link.rtf").path, withDestinationPath: "/etc/passwd")
      #expect(
        throws: RelocationError.symbolicLink(path: dir.appendingPathComponent("Link.rtf").path)
      ) {
        try relocator.rename(dir.appendingPathComponent("Link.rtf"), to: "Stolen")
      }
      #expect(FileManager.default.fileExists(atPath: "/etc/passwd"))
    }
  }

  @Test func moveUsesUniqueNamesAndCarriesVersions() throws {
    try withTemporaryDirectory { dir in
      let local = dir.appendingPathComponent("Local")
      let synced = dir.appendingPathComponent("Synced")
      try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
      let doc = try makePackage("Trip.note", in: local, text: "local")
      try makePackage("Trip (Jane's conflicted copy 2024-01-02).note", in: local, text: "jane")
      try makePackage("Trip.note", in: synced, text: "synced")
      let result = try relocator.move(doc, into: synced)
      #expect(result.document.to?.lastPathComponent == "Trip 1.note")
      #expect(names(local) == [])
      #expect(
        names(synced) == [
          "Trip (Jane's conflicted copy 2024-01-02).note".replacingOccurrences(
            of: "Trip", with: "Trip 1"),
          "Trip 1.note", "Trip.note",
        ])
      #expect(try text(synced.appendingPathComponent("Trip.note")) == "synced")
      #expect(try text(synced.appendingPathComponent("Trip 1.note")) == "local")
      // Moving into its own folder changes nothing.
      #expect(
        try relocator.move(synced.appendingPathComponent("Trip.note"), into: synced).isUnchanged)
    }
  }

  @Test func renameWaitsForSaveLockOrFailsInUse() throws {
    try withTemporaryDirectory { dir in
      let doc = try makePackage("Held.ptk", in: dir)
      let result = ThreadBox()
      var error: NSError?
      NSFileCoordinator().coordinate(writingItemAt: doc, options: .forReplacing, error: &error) {
        _ in
        let thread = Thread {
          do {
            _ = try relocator.rename(doc, to: "Other")
          } catch {
            result.error = error
          }
          result.done.signal()
        }
        thread.start()
        result.done.wait()
      }
      #expect(result.error as? RelocationError == .inUse(path: doc.path, seconds: 0))
      #expect(names(dir) == ["Held.ptk"])
    }
  }

  @Test func deletePermanentlyRemovesVersionsToo() throws {
    try withTemporaryDirectory { dir in
      let doc = try makePackage("Gone.ptk", in: dir)
      try makePackage("Gone_conflict-20240102-153012.ptk", in: dir)
      try makePackage("Gone 1.ptk", in: dir)
      let result = try relocator.deletePermanently(doc)
      #expect(result.versions.count == 1)
      #expect(names(dir) == ["Gone 1.ptk"])
    }
  }
}

extension DocumentRelocatorTests {
  @Test func trashTakesVersionsAlongAndCanBeRestored() throws {
    try withTemporaryDirectory { dir in
      let can = Trash(directory: dir.appendingPathComponent("Trash"))
      let docs = dir.appendingPathComponent("Docs")
      try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
      let doc = try makePackage("Trip.note", in: docs)
      try makePackage("Trip (conflicted copy 2024-01-02 153012).note", in: docs, text: "v2")
      let result = try Trash.$homeOverride.withValue(can) { try relocator.trash(doc) }
      #expect(names(docs) == [])
      #expect(result.versions.count == 1)
      let items = can.items()
      #expect(items.count == 2)
      #expect(
        Set(items.map(\.originalPath)) == [
          docs.appendingPathComponent("Trip.note").path,
          docs.appendingPathComponent("Trip (conflicted copy 2024-01-02 153012).note").path,
        ])
      for item in items { try can.restore(item) }
      #expect(names(docs).count == 2)
    }
  }
}

/// A result filled in by another thread.
final class ThreadBox: @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  var error: (any Error)?
}
