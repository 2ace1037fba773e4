import Foundation
import ICloudNotesModel
import Testing

@Suite struct ICloudNotesModelTests {
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "icloud-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func waitUntil(_ seconds: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
  }

  @Test func theListShowsOnlyNotesAndFollowsChanges() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("a".utf8).write(to: folder.appendingPathComponent("Note_1.txt"))
    try Data("b".utf8).write(to: folder.appendingPathComponent("Shopping.txt"))
    let list = NotesList(scopes: [folder])
    list.start()
    defer { list.stop() }
    #expect(await waitUntil { list.names == ["Note_1.txt"] })

    let url = folder.appendingPathComponent(Note.newFileName(date: Date(timeIntervalSince1970: 0)))
    let note = Note(fileURL: url)
    note.noteContent = "new note"
    #expect(await note.save(to: url, for: .forCreating))
    #expect(await waitUntil { list.names == ["Note_1.txt", "Note_19700101_000000.txt"] })

    try FileManager.default.removeItem(at: folder.appendingPathComponent("Note_1.txt"))
    #expect(await waitUntil { list.names == ["Note_19700101_000000.txt"] })
  }

  @Test func aNoteReloadsWhenAnotherDeviceChangesIt() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note_2.txt")
    try Data("on this device".utf8).write(to: url)
    let note = Note(fileURL: url)
    #expect(await note.open())
    #expect(note.noteContent == "on this device")
    // The sync client writes the other device's version: an atomic write is a new file
    // renamed over the old, as sync clients do.
    try Data("from the other device".utf8).write(to: url, options: .atomic)
    #expect(await waitUntil { note.noteContent == "from the other device" })
    _ = await note.close()
  }
}
