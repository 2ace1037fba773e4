import ConflictScreen
import Foundation
import Testing

#if canImport(FileVersions)
  import FileVersions
#endif

/// On Linux the conflict copies are made the way Dropbox and Syncthing name them, and the
/// Trash is a folder of the test's own (`XDG_DATA_HOME`); on macOS the same calls run
/// against Foundation (where the folder has no versions, so only the empty case runs).
@Suite struct ConflictScreenTests {
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conflict-screen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func makePackage(_ url: URL, text: String, date: Date) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let file = url.appendingPathComponent("Text.rtf")
    try Data(text.utf8).write(to: file)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
  }

  @Test func aDocumentWithoutConflictsShowsOneRow() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Trip.note")
    try makePackage(url, text: "only", date: Date(timeIntervalSince1970: 1_700_000_000))
    let screen = ConflictScreen(url: url)
    #expect(!screen.isInConflict)
    #expect(screen.rows().map(\.title) == ["Current version"])
  }

  #if os(Linux)
    @Test func keepingAnotherVersionResolvesTheConflict() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let url = folder.appendingPathComponent("Trip.note")
      try makePackage(url, text: "mine", date: Date(timeIntervalSince1970: 1_700_000_000))
      try makePackage(
        folder.appendingPathComponent("Trip (Jane's MacBook's conflicted copy 2024-01-02).note"),
        text: "jane", date: Date(timeIntervalSince1970: 1_700_000_200))
      try makePackage(
        folder.appendingPathComponent("Trip.sync-conflict-20240102-153012-ABCDEFG.note"),
        text: "phone", date: Date(timeIntervalSince1970: 1_700_000_100))
      let trash = Trash(directory: folder.appendingPathComponent(".trash-for-test"))
      try Trash.$homeOverride.withValue(trash) {
        let screen = ConflictScreen(url: url)
        #expect(screen.isInConflict)
        let rows = screen.rows()
        #expect(
          rows.map(\.title) == [
            "Current version", "Modified on Jane's MacBook", "Modified on ABCDEFG",
          ])
        #expect(rows[1].date == Date(timeIntervalSince1970: 1_700_000_200))
        try screen.keep(screen.versions()[1])
        let text = try String(
          contentsOf: url.appendingPathComponent("Text.rtf"), encoding: .utf8)
        #expect(text == "jane")
        #expect(!screen.isInConflict)
        #expect(screen.rows().count == 1)
        #expect(trash.items().count == 2)
      }
    }
  #endif
}
