import DocumentPackages
import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Validation: .note")
struct NoteValidationTests {
  @Test func goodNotesHaveNoFindings() throws {
    try withTemporaryDirectory { dir in
      let withAttachment = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let textOnly = try PackageFixtures.writeNote(
        at: dir.appendingPathComponent("B.note"), attachment: false)
      let empty = try #require(try NoteDocument.create(in: dir, name: "Note").fileURL)
      for url in [withAttachment, textOnly, empty] {
        let report = try PackageFixtures.validate(url)
        #expect(report.format == "note")
        #expect(report.issues == [], "\(url.lastPathComponent): \(report.issues)")
        #expect(report.isValid)
      }
    }
  }

  /// Notes written by the document model (its QuickLook composer and fingerprint) pass
  /// every rule, and editing one behind its back makes the thumbnail stale.
  @Test func notesSavedByNoteDocumentValidate() throws {
    try withTemporaryDirectory { dir in
      let note = try NoteDocument.create(in: dir, name: "Trip")
      note.setTextRTF(PackageFixtures.noteText())
      _ = note.addAttachment(
        data: try PackageFixtures.png(width: 64, height: 48), preferredName: "b.png")
      _ = note.addAttachment(data: Data("%PDF-1.4\n".utf8), preferredName: "a.pdf")
      try note.save()
      let url = try #require(note.fileURL)
      let report = try PackageFixtures.validate(url)
      #expect(report.issues == [])
      let inspection = try DocumentInspector().inspect(path: url.path)
      #expect(inspection.quickLook?.state == .fresh)
      #expect(inspection.attachments.map(\.name) == ["a.pdf", "b.png"])
      try PackageFixtures.noteText("edited elsewhere").write(
        to: url.appendingPathComponent("Text.rtf"))
      #expect(try PackageFixtures.validate(url).rules(.warning) == ["NOTE-13", "NOTE-14"])
    }
  }

