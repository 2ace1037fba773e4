import DocumentPackages
import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `move` between file systems: from the temporary folder to `/dev/shm` (a tmpfs on Linux)
/// and back — copy, compare, then remove. Skipped when both are on one file system. The
/// SIGKILL loop is `Fuzz/stress/move-kill.sh`.
@Suite("Cross-device move")
struct CrossDeviceMoveTests {
  static func device(_ path: String) -> UInt64? {
    var info = stat()
    return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
  }

  static let otherFileSystem: URL? = {
    let shm = "/dev/shm"
    guard let here = device(FileManager.default.temporaryDirectory.path),
      let there = device(shm), here != there, access(shm, W_OK) == 0
    else { return nil }
    return URL(fileURLWithPath: shm)
  }()

  @Test(.enabled(if: otherFileSystem != nil))
  func movesAPackageWithLinksAndVersionsAcross() throws {
    let shm = try #require(Self.otherFileSystem)
    let target = shm.appendingPathComponent("docpkg-move-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: target) }
    try withTemporaryDirectory { dir in
      let doc = dir.appendingPathComponent("Trip.note")
      var big = Data(count: 1 << 20)
      for index in stride(from: 0, to: big.count, by: 4096) {
        big[index] = UInt8(index >> 12 & 0xFF)
      }
      try FileWrapper(directoryWithFileWrappers: [
        "Text.rtf": FileWrapper(regularFileWithContents: Data("{\\rtf1 trip}".utf8)),
        "Attachments": FileWrapper(directoryWithFileWrappers: [
          "big.bin": FileWrapper(regularFileWithContents: big)
        ]),
        "link": FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "Text.rtf")),
      ]).write(to: doc)
      let version = dir.appendingPathComponent("Trip (conflicted copy 2024-01-02 153012).note")
      try FileManager.default.copyItem(at: doc, to: version)
      let linkTarget = try FileManager.default.destinationOfSymbolicLink(
        atPath: doc.appendingPathComponent("link").path)
      try FileManager.default.createDirectory(
        at: target.appendingPathComponent("Trip.note"), withIntermediateDirectories: true)

      let result = try DocumentRelocator().move(doc, into: target)
      let moved = try #require(result.document.to)
      #expect(moved.lastPathComponent == "Trip 1.note")
      #expect(
        result.versions.map { $0.to?.lastPathComponent } == [
          "Trip 1 (conflicted copy 2024-01-02 153012).note"
        ])
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
      #expect(try Data(contentsOf: moved.appendingPathComponent("Attachments/big.bin")) == big)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(
          atPath: moved.appendingPathComponent("link").path) == linkTarget)
      // No hidden temporaries are left in either folder.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: target.path).sorted() == [
          "Trip 1 (conflicted copy 2024-01-02 153012).note", "Trip 1.note", "Trip.note",
        ])
      // And back again, under the name it has now.
      let back = try DocumentRelocator().move(moved, into: dir)
      let returned = try #require(back.document.to)
      #expect(returned.lastPathComponent == "Trip 1.note")
      #expect(try Data(contentsOf: returned.appendingPathComponent("Attachments/big.bin")) == big)
    }
  }
}
