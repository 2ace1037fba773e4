import Foundation
import NotesModel
import Testing

#if canImport(UIKit)
  import UIKit
#elseif canImport(DocumentApps)
  import DocumentApps
#endif

@Suite struct NotesModelTests {
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "notes-model-\(UUID().uuidString)")
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

  @Test func aNoteSavesTextAttachmentsAndAQuickLookThumbnail() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Trip.note")
    let note = NoteDocument(fileURL: url)
    note.text = "Packing list\nTent\nStove"
    note.attachments = ["map.jpg": Data([0xFF, 0xD8, 0xFF])]
    #expect(await note.save(to: url, for: .forCreating))

    let thumbnail = try Data(contentsOf: url.appendingPathComponent("QuickLook/Thumbnail.png"))
    #expect(thumbnail.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(
      try Data(contentsOf: url.appendingPathComponent("Attachments/map.jpg"))
        == Data([0xFF, 0xD8, 0xFF]))

    let reopened = NoteDocument(fileURL: url)
    #expect(await reopened.open())
    #expect(reopened.text == "Packing list\nTent\nStove")
    #expect(reopened.attachments["map.jpg"] == Data([0xFF, 0xD8, 0xFF]))
    _ = await reopened.close()
  }

  @Test func editsAreAutosaved() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Trip.note")
    let note = NoteDocument(fileURL: url)
    #expect(await note.save(to: url, for: .forCreating))
    #expect(await note.open())
    note.autosaveInterval = 0.1
    note.edit("Autosaved text")
    #expect(
      await waitUntil {
        (try? String(contentsOf: url.appendingPathComponent("Text.txt"), encoding: .utf8))
          == "Autosaved text"
      })
    _ = await note.close()
  }

  @Test func aConflictIsReportedAndResolved() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Trip.note")
    let note = NoteDocument(fileURL: url)
    note.text = "mine"
    #expect(await note.save(to: url, for: .forCreating))
    #expect(await note.open())
    let states = StateLog()
    note.onStateChange = { states.append($0) }

    // A sync client delivers the other computer's version as a conflict copy.
    let other = NoteDocument(fileURL: folder.appendingPathComponent("x.note"))
    other.text = "theirs"
    let copy = folder.appendingPathComponent("Trip (Jane's conflicted copy 2024-01-02).note")
    #expect(await other.save(to: copy, for: .forCreating))

    let conflicts = NoteConflicts(document: note)
    #expect(await waitUntil { conflicts.isInConflict })
    #expect(states.values.contains { $0.contains(.inConflict) })
    let versions = conflicts.versions()
    #expect(versions.count == 1)
    let chosen = try #require(versions.first)
    #if canImport(DocumentApps)
      let trash = Trash(directory: folder.appendingPathComponent(".trash-for-test"))
      let kept = try await Trash.$homeOverride.withValue(trash) { try await conflicts.keep(chosen) }
    #else
      let kept = try await conflicts.keep(chosen)
    #endif
    #expect(kept)
    #expect(note.text == "theirs")
    #expect(await waitUntil { !conflicts.isInConflict })
    _ = await note.close()
  }
}

final class StateLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [UIDocument.State] = []
  func append(_ state: UIDocument.State) { lock.withLock { stored.append(state) } }
  var values: [UIDocument.State] { lock.withLock { stored } }
}
