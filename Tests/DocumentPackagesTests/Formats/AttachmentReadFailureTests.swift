import DocumentPackages
import Foundation
import TestSupport
import Testing

/// An attachment whose contents cannot be read is reported, never described as empty.
@Suite("Attachment read failures")
struct AttachmentReadFailureTests {
  @Test func vanishedNoteAttachmentIsAnError() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder, attachments: [("notes.txt", Data("x".utf8))])
      let note = try NoteDocument(url: url)
      try FileManager.default.removeItem(
        at: url.appendingPathComponent("Attachments/notes.txt"))
      let error = try #require(throws: DocumentPackageError.self) { try note.attachments() }
      #expect("\(error)".contains("Attachments/notes.txt"))
    }
  }

  @Test func readableNoteAttachmentsAreDescribed() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.note(in: folder, attachments: [("notes.txt", Data("hello".utf8))])
      let attachments = try NoteDocument(url: url).attachments()
      #expect(attachments.map(\.name) == ["notes.txt"])
      #expect(attachments.first?.size == 5)
    }
  }
}
