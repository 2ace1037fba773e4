import Foundation
import TestSupport
import Testing

@testable import FileWrappers

/// Apple's path-based methods: `needsToBeUpdated(fromPath:)`, `update(fromPath:)`,
/// `write(toFile:atomically:updateFilenames:)` and the link helpers.
@Suite("FileWrapper path methods")
struct PathMethodsTests {
  /// Sets a file's modification time `seconds` from now.
  static func touch(_ url: URL, secondsFromNow seconds: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: seconds)], ofItemAtPath: url.path)
  }

  @Test func needsToBeUpdatedFollowsTheItemOnDisk() throws {
    try withTemporaryDirectory { folder in
      let package = folder.appendingPathComponent("Trip.note")
      let manager = FileManager.default
      try manager.createDirectory(at: package, withIntermediateDirectories: false)
      let text = package.appendingPathComponent("Text.rtf")
      try Data("{\\rtf1 hi}".utf8).write(to: text)
      let wrapper = try #require(FileWrapper(path: package.path))
      #expect(!wrapper.needsToBeUpdated(fromPath: package.path))
      #expect(!wrapper.update(fromPath: package.path))

      // A file of another size with another date: out of date.
      try Data("{\\rtf1 hello}".utf8).write(to: text)
      try Self.touch(text, secondsFromNow: 10)
      #expect(wrapper.needsToBeUpdated(fromPath: package.path))
      #expect(wrapper.update(fromPath: package.path))
      #expect(!wrapper.needsToBeUpdated(fromPath: package.path))
      #expect(wrapper.fileWrappers?["Text.rtf"]?.regularFileContents == Data("{\\rtf1 hello}".utf8))

      // A new child: out of date.
      try Data([1, 2, 3]).write(to: package.appendingPathComponent("extra.bin"))
      try Self.touch(package, secondsFromNow: 20)
      #expect(wrapper.needsToBeUpdated(fromPath: package.path))
      #expect(wrapper.update(fromPath: package.path))
      #expect(wrapper.fileWrappers?.keys.sorted() == ["Text.rtf", "extra.bin"])

      // Gone: needs updating, and the update fails leaving the wrapper as it was.
      try manager.removeItem(at: package)
      #expect(wrapper.needsToBeUpdated(fromPath: package.path))
      #expect(!wrapper.update(fromPath: package.path))
      #expect(wrapper.fileWrappers?.count == 2)
    }
  }

  @Test func wrappersMadeInMemoryNeedUpdating() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("a.txt")
      try Data("a".utf8).write(to: file)
      let wrapper = FileWrapper(regularFileWithContents: Data("b".utf8))
      wrapper.modificationDate = nil
      #expect(wrapper.needsToBeUpdated(fromPath: file.path))
      #expect(FileWrapper(path: folder.appendingPathComponent("missing").path) == nil)
    }
  }

  @Test func writeToFileAndLinks() throws {
    try withTemporaryDirectory { folder in
      let root = FileWrapper(directoryWithFileWrappers: [:])
      root.addRegularFile(withContents: Data("x".utf8), preferredFilename: "x.txt")
      let key = root.addSymbolicLink(withDestination: "x.txt", preferredFilename: "link")
      #expect(key == "link")
      #expect(root.fileWrappers?["link"]?.symbolicLinkDestination().hasSuffix("x.txt") == true)
      #expect(root.symbolicLinkDestination() == "")
      let target = folder.appendingPathComponent("Out.pkg")
      #expect(root.write(toFile: target.path, atomically: true, updateFilenames: true))
      #expect(root.fileWrappers?["x.txt"]?.filename == "x.txt")
      #expect(try Data(contentsOf: target.appendingPathComponent("x.txt")) == Data("x".utf8))
      let destination = try FileManager.default.destinationOfSymbolicLink(
        atPath: target.appendingPathComponent("link").path)
      #expect(destination.hasSuffix("x.txt"))
      // A destination whose folder does not exist fails without throwing.
      let nowhere = folder.appendingPathComponent("no/such/Out.pkg")
      #expect(!root.write(toFile: nowhere.path, atomically: false, updateFilenames: false))
      let link = FileWrapper(symbolicLinkWithDestination: "/tmp/elsewhere")
      #expect(link.symbolicLinkDestination() == "/tmp/elsewhere")
    }
  }
}
