import FileVersions
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Items on another file system than the home trash go to that file system's
/// `$topdir/.Trash-$uid`. `/dev/shm` (tmpfs) is the other file system here; the test skips
/// where it is missing or on the same device.
@Suite("Trash on another file system")
struct TopDirectoryTrashTests {
  static var shm: URL? {
    var shm = stat()
    var temporary = stat()
    guard stat("/dev/shm", &shm) == 0, access("/dev/shm", W_OK) == 0,
      stat(FileManager.default.temporaryDirectory.path, &temporary) == 0,
      shm.st_dev != temporary.st_dev
    else { return nil }
    return URL(fileURLWithPath: "/dev/shm")
  }

  @Test(.enabled(if: shm != nil)) func usesTheTopDirectoryTrash() throws {
    let top = try #require(Self.shm)
    let can = top.appendingPathComponent(".Trash-\(getuid())")
    let existed = FileManager.default.fileExists(atPath: can.path)
    let item = top.appendingPathComponent("docpkg-trash-test-\(UUID().uuidString).txt")
    try Data("x".utf8).write(to: item)
    defer {
      try? FileManager.default.removeItem(at: item)
      if !existed { try? FileManager.default.removeItem(at: can) }
    }
    let home = FileManager.default.temporaryDirectory.path
    let trash = try Trash.forItem(at: item, environment: ["XDG_DATA_HOME": home])
    #expect(trash.directory.path == can.path)
    #expect(trash.topDirectory?.path == top.path)
    let trashed = try trash.trashItem(at: item)
    defer {
      try? FileManager.default.removeItem(at: trashed.trashedURL)
      try? FileManager.default.removeItem(at: trashed.infoURL)
    }
    let info = try String(contentsOf: trashed.infoURL, encoding: .utf8)
    // Relative to the top directory, as the specification allows for these cans.
    #expect(info.contains("\nPath=docpkg-trash-test-"))
    #expect(trash.items().contains { $0.originalPath == item.path })
    var status = stat()
    #expect(stat(can.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
  }
}
