import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("FileWrapper writing")
struct WritingTests {
  func sample() -> FileWrapper {
    let root = FileWrapper(directoryWithFileWrappers: [:])
    root.addRegularFile(withContents: Data("text".utf8), preferredFilename: "Text.rtf")
    root.addRegularFile(withContents: Data(), preferredFilename: "empty")
    let sub = FileWrapper(directoryWithFileWrappers: [
      "a b.txt": FileWrapper(regularFileWithContents: Data("ab".utf8)),
      "l": FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/etc/hostname")),
    ])
    sub.preferredFilename = "Sub Folder"
    root.addFileWrapper(sub)
    return root
  }

  @Test func writesAndReadsBack() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("out.note")
      let wrapper = sample()
      try wrapper.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
      #expect(wrapper.filename == "out.note")
      #expect(wrapper.fileWrappers?["Sub Folder"]?.filename == "Sub Folder")
      #expect(names(in: url) == ["Sub Folder", "Text.rtf", "empty"])
      #expect(
        try String(contentsOf: url.appendingPathComponent("Text.rtf"), encoding: .utf8) == "text")
      let link = try FileManager.default.destinationOfSymbolicLink(
        atPath: url.appendingPathComponent("Sub Folder/l").path)
      #expect(link == "/etc/hostname")
      let back = try FileWrapper(url: url, options: [])
      #expect(
        back.fileWrappers?["Sub Folder"]?.fileWrappers?["a b.txt"]?.regularFileContents
          == Data("ab".utf8))
      #expect(back.fileWrappers?["empty"]?.regularFileContents == Data())
    }
  }

  @Test func permissionsAndDatesAreWritten() throws {
    try withTemporaryDirectory { dir in
      let file = FileWrapper(regularFileWithContents: Data("x".utf8))
      file.fileAttributes = [
        FileAttributeKey.posixPermissions.rawValue: 0o600,
        FileAttributeKey.modificationDate.rawValue: Date(timeIntervalSince1970: 1_500_000_000),
      ]
      let url = dir.appendingPathComponent("f")
      try file.write(to: url, options: [], originalContentsURL: nil)
      let raw = try #require(status(url.path))
      #expect(raw.st_mode & 0o7777 == 0o600)
      #expect(raw.st_mtim.tv_sec == 1_500_000_000)
    }
  }

  @Test func atomicWriteReplacesExistingFolderAndCleansLeftovers() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("doc.note")
      try writeFile(url.appendingPathComponent("old.txt"), "old")
      // A leftover of a dead save (PID 999999 does not exist).
      try writeFile(dir.appendingPathComponent(".doc.note.docpkg-tmp-999999-1-1/x"), "junk")
      try sample().write(to: url, options: .atomic, originalContentsURL: nil)
      #expect(names(in: url) == ["Sub Folder", "Text.rtf", "empty"])
      #expect(names(in: dir) == ["doc.note"])
    }
  }

  @Test func invalidKeysThrowAndLeaveDestinationAlone() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("doc")
      try writeFile(url.appendingPathComponent("keep"), "k")
      let bad = FileWrapper(directoryWithFileWrappers: [:])
      bad.addRegularFile(withContents: Data(), preferredFilename: "a/b")
      #expect(throws: FileWrapperError.self) {
        try bad.write(to: url, options: .atomic, originalContentsURL: nil)
      }
      #expect(names(in: url) == ["keep"])
      #expect(names(in: dir) == ["doc"])
    }
  }

  @Test func unwritableDestinationThrowsWithPath() {
    let url = URL(fileURLWithPath: "/nonexistent-docpkg-dir/out")
    do {
      try sample().write(to: url, options: [], originalContentsURL: nil)
      Issue.record("expected an error")
    } catch let error as FileWrapperError {
      #expect(error.description.contains("/nonexistent-docpkg-dir"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
