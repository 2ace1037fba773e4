import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("FileWrapper reading")
struct ReadingTests {
  /// A package: Text.rtf, Attachments/photo.bin, a link inside and a link outside.
  func makePackage(_ root: URL) throws -> URL {
    let package = root.appendingPathComponent("Trip.note")
    try writeFile(package.appendingPathComponent("Text.rtf"), "{\\rtf1 hi}")
    try writeFile(package.appendingPathComponent("Attachments/photo.bin"), "PHOTO")
    symlink("../Text.rtf", package.appendingPathComponent("Attachments/inside").path)
    symlink("../../../etc/passwd", package.appendingPathComponent("Attachments/outside").path)
    symlink("/etc/hostname", package.appendingPathComponent("absolute").path)
    return package
  }

  @Test func readsStructureLazily() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      let package = try FileWrapper(url: url, options: [])
      #expect(package.isDirectory)
      #expect(package.filename == "Trip.note")
      #expect(package.preferredFilename == "Trip.note")
      let keys = package.fileWrappers?.keys.sorted()
      #expect(keys == ["Attachments", "Text.rtf", "absolute"])
      let text = try #require(package.fileWrappers?["Text.rtf"])
      #expect(text.regularFileSize == 10)
      #expect(text.fileAttributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o644)
      #expect(try text.contents() == Data("{\\rtf1 hi}".utf8))
      let attachments = try #require(package.fileWrappers?["Attachments"])
      let inside = try #require(attachments.fileWrappers?["inside"])
      #expect(inside.isSymbolicLink)
      #expect(inside.symbolicLinkDestinationURL?.path.hasSuffix("Text.rtf") == true)
      let outside = package.problems.filter {
        if case .linkOutsidePackage = $0.kind { return true }
        return false
      }
      #expect(outside.map(\.path).sorted() == ["Attachments/outside", "absolute"])
    }
  }

  @Test func lazyContentsDetectChangesAndRemoval() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      let package = try FileWrapper(url: url, options: [])
      let text = try #require(package.fileWrappers?["Text.rtf"])
      let photo = try #require(package.fileWrappers?["Attachments"]?.fileWrappers?["photo.bin"])
      try Data("{\\rtf1 changed!}".utf8).write(to: url.appendingPathComponent("Text.rtf"))
      try FileManager.default.removeItem(at: url.appendingPathComponent("Attachments/photo.bin"))
      #expect(throws: FileWrapperError.contentsChanged(path: url.path + "/Text.rtf")) {
        try text.contents()
      }
      #expect(text.regularFileContents == nil)
      #expect(throws: FileWrapperError.fileVanished(path: url.path + "/Attachments/photo.bin")) {
        try photo.contents()
      }
    }
  }

  @Test func sameSizeReplacementIsDetected() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      let package = try FileWrapper(url: url, options: [])
      let text = try #require(package.fileWrappers?["Text.rtf"])
      // Same size, new inode (the usual "save by rename" of other editors).
      let replacement = root.appendingPathComponent("new.rtf")
      try Data("{\\rtf1 HI}".utf8).write(to: replacement)
      #expect(rename(replacement.path, url.appendingPathComponent("Text.rtf").path) == 0)
      #expect(throws: FileWrapperError.contentsChanged(path: url.path + "/Text.rtf")) {
        try text.contents()
      }
    }
  }

  @Test func unmappedLazyLoadsRespectTheByteLimit() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      var limits = ReadingLimits.default
      limits.maximumBytesLoaded = 4
      let package = try FileWrapper(url: url, options: .withoutMapping, limits: limits)
      #expect(throws: FileWrapperError.tooManyBytes(path: url.path + "/Text.rtf", limit: 4)) {
        try package.fileWrappers?["Text.rtf"]?.contents()
      }
    }
  }

  @Test func immediateReadingIsUnaffectedByLaterChanges() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      for options: FileWrapper.ReadingOptions in [.immediate, [.immediate, .withoutMapping]] {
        let package = try FileWrapper(url: url, options: options)
        try Data("other".utf8).write(to: url.appendingPathComponent("Text.rtf"))
        #expect(package.fileWrappers?["Text.rtf"]?.regularFileContents == Data("{\\rtf1 hi}".utf8))
        try Data("{\\rtf1 hi}".utf8).write(to: url.appendingPathComponent("Text.rtf"))
      }
    }
  }

  @Test func withoutMappingReadsContents() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      let package = try FileWrapper(url: url, options: .withoutMapping)
      #expect(package.fileWrappers?["Text.rtf"]?.regularFileContents == Data("{\\rtf1 hi}".utf8))
    }
  }

  @Test func limitsThrowClearErrors() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      var limits = ReadingLimits.default
      limits.maximumEntryCount = 3
      #expect(throws: FileWrapperError.self) {
        try FileWrapper(url: url, options: [], limits: limits)
      }
      limits = .default
      limits.maximumDepth = 1
      do {
        _ = try FileWrapper(url: url, options: [], limits: limits)
        Issue.record("expected tooDeep")
      } catch let error as FileWrapperError {
        #expect(error == .tooDeep(path: url.path + "/Attachments", limit: 1))
      }
      limits = .default
      limits.maximumBytesLoaded = 12
      #expect(throws: FileWrapperError.self) {
        try FileWrapper(url: url, options: .immediate, limits: limits)
      }
      #expect(ReadingLimits.default.maximumEntryCount == 100_000)
    }
  }

  @Test func missingItemThrowsNoSuchFile() {
    let url = URL(fileURLWithPath: "/nonexistent/docpkg/x.note")
    #expect(throws: FileWrapperError.noSuchFile(path: url.path)) {
      try FileWrapper(url: url, options: [])
    }
  }

  @Test func oddNamesNeverCrash() throws {
    try withTemporaryDirectory { root in
      let package = root.appendingPathComponent("odd")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      let rawName: [UInt8] = Array(package.path.utf8) + [0x2F, 0x62, 0xFF, 0xFE, 0x2E, 0x74]
      let descriptor = open(rawName.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
      #expect(descriptor >= 0)
      close(descriptor)
      let long = String(repeating: "n", count: 255)
      try writeFile(package.appendingPathComponent(long), "long")
      try writeFile(package.appendingPathComponent("caf\u{e9} \u{1F600}.txt"), "x")
      let wrapper = try FileWrapper(url: package, options: [])
      #expect(wrapper.fileWrappers?.count == 3)
      #expect(wrapper.problems.contains { $0.kind == .nonUTF8Name })
      #expect(wrapper.fileWrappers?[long]?.regularFileContents == Data("long".utf8))
      // Writing back keeps the raw bytes.
      let copy = root.appendingPathComponent("copy")
      try wrapper.write(to: copy, options: .atomic, originalContentsURL: nil)
      let copied = Array(copy.path.utf8) + [0x2F, 0x62, 0xFF, 0xFE, 0x2E, 0x74]
      #expect(access(copied.map { CChar(bitPattern: $0) } + [0], F_OK) == 0)
    }
  }

  @Test func specialFilesAreSkippedAndReported() throws {
    try withTemporaryDirectory { root in
      let package = root.appendingPathComponent("p")
      try writeFile(package.appendingPathComponent("a"), "a")
      mkfifo(package.appendingPathComponent("pipe").path, 0o644)
      let wrapper = try FileWrapper(url: package, options: [])
      #expect(wrapper.fileWrappers?.keys.sorted() == ["a"])
      #expect(wrapper.problems.contains { $0.kind == .unsupportedFileType(type: "fifo") })
      #expect(throws: FileWrapperError.self) {
        try FileWrapper(url: package.appendingPathComponent("pipe"), options: [])
      }
    }
  }

  @Test func symbolicLinkRootIsNotFollowed() throws {
    try withTemporaryDirectory { root in
      let package = try makePackage(root)
      let link = root.appendingPathComponent("link.note")
      symlink(package.path, link.path)
      let wrapper = try FileWrapper(url: link, options: [])
      #expect(wrapper.isSymbolicLink)
    }
  }

  @Test func matchesContentsAndReRead() throws {
    try withTemporaryDirectory { root in
      let url = try makePackage(root)
      let package = try FileWrapper(url: url, options: [])
      #expect(package.matchesContents(of: url))
      try writeFile(url.appendingPathComponent("new.txt"), "n")
      #expect(!package.matchesContents(of: url))
      try package.read(from: url, options: [])
      #expect(package.fileWrappers?["new.txt"] != nil)
      #expect(package.matchesContents(of: url))
      setModificationTime(url.appendingPathComponent("Text.rtf").path, 1_000_000)
      #expect(!package.matchesContents(of: url))
    }
  }
}
