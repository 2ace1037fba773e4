import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Acceptance 4: after changing one small file, unchanged large files stay the same inodes
/// and the save writes less than 1 MB.
@Suite("Incremental saves")
struct IncrementalSaveTests {
  /// Total 512-byte blocks allocated under `url`.
  func blocks(_ url: URL) -> Int {
    var total = 0
    if let raw = status(url.path) { total += Int(raw.st_blocks) }
    if let enumerator = FileManager.default.enumerator(atPath: url.path) {
      for case let name as String in enumerator {
        if let raw = status(url.appendingPathComponent(name).path) { total += Int(raw.st_blocks) }
      }
    }
    return total
  }

  /// Bytes this thread passed to write(2) so far (`wchar` in /proc/thread-self/io).
  func threadWrittenCharacters() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8)
    else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
      return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    return 0
  }

  @Test func unchangedLargeFilesAreHardLinked() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("big.note")
      let package = FileWrapper(directoryWithFileWrappers: [:])
      let large = Data(repeating: 0x5A, count: 8 << 20)
      package.addRegularFile(withContents: large, preferredFilename: "large1.bin")
      let attachments = FileWrapper(directoryWithFileWrappers: [:])
      attachments.preferredFilename = "Attachments"
      attachments.addRegularFile(withContents: large, preferredFilename: "large2.bin")
      package.addFileWrapper(attachments)
      package.addRegularFile(withContents: Data("v1".utf8), preferredFilename: "Text.rtf")
      try package.write(to: url, options: .atomic, originalContentsURL: nil)
      let inode1 = try #require(status(url.appendingPathComponent("large1.bin").path)).st_ino
      let inode2 = try #require(status(url.appendingPathComponent("Attachments/large2.bin").path))
        .st_ino

      let reread = try FileWrapper(url: url, options: [])
      if let text = reread.fileWrappers?["Text.rtf"] { reread.removeFileWrapper(text) }
      reread.addRegularFile(withContents: Data("v2".utf8), preferredFilename: "Text.rtf")
      let before = blocks(dir)
      let charactersBefore = threadWrittenCharacters()
      try reread.write(to: url, options: .atomic, originalContentsURL: url)
      let written = threadWrittenCharacters() - charactersBefore
      let after = blocks(dir)
      print(
        "incremental save: write(2) bytes \(written), allocation delta \((after - before) * 512)")
      #expect(written < 1 << 20, "write(2) calls wrote \(written) bytes")

      #expect(try #require(status(url.appendingPathComponent("large1.bin").path)).st_ino == inode1)
      #expect(
        try #require(status(url.appendingPathComponent("Attachments/large2.bin").path)).st_ino
          == inode2)
      #expect(
        try String(contentsOf: url.appendingPathComponent("Text.rtf"), encoding: .utf8) == "v2")
      // The old tree's blocks are freed and the new tree shares the large inodes: the
      // difference in allocated bytes is at most a few small files and folders.
      let writtenBytes = abs(after - before) * 512
      #expect(writtenBytes < 1 << 20, "allocation changed by \(writtenBytes) bytes")
      #expect(names(in: dir) == ["big.note"])
    }
  }

  @Test func crossFileSystemSavesCopyInsteadOfLinking() throws {
    let shm = URL(fileURLWithPath: "/dev/shm")
    guard FileManager.default.isWritableFile(atPath: shm.path) else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("p")
      try writeFile(url.appendingPathComponent("Attachments/a.bin"), "attachment")
      let package = try FileWrapper(url: url, options: [])
      let target = shm.appendingPathComponent("docpkg-test-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: target) }
      try package.write(to: target, options: .atomic, originalContentsURL: url)
      let copied = target.appendingPathComponent("Attachments/a.bin")
      #expect(try String(contentsOf: copied, encoding: .utf8) == "attachment")
      #expect(status(copied.path)?.st_nlink == 1)
    }
  }

  @Test func changedOriginalsAreNotLinked() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("p")
      try writeFile(url.appendingPathComponent("a.txt"), "one")
      let package = try FileWrapper(url: url, options: .immediate)
      let inode = try #require(status(url.appendingPathComponent("a.txt").path)).st_ino
      // Rewritten in place (same inode, so the folder itself is unchanged and the save is
      // not a conflict); replacing the file would change the folder: `SaveConflictTests`.
      let handle = try FileHandle(forUpdating: url.appendingPathComponent("a.txt"))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data("two!".utf8))
      try handle.close()
      #expect(status(url.appendingPathComponent("a.txt").path)?.st_ino == inode)
      try package.write(to: url, options: .atomic, originalContentsURL: url)
      #expect(try String(contentsOf: url.appendingPathComponent("a.txt"), encoding: .utf8) == "one")
    }
  }

  @Test func editedAttributesAreRewrittenNotLinked() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("p")
      try writeFile(url.appendingPathComponent("a.txt"), "one")
      let inode = try #require(status(url.appendingPathComponent("a.txt").path)).st_ino
      let package = try FileWrapper(url: url, options: [])
      let file = try #require(package.fileWrappers?["a.txt"])
      file.fileAttributes = [FileAttributeKey.posixPermissions.rawValue: 0o600]
      try package.write(to: url, options: .atomic, originalContentsURL: url)
      let raw = try #require(status(url.appendingPathComponent("a.txt").path))
      #expect(raw.st_ino != inode)
      #expect(raw.st_mode & 0o777 == 0o600)
    }
  }
}
