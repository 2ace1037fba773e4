import DocumentApps
import DocumentPackages
import Foundation
import PackageDocuments
import RichText
import Testing

/// `.note` packages through `UIDocument`: what `NoteDocument` does on save (QuickLook,
/// incremental writes, checks) with `UIDocument`'s opening, saving and conflicts.
@Suite struct NoteUIDocumentTests {
  @Test func opensEditsAndSavesWithQuickLook() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try NoteDocument.create(in: folder, name: "Trip")
    let url = try #require(made.fileURL)
    _ = made.addAttachment(data: Data(repeating: 7, count: 4096), preferredName: "photo.bin")
    made.setText(plain("Day 0"))
    try made.save()
    let before = try inode(url.appendingPathComponent("Attachments/photo.bin"))

    let document = NoteUIDocument(fileURL: url)
    #expect(await document.open())
    #expect(document.documentState == .normal)
    #expect(try document.modelQueue.sync { try document.note.text().document.string } == "Day 0")
    document.modelQueue.sync { document.note.setText(plain("Day 1")) }
    document.updateChangeCount(.done)
    #expect(await document.save(to: url, for: .forOverwriting))
    #expect(!document.hasUnsavedChanges)

    let saved = try NoteDocument(url: url)
    #expect(try saved.text().document.string == "Day 1")
    #expect(saved.quickLookState() == .fresh)
    #expect(saved.attachmentNames == ["photo.bin"])
    // The unchanged attachment was hard-linked from the package that was read.
    #expect(try inode(url.appendingPathComponent("Attachments/photo.bin")) == before)
    #expect(await document.close())
  }

  @Test func newNoteIsCreated() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("New.note")
    let document = NoteUIDocument(fileURL: url)
    document.modelQueue.sync { document.note.setText(plain("Hello")) }
    #expect(await document.save(to: url, for: .forCreating))
    let saved = try NoteDocument(url: url)
    #expect(try saved.text().document.string == "Hello")
    #expect(saved.quickLookState() == .fresh)
  }

  @Test func aFolderThatIsNotANoteDoesNotOpen() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Empty.note")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let document = NoteUIDocument(fileURL: url)
    #expect(!(await document.open()))
  }

  /// Another process saves the note while this document has an unsaved edit: the other
  /// version is kept as a conflict copy, this save still succeeds, nothing is lost.
  @Test func outsideSaveBecomesAConflictCopy() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try NoteDocument.create(in: folder, name: "Shared")
    let url = try #require(made.fileURL)
    let document = NoteUIDocument(fileURL: url)
    document.autosaveInterval = 0
    #expect(await document.open())
    document.modelQueue.sync { document.note.setText(plain("mine")) }
    document.updateChangeCount(.done)

    let other = try NoteDocument(url: url)
    other.setText(plain("theirs"))
    try other.save()

    #expect(await document.save(to: url, for: .forOverwriting))
    #expect(document.documentState.contains(.inConflict))
    #expect(try NoteDocument(url: url).text().document.string == "mine")
    let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.contains("conflicted copy") }
    #expect(copies.count == 1)
    let copy = try NoteDocument(url: folder.appendingPathComponent(try #require(copies.first)))
    #expect(try copy.text().document.string == "theirs")
    _ = await document.close()
  }
}

/// One paragraph of plain text.
func plain(_ text: String) -> AttributedDocument {
  AttributedDocument(paragraphs: [Paragraph(runs: [TextRun(text: text)])])
}

/// A fresh folder under the temporary directory, removed by the caller.
func makeFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "docpkg-packagedocs-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The inode number of the file at `url`.
func inode(_ url: URL) throws -> UInt64 {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
  return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
}
