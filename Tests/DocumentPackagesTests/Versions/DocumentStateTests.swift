import DocumentPackages
import FileVersions
import Foundation
import Imaging
import RichText
import TestSupport
import Testing

@Suite("Document state (UIDocument.State)")
struct DocumentStateTests {
  @Test func aNoteInConflictStillOpensAndSaves() throws {
    try withTemporaryDirectory { folder in
      let note = try NoteDocument.create(in: folder, name: "Trip")
      #expect(note.documentState == .normal)
      let url = try #require(note.fileURL)
      try FileManager.default.copyItem(
        at: url, to: folder.appendingPathComponent("Trip (Jane's conflicted copy 2024-01-02).note"))
      let reopened = try NoteDocument(url: url)
      #expect(reopened.documentState == .inConflict)
      reopened.addAttachment(data: Data("x".utf8), preferredName: "x.txt")
      try reopened.save()
      #expect(reopened.documentState == .inConflict)
      let version = try #require(NSFileVersion.unresolvedConflictVersionsOfItem(at: url)?.first)
      version.isResolved = true
      #expect(reopened.documentState == .normal)
      #expect(reopened.documentState.description == "normal")
    }
  }

  @Test func closedReadOnlyAndFailedSaves() throws {
    try withTemporaryDirectory { folder in
      let fresh = NoteDocument()
      #expect(fresh.documentState == .closed)
      #expect(throws: DocumentPackageError.self) {
        try fresh.save(to: folder.appendingPathComponent("missing/folder/New.note"))
      }
      #expect(fresh.documentState == [.closed, .savingError])
      let note = try NoteDocument.create(in: folder, name: "Locked")
      let url = try #require(note.fileURL)
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
      defer {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
      }
      #expect(try NoteDocument(url: url).documentState == .editingDisabled)
      #expect(
        DocumentState([.inConflict, .editingDisabled]).description == "inConflict+editingDisabled")
    }
  }

  @Test func rtfdAndPhotoKeeperDocuments() throws {
    try withTemporaryDirectory { folder in
      let rtfd = RTFDDocument(text: AttributedDocument())
      #expect(rtfd.documentState == .closed)
      let url = folder.appendingPathComponent("Doc.rtfd")
      try rtfd.save(to: url)
      #expect(rtfd.documentState == .normal)
      try FileManager.default.copyItem(
        at: url, to: folder.appendingPathComponent("Doc.sync-conflict-20240102-153012-ABCDEFG.rtfd")
      )
      #expect(rtfd.documentState == .inConflict)
      let png = try PNGEncoder.encode(Image(width: 1, height: 1, layout: .rgba))
      let photo = try PhotoKeeperDocument(photo: png)
      let ptk = folder.appendingPathComponent("Photo.ptk")
      try photo.save(to: ptk)
      #expect(photo.documentState(at: ptk) == .normal)
      #expect(photo.documentState(at: nil) == .closed)
    }
  }
}
