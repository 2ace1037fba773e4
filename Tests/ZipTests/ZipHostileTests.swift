import Foundation
import TestSupport
import Testing
import Zip

@Suite("Zip hostile archives")
struct ZipHostileTests {
  typealias Entry = RawZipBuilder.Entry

  /// Opening (and, when opening passes, extracting) must fail with `expected`, and the
  /// destination's parent must be left exactly as it was.
  func expectRefused(_ entries: [Entry], _ expected: ZipError) throws {
    let data = RawZipBuilder(entries: entries).build()
    try withTemporaryDirectory { dir in
      #expect(throws: expected) {
        let archive = try ZipArchive(data: data)
        try archive.extract(to: dir.appendingPathComponent("out"))
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      #expect(leftovers.isEmpty)
    }
  }

  @Test func parentReference() throws {
    try expectRefused(
      [Entry("ok.txt"), Entry("../x")],
      .unsafePath(entry: "../x", problem: .parentComponent))
    try expectRefused(
      [Entry("a/../../x")],
      .unsafePath(entry: "a/../../x", problem: .parentComponent)
    )
  }

  @Test func absolutePathsAndDriveLetters() throws {
    try expectRefused(
      [Entry("/etc/passwd")], .unsafePath(entry: "/etc/passwd", problem: .absolute))
    try expectRefused(
      [Entry("C:/x")], .unsafePath(entry: "C:/x", problem: .driveLetter))
  }

  @Test func backslashTricks() throws {
    try expectRefused(
      [Entry("..\\x")], .unsafePath(entry: "..\\x", problem: .backslash))
    try expectRefused(
      [Entry("a\\..\\..\\x")],
      .unsafePath(entry: "a\\..\\..\\x", problem: .backslash))
  }

  @Test func emptyDotAndControlNames() throws {
    try expectRefused([Entry("a//b")], .unsafePath(entry: "a//b", problem: .emptyComponent))
    try expectRefused([Entry("./a")], .unsafePath(entry: "./a", problem: .dotComponent))
    try expectRefused([Entry("")], .unsafePath(entry: "", problem: .emptyName))
    try expectRefused(
      [Entry("a\u{0}b")],
      .unsafePath(entry: "a\u{0}b", problem: .controlCharacter))
  }

  @Test func symbolicLinkEntry() throws {
    try expectRefused(
      [Entry("link", "/etc/passwd", external: 0o120777 << 16)], .symbolicLink(entry: "link"))
  }

  @Test func deviceAndFIFOEntries() throws {
    try expectRefused(
      [Entry("fifo", "", external: 0o010644 << 16)], .specialFile(entry: "fifo", mode: 0o010644))
    try expectRefused(
      [Entry("dev", "", external: 0o020644 << 16)], .specialFile(entry: "dev", mode: 0o020644))
  }

  @Test func duplicateNames() throws {
    try expectRefused([Entry("a.txt"), Entry("a.txt")], .duplicateEntry(entry: "a.txt"))
    // NFC and NFD spellings of "é" are one name on macOS.
    try expectRefused(
      [Entry("caf\u{E9}"), Entry("cafe\u{301}")], .duplicateEntry(entry: "cafe\u{301}"))
    // A file later used as a folder, and a folder later used as a file.
    try expectRefused([Entry("a"), Entry("a/b")], .duplicateEntry(entry: "a"))
    try expectRefused([Entry("a/b"), Entry("a")], .duplicateEntry(entry: "a"))
  }

  @Test func invalidUTF8Names() throws {
    let latin1: [UInt8] = Array("caf".utf8) + [0xE9]
    try expectRefused(
      [Entry(rawName: latin1, hostSystem: 3, flags: 1 << 11)],
      .invalidName(bytes: latin1, markedUTF8: true))
    try expectRefused(
      [Entry(rawName: latin1, hostSystem: 3)],
      .invalidName(bytes: latin1, markedUTF8: false))
  }

  @Test func codePage437NamesFromDOS() throws {
    // 0x82 is "é" in code page 437.
    let data = RawZipBuilder(entries: [Entry(rawName: Array("caf".utf8) + [0x82], hostSystem: 0)])
      .build()
    let archive = try ZipArchive(data: data)
    #expect(archive.entries.map(\.path) == ["café"])
  }

  @Test func lyingSizeIsCaught() throws {
    var entry = Entry("a.txt", "hello world")
    entry.declaredSize = 5
    let archive = try ZipArchive(data: RawZipBuilder(entries: [entry]).build())
    #expect(throws: ZipError.sizeMismatch(entry: "a.txt", declared: 5, actual: 11)) {
      try archive.contents(of: archive.entries[0])
    }
  }

  @Test func checksumMismatchIsCaught() throws {
    var entry = Entry("a.txt", "hello")
    entry.declaredCRC = 0xDEAD_BEEF
    let data = RawZipBuilder(entries: [entry]).build()
    try withTemporaryDirectory { dir in
      #expect(throws: ZipError.self) {
        try ZipArchive(data: data).extract(to: dir.appendingPathComponent("out"))
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      #expect(leftovers.isEmpty)
    }
  }

  @Test func encryptedAndUnknownMethodsAreRefused() throws {
    var encrypted = Entry("a.txt")
    encrypted.flags = 1
    try expectRefused([encrypted], .unsupportedFeature(entry: "a.txt", feature: "encryption"))
    var bzip = Entry("b.txt")
    bzip.method = 12
    try expectRefused([bzip], .unsupportedFeature(entry: "b.txt", feature: "compression method 12"))
  }

  @Test func truncatedAndGarbageInput() throws {
    #expect(throws: ZipError.tooSmall(size: 3)) {
      try ZipArchive(data: Data([1, 2, 3]))
    }
    #expect(throws: ZipError.missingEndRecord) {
      try ZipArchive(data: Data(repeating: 0x41, count: 1000))
    }
    let good = RawZipBuilder(entries: [Entry("a.txt", "hello")]).build()
    // Every truncation of a valid archive fails cleanly (never crashes).
    for length in 0..<good.count {
      _ = try? ZipArchive(data: good.prefix(length)).contents(of: ZipArchive(data: good).entries[0])
    }
    // Every single-byte corruption either fails with ZipError or yields a verified entry.
    for index in 0..<good.count {
      var bad = good
      bad[index] ^= 0xFF
      do {
        let archive = try ZipArchive(data: bad)
        for entry in archive.entries where entry.kind == .file {
          _ = try archive.contents(of: entry)
        }
      } catch is ZipError {}
    }
  }

  @Test func extractionNeverReplacesExistingDestination() throws {
    let data = RawZipBuilder(entries: [Entry("a.txt")]).build()
    try withTemporaryDirectory { dir in
      let out = dir.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
      #expect(throws: ZipError.destinationExists(path: out.path)) {
        try ZipArchive(data: data).extract(to: out)
      }
    }
  }
}