  @Test func missingTextIsAnError() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      try FileManager.default.removeItem(at: note.appendingPathComponent("Text.rtf"))
      let report = try PackageFixtures.validate(note)
      #expect(!report.isValid)
      let issue = try #require(report.errors.first)
      #expect(issue.rule == "NOTE-2")
      #expect(issue.path == "Text.rtf")
      #expect(issue.description == "error NOTE-2 Text.rtf: missing")
      // Without Text.rtf the thumbnail cannot be fresh.
      #expect(report.rules(.warning).contains("NOTE-13"))
    }
  }

  @Test func attachmentLinkToEtcPasswdIsAnError() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      #expect(symlink("/etc/passwd", note.appendingPathComponent("Attachments/passwd").path) == 0)
      let report = try PackageFixtures.validate(note)
      #expect(!report.isValid)
      let errors = report.errors.filter { $0.path == "Attachments/passwd" }
      #expect(Set(errors.map(\.rule)) == ["NOTE-5", "NOTE-6"])
      #expect(errors.contains { $0.message.contains("/etc/passwd") })
    }
  }

  @Test func attachmentClimbingOutIsAnError() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let attachments = note.appendingPathComponent("Attachments")
      // `../x` as a link, and a link that escapes only through another link: `up` points at
      // the package root (inside), `sneaky` = `up/../x` climbs above it.
      #expect(symlink("../../x", attachments.appendingPathComponent("x").path) == 0)
      #expect(symlink("..", attachments.appendingPathComponent("up").path) == 0)
      #expect(symlink("up/../x", attachments.appendingPathComponent("sneaky").path) == 0)
      let report = try PackageFixtures.validate(note)
      let outside = Set(report.errors.filter { $0.rule == "NOTE-6" }.map(\.path))
      #expect(outside == ["Attachments/x", "Attachments/sneaky"])
      #expect(report.errors.contains { $0.rule == "NOTE-5" && $0.path == "Attachments/up" })
    }
  }

  @Test func linksThatStayInsideAreWarnings() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      #expect(symlink("../Text.rtf", note.appendingPathComponent("QuickLook/Copy.rtf").path) == 0)
      let report = try PackageFixtures.validate(note)
      #expect(report.isValid)
      #expect(
        report.warnings.contains { $0.rule == "NOTE-7" && $0.path == "QuickLook/Copy.rtf" })
    }
  }

  @Test func unsafeAttachmentNamesAreErrors() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let attachments = note.appendingPathComponent("Attachments")
      try Data("x".utf8).write(to: attachments.appendingPathComponent("..\\x"))
      try Data("x".utf8).write(to: attachments.appendingPathComponent("line\nbreak"))
      try PackageFixtures.refreshThumbnail(of: note)
      let report = try PackageFixtures.validate(note)
      let unsafe = Set(report.errors.filter { $0.rule == "NOTE-8" }.map(\.path))
      #expect(unsafe == ["Attachments/..\\x", "Attachments/line\nbreak"])
    }
  }

  @Test func unsafeNamesInMemoryAreErrors() throws {
    let text = PackageFixtures.noteText()
    let attachments = FileWrapper(directoryWithFileWrappers: [:])
    let dots = FileWrapper(regularFileWithContents: Data("x".utf8))
    dots.preferredFilename = "a/../x"
    _ = attachments.addFileWrapper(dots)
    let note = FileWrapper(directoryWithFileWrappers: [
      "Text.rtf": FileWrapper(regularFileWithContents: text), "Attachments": attachments,
    ])
    let report = PackageValidator().validate(note, name: "Mem.note")
    #expect(report.errors.map(\.rule).contains("NOTE-8"))
  }

  @Test func specialFilesAndFoldersInAttachmentsAreErrors() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let attachments = note.appendingPathComponent("Attachments")
      #expect(mkfifo(attachments.appendingPathComponent("pipe").path, 0o644) == 0)
      try FileManager.default.createDirectory(
        at: attachments.appendingPathComponent("folder"), withIntermediateDirectories: true)
      let report = try PackageFixtures.validate(note)
      let paths = Set(report.errors.filter { $0.rule == "NOTE-5" }.map(\.path))
      #expect(paths == ["Attachments/pipe", "Attachments/folder"])
    }
  }

  @Test func attachmentsThatIsAFileIsAnError() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(
        at: dir.appendingPathComponent("A.note"), attachment: false)
      try Data().write(to: note.appendingPathComponent("Attachments"))
      let report = try PackageFixtures.validate(note)
      #expect(report.rules(.error) == ["NOTE-4"])
    }
  }

  @Test func corruptThumbnailIsAnError() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let thumbnail = note.appendingPathComponent("QuickLook/Thumbnail.png")
      var bytes = try Data(contentsOf: thumbnail)
      bytes[bytes.count / 2] ^= 0xFF
      try bytes.write(to: thumbnail)
      let report = try PackageFixtures.validate(note)
      #expect(report.rules(.error) == ["NOTE-11"])
      try Data("not a png".utf8).write(to: thumbnail)
      let second = try PackageFixtures.validate(note)
      #expect(second.errors.first?.message.contains("not a PNG") == true)
    }
  }

  @Test func wrongSizeThumbnailIsAnError() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      try PackageFixtures.png(width: 256, height: 256).write(
        to: note.appendingPathComponent("QuickLook/Thumbnail.png"))
      let report = try PackageFixtures.validate(note)
      #expect(report.rules(.error) == ["NOTE-12"])
      #expect(report.errors.first?.message == "is 256×256 pixels, not 512×512")
    }
  }

  @Test func plainFileIsNotAPackage() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("Fake.note")
      try Data("{\\rtf1 hi}".utf8).write(to: file)
      let report = try PackageFixtures.validate(file)
      #expect(report.rules(.error) == ["NOTE-1"])
      #expect(report.issues.count == 1)
      let link = dir.appendingPathComponent("Link.note")
      #expect(symlink(dir.path, link.path) == 0)
      #expect(try PackageFixtures.validate(link).rules(.error) == ["NOTE-1"])
    }
  }

  @Test func zippedNoteIsNotAPackage() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("Zipped.note")
      try Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0, 0]).write(to: file)
      let report = try PackageFixtures.validate(file)
      #expect(report.rules(.error) == ["NOTE-1"])
      #expect(report.errors.first?.message.contains("zip archive") == true)
    }
  }

  @Test func staleThumbnailIsAWarning() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let text = PackageFixtures.noteText("Changed")
      try text.write(to: note.appendingPathComponent("Text.rtf"))
      try text.write(to: note.appendingPathComponent("QuickLook/Preview.rtf"))
      let report = try PackageFixtures.validate(note)
      #expect(report.isValid)
      #expect(report.rules(.warning) == ["NOTE-13"])
    }
  }

  @Test func thumbnailWithoutFingerprintUsesDates() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(
        at: dir.appendingPathComponent("A.note"), attachment: false)
      let thumbnail = note.appendingPathComponent("QuickLook/Thumbnail.png")
      try PackageFixtures.png(width: 512, height: 512).write(to: thumbnail)
      PackageFixtures.touch(thumbnail, offset: 100)
      #expect(try PackageFixtures.validate(note).issues == [])
      PackageFixtures.touch(thumbnail, offset: -100)
      #expect(try PackageFixtures.validate(note).rules(.warning) == ["NOTE-13"])
    }
  }

  @Test func unexpectedEntriesAndPreviewAreWarnings() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      try Data().write(to: note.appendingPathComponent(".DS_Store"))
      try Data().write(to: note.appendingPathComponent("QuickLook/Thumbnail@2x.png"))
      try FileManager.default.removeItem(at: note.appendingPathComponent("QuickLook/Preview.rtf"))
      let report = try PackageFixtures.validate(note)
      #expect(report.isValid)
      #expect(
        Set(report.warnings.map { "\($0.rule) \($0.path)" }) == [
          "NOTE-15 .DS_Store", "NOTE-15 QuickLook/Thumbnail@2x.png",
          "NOTE-14 QuickLook/Preview.rtf",
        ])
    }
  }

  @Test func missingQuickLookIsAWarning() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      try FileManager.default.removeItem(at: note.appendingPathComponent("QuickLook"))
      let report = try PackageFixtures.validate(note)
      #expect(report.isValid)
      #expect(report.rules(.warning) == ["NOTE-10"])
    }
  }

  @Test func damagedAndUnreadableText() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(
        at: dir.appendingPathComponent("A.note"), attachment: false)
      let textURL = note.appendingPathComponent("Text.rtf")
      let text = PackageFixtures.noteText()
      try text.prefix(text.count - 3).write(to: textURL)
      let damaged = try PackageFixtures.validate(note)
      #expect(damaged.isValid)
      #expect(damaged.warnings.contains { $0.rule == "NOTE-3" })
      try Data("just text".utf8).write(to: textURL)
      let unreadable = try PackageFixtures.validate(note)
      #expect(unreadable.errors.contains { $0.rule == "NOTE-3" })
    }
  }

  @Test func contentThatDisagreesWithItsExtensionIsAWarning() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1]).write(
        to: note.appendingPathComponent("Attachments/fake.png"))
      try PackageFixtures.refreshThumbnail(of: note)
      let report = try PackageFixtures.validate(note)
      #expect(report.isValid)
      let issue = try #require(report.warnings.first { $0.rule == "NOTE-9" })
      #expect(issue.path == "Attachments/fake.png")
      #expect(issue.message.contains("public.jpeg"))
    }
  }

  @Test func readingLimitsAreErrors() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("A.note"))
      let validator = PackageValidator(
        limits: ReadingLimits(maximumEntryCount: 3, maximumDepth: 64, maximumBytesLoaded: 1 << 20))
      let report = try validator.validate(url: note)
      #expect(report.rules(.error) == ["NOTE-16"])
    }
  }

  @Test func missingPathThrows() throws {
    try withTemporaryDirectory { dir in
      _ = #expect(throws: FileWrapperError.self) {
        try PackageFixtures.validate(dir.appendingPathComponent("nope.note"))
      }
    }
  }
}
