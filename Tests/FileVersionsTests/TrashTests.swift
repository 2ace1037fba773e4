import FileVersions
import Foundation
import TestSupport
import Testing

@Suite("freedesktop.org Trash")
struct TrashTests {
  @Test func trashingWritesTheInfoFileAndMovesTheItem() throws {
    try withTemporaryDirectory { folder in
      let trash = Trash(directory: folder.appendingPathComponent("data/Trash"))
      let item = folder.appendingPathComponent("Trip Notes%.note")
      try FileManager.default.createDirectory(at: item, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: item.appendingPathComponent("Text.rtf"))
      let date = Date(timeIntervalSince1970: 1_700_000_000)
      let trashed = try trash.trashItem(at: item, date: date)
      #expect(!FileManager.default.fileExists(atPath: item.path))
      #expect(trashed.trashedURL.lastPathComponent == "Trip Notes%.note")
      #expect(
        FileManager.default.fileExists(
          atPath: trashed.trashedURL.appendingPathComponent("Text.rtf").path))
      let info = try String(contentsOf: trashed.infoURL, encoding: .utf8)
      #expect(info.hasPrefix("[Trash Info]\nPath=/"))
      #expect(info.contains("/Trip%20Notes%25.note\n"))
      #expect(info.contains("DeletionDate=20"))
      let listed = trash.items()
      #expect(listed.count == 1)
      #expect(listed.first?.originalPath == item.path)
      #expect(listed.first?.deletionDate == date)
    }
  }

  @Test func sameNamesGetNumberedAndRestoreWorks() throws {
    try withTemporaryDirectory { folder in
      let trash = Trash(directory: folder.appendingPathComponent("Trash"))
      let item = folder.appendingPathComponent("a.txt")
      var trashed: [TrashedItem] = []
      for round in 0..<3 {
        try Data("\(round)".utf8).write(to: item)
        trashed.append(try trash.trashItem(at: item))
      }
      #expect(trashed.map(\.trashedURL.lastPathComponent) == ["a.txt", "a 2.txt", "a 3.txt"])
      try trash.restore(trashed[1])
      #expect(try String(contentsOf: item, encoding: .utf8) == "1")
      #expect(throws: TrashError.originalExists(path: item.path)) { try trash.restore(trashed[2]) }
      #expect(trash.items().count == 2)
    }
  }

  @Test func missingItemsAndTheTrashItselfAreRefused() throws {
    try withTemporaryDirectory { folder in
      let trash = Trash(directory: folder.appendingPathComponent("Trash"))
      let missing = folder.appendingPathComponent("gone.txt")
      #expect(throws: TrashError.noSuchItem(path: missing.path)) {
        try trash.trashItem(at: missing)
      }
      try FileManager.default.createDirectory(
        at: trash.filesDirectory, withIntermediateDirectories: true)
      #expect(throws: TrashError.insideTrash(path: trash.filesDirectory.path)) {
        try trash.trashItem(at: trash.filesDirectory)
      }
    }
  }

  @Test func symbolicLinksAreMovedNotFollowed() throws {
    try withTemporaryDirectory { folder in
      let trash = Trash(directory: folder.appendingPathComponent("Trash"))
      let target = folder.appendingPathComponent("target.txt")
      try Data("keep".utf8).write(to: target)
      let link = folder.appendingPathComponent("link.txt")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      let trashed = try trash.trashItem(at: link)
      #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
      let kind = try FileManager.default.attributesOfItem(atPath: trashed.trashedURL.path)[.type]
      #expect(kind as? FileAttributeType == .typeSymbolicLink)
    }
  }

  @Test func homeTrashFollowsXDGDataHome() throws {
    try withTemporaryDirectory { folder in
      let home = Trash.home(environment: ["XDG_DATA_HOME": folder.path, "HOME": "/nowhere"])
      #expect(home.directory.path == folder.appendingPathComponent("Trash").path)
      let fallback = Trash.home(environment: ["HOME": "/home/jane"])
      #expect(fallback.directory.path == "/home/jane/.local/share/Trash")
      // Same file system as the item: the home trash is chosen.
      let item = folder.appendingPathComponent("x.txt")
      try Data().write(to: item)
      let chosen = try Trash.forItem(at: item, environment: ["XDG_DATA_HOME": folder.path])
      #expect(chosen == home)
      #expect(chosen.topDirectory == nil)
    }
  }

  @Test func infoFilesWithoutItemsAreSkipped() throws {
    try withTemporaryDirectory { folder in
      let trash = Trash(directory: folder.appendingPathComponent("Trash"))
      try FileManager.default.createDirectory(
        at: trash.infoDirectory, withIntermediateDirectories: true)
      try Data("[Trash Info]\nPath=/x\nDeletionDate=2024-01-02T03:04:05\n".utf8).write(
        to: trash.infoDirectory.appendingPathComponent("x.trashinfo"))
      #expect(trash.items().isEmpty)
      // The leftover info file blocks its name; the next item takes another.
      let item = folder.appendingPathComponent("x")
      try Data().write(to: item)
      #expect(try trash.trashItem(at: item).trashedURL.lastPathComponent == "x 2")
    }
  }
}
