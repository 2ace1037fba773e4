import Foundation
import TestSupport
import Testing
import Zip

@Suite("Zip round trips")
struct ZipRoundTripTests {
  /// Lays out a small package tree with nested folders, an empty file, a non-ASCII name
  /// and a larger compressible file.
  static func makeTree(at root: URL) throws {
    let fm = FileManager.default
    try fm.createDirectory(
      at: root.appendingPathComponent("Attachments/Nested"), withIntermediateDirectories: true)
    try Data("{\\rtf1\\ansi Hello}".utf8).write(to: root.appendingPathComponent("Text.rtf"))
    try Data().write(to: root.appendingPathComponent("Attachments/empty.txt"))
    try Data("Grüße 日本".utf8).write(to: root.appendingPathComponent("Attachments/Grüße 日本.txt"))
    let big = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251 ^ $0 >> 9) })
    try big.write(to: root.appendingPathComponent("Attachments/Nested/big.bin"))
  }

  @Test func archiveThenExtractGivesIdenticalFiles() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Trip.note")
      try Self.makeTree(at: package)
      let zip = dir.appendingPathComponent("Trip.note.zip")
      try ZipWriter.archive(directory: package, to: zip)
      let archive = try ZipArchive(url: zip)
      #expect(
        archive.entries.map(\.path) == [
          "Trip.note", "Trip.note/Attachments", "Trip.note/Attachments/Grüße 日本.txt",
          "Trip.note/Attachments/Nested", "Trip.note/Attachments/Nested/big.bin",
          "Trip.note/Attachments/empty.txt", "Trip.note/Text.rtf",
        ])
      let out = dir.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
      try archive.extract(to: out.appendingPathComponent("x"))
      for relative in [
        "Text.rtf", "Attachments/empty.txt", "Attachments/Grüße 日本.txt",
        "Attachments/Nested/big.bin",
      ] {
        let original = try Data(contentsOf: package.appendingPathComponent(relative))
        let copy = try Data(contentsOf: out.appendingPathComponent("x/Trip.note/" + relative))
        #expect(original == copy, "\(relative)")
      }
    }
  }

  @Test func outputIsDeterministic() throws {
    try withTemporaryDirectory { dir in
      let first = dir.appendingPathComponent("a/Trip.note")
      let second = dir.appendingPathComponent("b/Trip.note")
      try Self.makeTree(at: first)
      try Self.makeTree(at: second)
      // Different mtimes and permissions must not change the bytes by default.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000), .posixPermissions: 0o600],
        ofItemAtPath: second.appendingPathComponent("Text.rtf").path)
      let one = try ZipWriter.archive(directory: first)
      let two = try ZipWriter.archive(directory: second)
      #expect(one == two)
      // Re-zipping an extracted archive gives the same bytes again.
      let out = dir.appendingPathComponent("c")
      try ZipArchive(data: one).extract(to: out)
      let three = try ZipWriter.archive(directory: out.appendingPathComponent("Trip.note"))
      #expect(three == one)
    }
  }

  @Test func entriesCarryPermissionsDatesAndKinds() throws {
    var options = ZipWriter.Options()
    options.timestamps = .fromFiles
    options.preservesPermissions = true
    let writer = ZipWriter(options: options)
    let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z
    try writer.addDirectory(path: "bin/", modificationDate: date, permissions: 0o750)
    try writer.addFile(
      path: "bin/tool", contents: Data("#!/bin/sh\n".utf8), modificationDate: date,
      permissions: 0o755)
    let data = try #require(try writer.finish())
    let archive = try ZipArchive(data: data)
    let tool = try #require(archive.entry(atPath: "bin/tool"))
    #expect(tool.kind == .file)
    #expect(tool.permissions == 0o755)
    #expect(tool.modificationDate == date)
    #expect(archive.entry(atPath: "bin")?.kind == .directory)
    #expect(archive.entry(atPath: "bin")?.permissions == 0o750)
    #expect(try archive.contents(of: tool) == Data("#!/bin/sh\n".utf8))
  }

  @Test func writerRefusesUnsafeAndDuplicateNames() throws {
    let writer = ZipWriter()
    #expect(throws: ZipError.self) { try writer.addFile(path: "../x", contents: Data()) }
    #expect(throws: ZipError.self) { try writer.addFile(path: "/etc/passwd", contents: Data()) }
    try writer.addFile(path: "a.txt", contents: Data("1".utf8))
    #expect(throws: ZipError.duplicateEntry(entry: "a.txt")) {
      try writer.addFile(path: "a.txt", contents: Data("2".utf8))
    }
    try writer.finish()
    #expect(throws: ZipError.writerFinished) { try writer.finish() }
  }

  @Test func writerRefusesSymlinksInTree() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("P.note")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: package.appendingPathComponent("passwd").path, withDestinationPath: "/etc/passwd")
      #expect(throws: ZipError.symbolicLink(entry: "P.note/passwd")) {
        try ZipWriter.archive(directory: package, to: dir.appendingPathComponent("p.zip"))
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      #expect(leftovers == ["P.note"])
    }
  }

  @Test func readsArchivesMadeByInfoZip() throws {
    let zipTool = URL(fileURLWithPath: "/usr/bin/zip")
    guard FileManager.default.isExecutableFile(atPath: zipTool.path) else { return }
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Trip.note")
      try Self.makeTree(at: package)
      let result = try runProcess(zipTool, ["-qr", "t.zip", "Trip.note"], in: dir)
      #expect(result.status == 0)
      let archive = try ZipArchive(url: dir.appendingPathComponent("t.zip"))
      let big = try #require(archive.entry(atPath: "Trip.note/Attachments/Nested/big.bin"))
      #expect(
        try archive.contents(of: big)
          == Data(contentsOf: package.appendingPathComponent("Attachments/Nested/big.bin")))
    }
  }

  @Test func unzipAcceptsOurArchives() throws {
    let unzip = URL(fileURLWithPath: "/usr/bin/unzip")
    guard FileManager.default.isExecutableFile(atPath: unzip.path) else { return }
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Trip.note")
      try Self.makeTree(at: package)
      try ZipWriter.archive(directory: package, to: dir.appendingPathComponent("t.zip"))
      let result = try runProcess(unzip, ["-tq", "t.zip"], in: dir)
      #expect(result.status == 0, "\(result.stdoutText)")
    }
  }

  /// Incompressible bytes, so the compressed stream spans several 1 MiB reads.
  static func noise(_ count: Int) -> Data {
    var state: UInt64 = 0x1234_5678
    return Data(
      (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      })
  }

  @Test func largeEntryStreamsFromFile() throws {
    try withTemporaryDirectory { dir in
      let noise = Self.noise(3 << 20)
      let zip = dir.appendingPathComponent("big.zip")
      let writer = try ZipWriter(writingTo: zip)
      try writer.addFile(path: "noise.bin", contents: noise)
      try writer.finish()
      let archive = try ZipArchive(url: zip)
      #expect(archive.entries[0].compressedSize > 2 << 20)
      #expect(try archive.contents(of: archive.entries[0]) == noise)
    }
  }

  @Test func archiveTruncatedAfterOpeningFailsCleanly() throws {
    try withTemporaryDirectory { dir in
      let zip = dir.appendingPathComponent("big.zip")
      let writer = try ZipWriter(writingTo: zip)
      try writer.addFile(path: "noise.bin", contents: Self.noise(2 << 20))
      try writer.finish()
      let archive = try ZipArchive(url: zip)
      let handle = try FileHandle(forWritingTo: zip)
      try handle.truncate(atOffset: 1 << 20)
      try handle.close()
      #expect(throws: ZipError.self) { try archive.extract(to: dir.appendingPathComponent("out")) }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      #expect(leftovers == ["big.zip"])
    }
  }

  @Test func pythonZipfileAgreesBothWays() throws {
    let python = URL(fileURLWithPath: "/usr/bin/python3")
    guard FileManager.default.isExecutableFile(atPath: python.path) else { return }
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Trip.note")
      try Self.makeTree(at: package)
      try ZipWriter.archive(directory: package, to: dir.appendingPathComponent("ours.zip"))
      let script = """
        import sys, zipfile
        with zipfile.ZipFile('ours.zip') as z:
            assert z.testzip() is None
            assert 'Trip.note/Attachments/Grüße 日本.txt' in z.namelist()
        with zipfile.ZipFile('theirs.zip', 'w', zipfile.ZIP_DEFLATED) as z:
            z.writestr('dir/', '')
            z.writestr('dir/a.txt', 'hello ' * 1000)
            z.writestr('ünïcode.txt', 'x')
        """
      let result = try runProcess(python, ["-c", script], in: dir)
      #expect(result.status == 0, "\(result.stderrText)")
      let archive = try ZipArchive(url: dir.appendingPathComponent("theirs.zip"))
      #expect(archive.entries.map(\.path) == ["dir", "dir/a.txt", "ünïcode.txt"])
      let text = try #require(archive.entry(atPath: "dir/a.txt"))
      #expect(try archive.contents(of: text) == Data(String(repeating: "hello ", count: 1000).utf8))
    }
  }
}
