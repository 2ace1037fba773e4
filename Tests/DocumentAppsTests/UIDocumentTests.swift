import DocumentApps
import Foundation
import Testing

@Suite struct UIDocumentTests {
  @Test func savesOpensAndCloses() async throws {
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note.txt")
    let created = TextDocument(fileURL: url)
    #expect(created.documentState == .closed)
    created.text = "first"
    #expect(await created.save(to: url, for: .forCreating))
    #expect(try String(contentsOf: url, encoding: .utf8) == "first")

    let document = TextDocument(fileURL: url)
    #expect(await document.open())
    #expect(document.documentState == .normal)
    #expect(document.text == "first")
    #expect(document.fileType == "public.plain-text")
    #expect(document.localizedName == "Note")
    #expect(document.fileModificationDate != nil)
    document.text = "second"
    document.updateChangeCount(.done)
    #expect(document.hasUnsavedChanges)
    #expect(await document.close())
    #expect(document.documentState == .closed)
    #expect(!document.hasUnsavedChanges)
    #expect(try String(contentsOf: url, encoding: .utf8) == "second")
  }

  @Test func openingAMissingFileFails() async throws {
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = TextDocument(fileURL: folder.appendingPathComponent("None.txt"))
    #expect(!(await document.open()))
    #expect(document.documentState == .closed)
  }

  @Test func autosavesAfterTheInterval() async throws {
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note.txt")
    try Data("start".utf8).write(to: url)
    let document = TextDocument(fileURL: url)
    document.autosaveInterval = 0.1
    #expect(await document.open())
    document.text = "autosaved"
    document.updateChangeCount(.done)
    #expect(await waitUntil(3) { (try? String(contentsOf: url, encoding: .utf8)) == "autosaved" })
    #expect(await waitUntil(1) { !document.hasUnsavedChanges })
    _ = await document.close()
  }

  @Test func undoneChangesAreNotUnsaved() {
    let document = TextDocument(fileURL: URL(fileURLWithPath: "/nonexistent/a.txt"))
    document.updateChangeCount(.done)
    document.updateChangeCount(.undone)
    #expect(!document.hasUnsavedChanges)
    document.updateChangeCount(.done)
    document.updateChangeCount(.cleared)
    #expect(!document.hasUnsavedChanges)
  }

  @Test func outsideChangeReloads() async throws {
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note.txt")
    try Data("mine".utf8).write(to: url)
    let document = TextDocument(fileURL: url)
    #expect(await document.open())
    // Another process saves atomically (a new file renamed over the old).
    let temporary = folder.appendingPathComponent(".Note.tmp")
    try Data("theirs".utf8).write(to: temporary)
    #expect(rename(temporary.path, url.path) == 0)
    #expect(await waitUntil(3) { document.text == "theirs" })
    _ = await document.close()
  }

  @Test func outsideChangeWithUnsavedEditsIsKeptAsAConflictCopy() async throws {
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note.txt")
    try Data("base".utf8).write(to: url)
    let document = TextDocument(fileURL: url)
    document.autosaveInterval = 0
    #expect(await document.open())
    document.text = "mine"
    document.updateChangeCount(.done)
    try Data("theirs, written meanwhile".utf8).write(to: url)
    try await Task.sleep(nanoseconds: 200_000_000)
    #expect(document.text == "mine")
    #expect(await document.save(to: url, for: .forOverwriting))
    #expect(try String(contentsOf: url, encoding: .utf8) == "mine")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let copy = try #require(names.first { $0.contains("conflicted copy") })
    #expect(
      try String(contentsOf: folder.appendingPathComponent(copy), encoding: .utf8)
        == "theirs, written meanwhile")
    #expect(document.documentState.contains(.inConflict))
    _ = await document.close()
  }

  @Test func conflictCopiesSetInConflictAndPostStateChanges() async throws {
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note.txt")
    try Data("base".utf8).write(to: url)
    let document = TextDocument(fileURL: url)
    let states = Recorder<UIDocument.State>()
    let token = NotificationCenter.default.addObserver(
      forName: UIDocument.stateChangedNotification, object: document, queue: nil
    ) { [document] _ in states.append(document.documentState) }
    defer { NotificationCenter.default.removeObserver(token) }
    #expect(await document.open())
    let copy = folder.appendingPathComponent("Note (Jane's conflicted copy 2024-01-02).txt")
    try Data("other".utf8).write(to: copy)
    #expect(await waitUntil(3) { document.documentState.contains(.inConflict) })
    #expect(NSFileVersion.unresolvedConflictVersionsOfItem(at: url)?.count == 1)
    // The sync client (or the user) removes the copy: the conflict is gone.
    try FileManager.default.removeItem(at: copy)
    #expect(await waitUntil(3) { !document.documentState.contains(.inConflict) })
    #expect(states.values.contains { $0.contains(.inConflict) })
    _ = await document.close()
  }

  @Test func packagesRoundTripThroughFileWrappers() async throws {
    final class PackageDocument: UIDocument, @unchecked Sendable {
      var parts: [String: Data] = [:]
      override func contents(forType typeName: String) throws -> Any {
        FileWrapper(
          directoryWithFileWrappers: parts.mapValues { FileWrapper(regularFileWithContents: $0) })
      }
      override func load(fromContents contents: Any, ofType typeName: String?) throws {
        let wrapper = try #require(contents as? FileWrapper)
        parts = (wrapper.fileWrappers ?? [:]).compactMapValues(\.regularFileContents)
      }
    }
    let folder = try makeFolder("uidocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Trip.note")
    let document = PackageDocument(fileURL: url)
    document.parts = ["Text.txt": Data("hi".utf8), "photo.jpg": Data([1, 2, 3])]
    #expect(await document.save(to: url, for: .forCreating))
    let reopened = PackageDocument(fileURL: url)
    #expect(await reopened.open())
    #expect(reopened.parts == document.parts)
    _ = await reopened.close()
  }
}
