import DocumentPackages
import Foundation
import Imaging
import RichText
import TestSupport
import Testing

@Suite("NoteDocument")
struct NoteDocumentTests {
  @Test func createClaimsNumberedNames() throws {
    try withTemporaryDirectory { folder in
      let first = try NoteDocument.create(in: folder)
      let second = try NoteDocument.create(in: folder)
      let third = try NoteDocument.create(in: folder, name: "Note")
      #expect(first.fileURL?.lastPathComponent == "Note.note")
      #expect(second.fileURL?.lastPathComponent == "Note 1.note")
      #expect(third.fileURL?.lastPathComponent == "Note 2.note")
      let reopened = try NoteDocument(url: folder.appendingPathComponent("Note 1.note"))
      #expect(try reopened.text().document.string == "")
      #expect(reopened.quickLookState() == .fresh)
    }
  }

  @Test func saveWritesLayoutAndFreshQuickLook() throws {
    try withTemporaryDirectory { folder in
      let png = try Fixtures.gradientPNG()
      let url = try Fixtures.note(
        in: folder, attachments: [("photo.png", png), ("notes.txt", Data("x".utf8))])
      #expect(
        Fixtures.tree(url) == [
          "Attachments", "Attachments/notes.txt", "Attachments/photo.png", "QuickLook",
          "QuickLook/Preview.rtf", "QuickLook/Thumbnail.png", "Text.rtf",
        ])
      let note = try NoteDocument(url: url)
      #expect(try note.text().document.string == "Hello\nWorld")
      #expect(note.attachmentNames == ["notes.txt", "photo.png"])
      let attachments = try note.attachments()
      #expect(attachments.map(\.name) == ["notes.txt", "photo.png"])
      #expect(attachments[1].isImage && attachments[1].size == Int64(png.count))
      #expect(note.quickLookState() == .fresh)
      let thumbnail = try Data(contentsOf: url.appendingPathComponent("QuickLook/Thumbnail.png"))
      let summary = try PNGSummary(data: thumbnail)
      #expect(summary.width == 512 && summary.height == 512 && summary.colorType == 2)
      #expect(summary.text[QuickLookFingerprint.keyword] == (try note.quickLookFingerprint().value))
      let preview = try Data(contentsOf: url.appendingPathComponent("QuickLook/Preview.rtf"))
      #expect(preview == (try note.textRTF()))
    }
  }

  @Test func editingMakesQuickLookStaleUntilSaved() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder)
      let note = try NoteDocument(url: url)
      note.setText(TextImport.plainText("Changed"))
      #expect(note.quickLookState() == .stale)
      try note.save()
      let reopened = try NoteDocument(url: url)
      #expect(try reopened.text().document.string == "Changed")
      #expect(reopened.quickLookState() == .fresh)
    }
  }

  @Test func attachmentsAddRemoveRenameAndIncrementalSave() throws {
    try withTemporaryDirectory { folder in
      let png = try Fixtures.gradientPNG()
      let url = try Fixtures.note(in: folder, attachments: [("photo.png", png)])
      let source = try Fixtures.write("report", "photo.png", in: folder)
      let note = try NoteDocument(url: url)
      #expect(try note.addAttachment(contentsOf: source) == "photo 1.png")
      #expect(try note.renameAttachment(named: "photo 1.png", to: "report.txt") == "report.txt")
      #expect(throws: DocumentPackageError.self) {
        try note.renameAttachment(named: "report.txt", to: "PHOTO.png")
      }
      #expect(throws: DocumentPackageError.self) {
        try note.renameAttachment(named: "report.txt", to: "../x")
      }
      let photoPath = url.appendingPathComponent("Attachments/photo.png").path
      let inodeBefore = try #require(
        try FileManager.default.attributesOfItem(atPath: photoPath)[.systemFileNumber] as? Int)
      try note.save()
      let inodeAfter = try #require(
        try FileManager.default.attributesOfItem(atPath: photoPath)[.systemFileNumber] as? Int)
      #expect(inodeBefore == inodeAfter, "unchanged attachment is hard-linked, not rewritten")
      let reopened = try NoteDocument(url: url)
      #expect(reopened.attachmentNames == ["photo.png", "report.txt"])
      #expect(try reopened.contents(ofAttachment: "report.txt") == Data("report".utf8))
      try reopened.removeAttachment(named: "photo.png")
      #expect(throws: DocumentPackageError.self) { try reopened.removeAttachment(named: "nope") }
      try reopened.save()
      #expect(try NoteDocument(url: url).attachmentNames == ["report.txt"])
    }
  }

  @Test func missingTextIsAnError() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder)
      try FileManager.default.removeItem(at: url.appendingPathComponent("Text.rtf"))
      let error = try #require(throws: DocumentPackageError.self) { try NoteDocument(url: url) }
      #expect(error.cause == .missingEntry(name: "Text.rtf"))
      #expect(error.category == .badData)
      #expect(error.description == "\(url.path): required file Text.rtf is missing")
    }
  }

  @Test func attachmentSymlinkLeavingThePackageIsRefused() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder, attachments: [("a.txt", Data("a".utf8))])
      try FileManager.default.createSymbolicLink(
        atPath: url.appendingPathComponent("Attachments/passwd").path,
        withDestinationPath: "/etc/passwd")
      let error = try #require(throws: DocumentPackageError.self) { try NoteDocument(url: url) }
      #expect(
        error.cause == .linkOutsidePackage(name: "Attachments/passwd", destination: "/etc/passwd"))
      #expect(error.category == .badData)
    }
  }

  @Test func folderInsideAttachmentsIsRefused() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder)
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("Attachments/sub"), withIntermediateDirectories: true)
      let error = try #require(throws: DocumentPackageError.self) { try NoteDocument(url: url) }
      #expect(error.cause == .wrongKind(name: "Attachments/sub", expected: "regular file"))
    }
  }

  @Test func plainFileIsNotAPackage() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.write("x", "Plain.note", in: folder)
      let error = try #require(throws: DocumentPackageError.self) { try NoteDocument(url: url) }
      #expect(error.cause == .notAPackage(type: "com.docpkg.note"))
    }
  }

  @Test func corruptThumbnailIsInvalidAndComposedAgain() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder)
      let thumbnail = url.appendingPathComponent("QuickLook/Thumbnail.png")
      var bytes = try Data(contentsOf: thumbnail)
      bytes[40] ^= 0xFF
      try bytes.write(to: thumbnail)
      let note = try NoteDocument(url: url)
      #expect(note.quickLookState() == .invalid)
      let maker = DocumentThumbnailer(
        thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 64)))
      let result = try maker.thumbnail(ofDocumentAt: url)
      #expect(result.source == .composed)
      #expect(result.warnings.count == 1 && result.warnings[0].contains("invalid"))
      #expect(try note.updateQuickLook())
      try note.save()
      #expect(try NoteDocument(url: url).quickLookState() == .fresh)
    }
  }

  @Test func freshQuickLookIsTheThumbnailSource() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder, attachments: [("p.png", try Fixtures.gradientPNG())])
      let maker = DocumentThumbnailer(
        thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 128)))
      let result = try maker.thumbnail(ofDocumentAt: url)
      #expect(result.source == .quickLook)
      #expect(result.image.width == 128 && result.image.height == 128)
    }
  }

  @Test func composedIconIsDeterministicAndWhite() throws {
    let composer = QuickLookComposer()
    let text = TextImport.plainText("Same text")
    let first = try composer.thumbnailPNG(
      text: text, attachment: .file(name: "a.pdf"), fingerprint: nil)
    let second = try composer.thumbnailPNG(
      text: text, attachment: .file(name: "a.pdf"), fingerprint: nil)
    #expect(first == second)
    let image = composer.compose(text: text, attachment: nil)
    #expect(image.width == 512 && image.height == 512)
    let corner = image.rgba(x: 2, y: 2)
    #expect(corner.r == 255 && corner.g == 255 && corner.b == 255)
  }
}
