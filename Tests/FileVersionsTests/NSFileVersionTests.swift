import FileVersions
import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("NSFileVersion over sync-folder conflict copies")
struct NSFileVersionTests {
  @Test func listsCurrentAndOtherVersionsWithComputerAndDate() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      try fixture.copy(
        "Trip (Jane's MacBook's conflicted copy 2024-01-02).note", text: "dropbox",
        modified: Date(timeIntervalSince1970: 1_700_000_000))
      try fixture.copy(
        "Trip.sync-conflict-20240102-153012-ABCDEFG.note", text: "syncthing",
        modified: Date(timeIntervalSince1970: 1_600_000_000))
      try fixture.copy("Trip 2.note", text: "numbered")
      try fixture.copy("Other (conflicted copy 2024-01-02 153012).note", text: "orphan")
      let current = try #require(NSFileVersion.currentVersionOfItem(at: fixture.document))
      #expect(!current.isConflict)
      #expect(current.isResolved)
      #expect(current.localizedName == "Trip")
      #expect(current.localizedNameOfSavingComputer == nil)
      let others = try #require(NSFileVersion.otherVersionsOfItem(at: fixture.document))
      #expect(others.map(\.localizedNameOfSavingComputer) == ["Jane's MacBook", "ABCDEFG"])
      #expect(others.allSatisfy { $0.isConflict && !$0.isResolved && $0.hasLocalContents })
      #expect(others.first?.modificationDate == Date(timeIntervalSince1970: 1_700_000_000))
      #expect(others.map(\.localizedName) == ["Trip", "Trip"])
      #expect(NSFileVersion.unresolvedConflictVersionsOfItem(at: fixture.document)?.count == 2)
      #expect(NSFileVersion.versions(of: fixture.document, includePossible: true)?.count == 3)
      // A missing document has no current version and no others.
      let missing = fixture.folder.appendingPathComponent("Missing.note")
      #expect(NSFileVersion.currentVersionOfItem(at: missing) == nil)
      #expect(NSFileVersion.otherVersionsOfItem(at: missing) == [])
      // The persistent identifier finds a version again.
      let again = NSFileVersion.version(
        itemAt: fixture.document, forPersistentIdentifier: others[1].persistentIdentifier)
      #expect(again == others[1])
    }
  }

  @Test func resolvingPersists() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      try fixture.copy("Trip (conflicted copy 2024-01-02 153012).note", text: "a")
      try fixture.copy("Trip (SFConflict jane@example.com 2024-01-02-15-30-12).note", text: "b")
      let first = try #require(NSFileVersion.unresolvedConflictVersionsOfItem(at: fixture.document))
      #expect(first.count == 2)
      first[0].isResolved = true
      let second = try #require(
        NSFileVersion.unresolvedConflictVersionsOfItem(at: fixture.document))
      #expect(second.count == 1)
      #expect(second[0].url.path != first[0].url.path)
      #expect(NSFileVersion.otherVersionsOfItem(at: fixture.document)?.count == 2)
      first[0].isResolved = false
      #expect(NSFileVersion.unresolvedConflictVersionsOfItem(at: fixture.document)?.count == 2)
    }
  }

  @Test func replacingByMovingSwapsAndTrashesTheOldCurrent() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      let copy = try fixture.copy("Trip (Jane's conflicted copy 2024-01-02).note", text: "jane")
      try fixture.copy("Trip_conflict-20240102-153012.note", text: "legacy")
      try fixture.run {
        let version = try #require(
          NSFileVersion.otherVersionsOfItem(at: fixture.document)?.first {
            $0.url.path == copy.path
          })
        let result = try version.replaceItem(at: fixture.document, options: .byMoving)
        #expect(result == fixture.document)
        #expect(try fixture.text(fixture.document) == "jane")
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        let trashed = fixture.trash.items()
        #expect(trashed.map(\.originalPath) == [fixture.document.path])
        #expect(try fixture.trashedTexts() == ["current"])
        try NSFileVersion.removeOtherVersionsOfItem(at: fixture.document)
        #expect(NSFileVersion.otherVersionsOfItem(at: fixture.document) == [])
        #expect(try fixture.trashedTexts() == ["current", "legacy"])
      }
    }
  }

  @Test func replacingByCopyingKeepsTheVersion() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      let copy = try fixture.copy("Trip.sync-conflict-20240102-153012-ABCDEFG.note", text: "st")
      try fixture.run {
        let version = try #require(NSFileVersion.otherVersionsOfItem(at: fixture.document)?.first)
        try version.replaceItem(at: fixture.document)
        #expect(try fixture.text(fixture.document) == "st")
        #expect(try fixture.text(copy) == "st")
        #expect(try fixture.trashedTexts() == ["current"])
        // No temporaries are left beside the document.
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(names.sorted() == ["Trip.note", "Trip.sync-conflict-20240102-153012-ABCDEFG.note"])
      }
    }
  }

  @Test func singleFilesAndDeletion() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      let file = fixture.folder.appendingPathComponent("notes.v2.rtf")
      try Data("current".utf8).write(to: file)
      let copy = fixture.folder.appendingPathComponent(
        "notes.v2 (conflicted copy Jane 2024-01-02 153012).rtf")
      try Data("other".utf8).write(to: copy)
      try fixture.run {
        let version = try #require(NSFileVersion.otherVersionsOfItem(at: file)?.first)
        #expect(version.localizedNameOfSavingComputer == "Jane")
        try version.replaceItem(at: file, options: .byMoving, disposal: .delete)
        #expect(try String(contentsOf: file, encoding: .utf8) == "other")
        #expect(fixture.trash.items().isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(names.sorted() == ["Trip.note", "notes.v2.rtf"])
      }
    }
  }

  @Test func badCallsFailCleanly() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      let copy = try fixture.copy("Trip (conflicted copy 2024-01-02 153012).note", text: "x")
      try fixture.run {
        let current = try #require(NSFileVersion.currentVersionOfItem(at: fixture.document))
        #expect(throws: FileVersionError.cannotRemoveCurrentVersion(path: fixture.document.path)) {
          try current.remove(disposal: .trash)
        }
        let version = try #require(NSFileVersion.otherVersionsOfItem(at: fixture.document)?.first)
        try FileManager.default.removeItem(at: copy)
        #expect(throws: FileVersionError.versionVanished(path: copy.path)) {
          try version.replaceItem(at: fixture.document, options: .byMoving, disposal: .trash)
        }
        #expect(try fixture.text(fixture.document) == "current")
        #expect(fixture.trash.items().isEmpty)
      }
    }
  }

  @Test func aDocumentBeingSavedIsNotReplaced() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      try fixture.copy("Trip (conflicted copy 2024-01-02 153012).note", text: "x")
      let descriptor = open(fixture.document.path, O_RDONLY)
      #expect(descriptor >= 0)
      #expect(flock(descriptor, LOCK_EX) == 0)
      defer { close(descriptor) }
      try fixture.run {
        let version = try #require(NSFileVersion.otherVersionsOfItem(at: fixture.document)?.first)
        #expect(throws: FileVersionError.self) {
          try version.replaceItem(
            at: fixture.document, options: .byMoving, disposal: .trash,
            lockWaitLimit: .milliseconds(50))
        }
        #expect(try fixture.text(fixture.document) == "current")
        #expect(NSFileVersion.otherVersionsOfItem(at: fixture.document)?.count == 1)
      }
    }
  }

  @Test func scanGroupsDocumentsAndReportsOrphans() throws {
    try withTemporaryDirectory { root in
      let fixture = try VersionFixture(in: root)
      try fixture.copy("Trip (Jane's conflicted copy 2024-01-02).note", text: "a")
      try fixture.copy("Gone (Jane's conflicted copy 2024-01-02).note", text: "b")
      try fixture.makePackage(fixture.folder.appendingPathComponent("Plain.note"), text: "c")
      try fixture.makePackage(fixture.folder.appendingPathComponent("Plain 2.note"), text: "d")
      let scan = try ConflictScan(folder: fixture.folder)
      #expect(scan.documents.map(\.itemURL.lastPathComponent) == ["Plain.note", "Trip.note"])
      #expect(scan.documents[0].copies.isEmpty)
      #expect(scan.documents[0].possibleDuplicates.count == 1)
      #expect(scan.documents[1].copies.count == 1)
      #expect(
        scan.orphans.map(\.url.lastPathComponent) == [
          "Gone (Jane's conflicted copy 2024-01-02).note"
        ])
      #expect(throws: FileWrapperError.self) {
        try ConflictScan(folder: root.appendingPathComponent("missing"))
      }
    }
  }
}
