import DocumentPackages
import FileWrappers
import Foundation
import TestSupport
import Testing

@Suite("Listing a folder")
struct DocumentListerTests {
  @Test func listsDocumentsWithTheirFacts() throws {
    try withTemporaryDirectory { dir in
      try PackageFixtures.writeNote(at: dir.appendingPathComponent("Trip.note"))
      try PackageFixtures.writeNote(
        at: dir.appendingPathComponent("Trip (Jane's conflicted copy 2024-01-02).note"))
      let stale = try PackageFixtures.writeNote(at: dir.appendingPathComponent("Trip 1.note"))
      try PackageFixtures.noteText("new").write(to: stale.appendingPathComponent("Text.rtf"))
      try PackageFixtures.writeRTFD(at: dir.appendingPathComponent("Credits.rtfd"))
      try PackageFixtures.writePhotoKeeper(at: dir.appendingPathComponent("Photo.ptk"))
      try Data("{\\rtf1 x}".utf8).write(to: dir.appendingPathComponent("Letter.rtf"))
      try Data("x".utf8).write(to: dir.appendingPathComponent("notes.txt"))
      try Data("x".utf8).write(to: dir.appendingPathComponent("Fake.note"))
      let credits = try FileWrapper(
        url: PackageFixtures.writeRTFD(at: dir.appendingPathComponent("tmp/C.rtfd")),
        options: .immediate)
      try #require(credits.serializedRepresentation).write(
        to: dir.appendingPathComponent("Flat.rtfd"))
      try PackageFixtures.writeNote(at: dir.appendingPathComponent(".Hidden.note"))
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("Folder"), withIntermediateDirectories: true)

      let entries = try DocumentLister().list(folder: dir)
      let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
      #expect(
        entries.map(\.name) == [
          "Credits.rtfd", "Fake.note", "Flat.rtfd", "Letter.rtf", "Photo.ptk",
          "Trip (Jane's conflicted copy 2024-01-02).note",
          "Trip 1.note", "Trip.note",
        ])
      let trip = try #require(byName["Trip.note"])
      #expect(trip.format == "note")
      #expect(trip.typeIdentifier == "com.docpkg.note")
      #expect(trip.attachmentCount == 1)
      #expect(trip.quickLook == .fresh)
      #expect(trip.conflict == nil)
      #expect(trip.size > 0)
      #expect(byName["Trip 1.note"]?.quickLook == .stale)
      #expect(byName["Trip 1.note"]?.conflict?.source == .numberedDuplicate)
      #expect(byName["Trip 1.note"]?.conflict?.isCertain == false)
      let dropbox = try #require(byName["Trip (Jane's conflicted copy 2024-01-02).note"]?.conflict)
      #expect(dropbox.source == .dropbox)
      #expect(dropbox.originalName == "Trip.note")
      #expect(byName["Credits.rtfd"]?.attachmentCount == 1)
      #expect(byName["Credits.rtfd"]?.quickLook == .notApplicable)
      #expect(byName["Photo.ptk"]?.attachmentCount == 1)
      #expect(byName["Letter.rtf"]?.format == "rtf")
      #expect(byName["Fake.note"]?.isPackage == false)
      #expect(byName["Flat.rtfd"]?.format == "flat-rtfd")
      #expect(byName["Flat.rtfd"]?.renderLine().contains("not a package") == false)
    }
  }

  @Test func missingFolderThrows() throws {
    try withTemporaryDirectory { dir in
      _ = #expect(throws: FileWrapperError.noSuchFile(path: dir.appendingPathComponent("x").path)) {
        try DocumentLister().list(folder: dir.appendingPathComponent("x"))
      }
    }
  }

  @Test func newNotesGetUniqueNamesAndValidate() throws {
    try withTemporaryDirectory { dir in
      let names = try (0..<3).map { _ in
        try NoteDocument.create(in: dir, name: "Note").fileURL?.lastPathComponent
      }
      #expect(names == ["Note.note", "Note 1.note", "Note 2.note"])
      for name in names.compactMap({ $0 }) {
        // The documents module's new notes pass every rule (its QuickLook composer and this
        // validator agree on the fingerprint).
        #expect(try PackageFixtures.validate(dir.appendingPathComponent(name)).issues == [])
      }
      #expect(throws: DocumentPackageError.self) { try NoteDocument.create(in: dir, name: "a/b") }
    }
  }
}
