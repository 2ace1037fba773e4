import DocumentPackages
import Foundation
import TestSupport
import Testing
import Zip

@Suite("Pack and unpack")
struct TransportTests {
  @Test(arguments: [DocumentFormat.note, .rtfd], [false, true])
  func packUnpackGivesBackTextAndAttachments(format: DocumentFormat, zip: Bool) throws {
    try withTemporaryDirectory { folder in
      let png = try Fixtures.gradientPNG()
      let pdf = Data("%PDF-1.4\n%%EOF\n".utf8)
      let attachments = [
        try Fixtures.write(png, "photo.png", in: folder),
        try Fixtures.write(pdf, "itinerary.pdf", in: folder),
      ]
      let text = "Day one\n\nThe coast, the cliffs — and a café."
      let name = "Trip.\(format == .note ? "note" : "rtfd")"
      let output = folder.appendingPathComponent(zip ? name + ".zip" : name)
      try DocumentPacker.pack(
        text: TextImport.plainText(text), attachments: attachments, format: format,
        packageName: name, to: output, zip: zip)
      let unpacked = folder.appendingPathComponent("out")
      let summary = try DocumentUnpacker.unpack(output, to: unpacked)
      #expect(summary.format == format)
      #expect(
        summary.attachments == ["photo.png", "itinerary.pdf"]
          || summary.attachments == ["itinerary.pdf", "photo.png"])
      let plain = try String(
        contentsOf: unpacked.appendingPathComponent("Text.txt"), encoding: .utf8)
      #expect(plain == text + "\n")
      #expect(try Data(contentsOf: unpacked.appendingPathComponent("Attachments/photo.png")) == png)
      #expect(
        try Data(contentsOf: unpacked.appendingPathComponent("Attachments/itinerary.pdf")) == pdf)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasPrefix(".")
      }
      #expect(leftovers.isEmpty, "no staging folders left behind")
    }
  }

  /// The id of a process that has exited (run `/bin/true` and wait for it).
  static func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// Temporaries of killed runs (`.NAME.MARKER-PID-UUID` of a dead PID) are removed by the
  /// next run for the same output; those of live processes are kept.
  @Test func killedRunsLeftoversAreRemovedByTheNextRun() throws {
    try withTemporaryDirectory { folder in
      let dead = try Self.deadProcessID()
      let uuid = "0F1E2D3C-0000-4000-8000-000000000000"
      let stale = [
        ".Trip.note.zip.pack-\(dead)-\(uuid)", ".Trip.note.zip.zip-\(dead)-\(uuid)",
        ".out.unpack-\(dead)-\(uuid)",
      ]
      // Live processes' temporaries, and dead ones of other outputs, are kept.
      let live = [
        ".Trip.note.zip.pack-1-\(uuid)", ".out.unzip-1-\(uuid)",
        ".Other.note.zip.pack-\(dead)-\(uuid)", ".Trip.note.zip.pack-\(dead)-old",
      ]
      for name in stale + live {
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent(name + "/Trip.note"),
          withIntermediateDirectories: true)
      }
      let output = folder.appendingPathComponent("Trip.note.zip")
      try DocumentPacker.pack(
        text: TextImport.plainText("hi"), attachments: [], format: .note,
        packageName: "Trip.note", to: output, zip: true)
      _ = try DocumentUnpacker.unpack(output, to: folder.appendingPathComponent("out"))
      let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix(".") }.sorted()
      #expect(hidden == live.sorted())
    }
  }

  @Test func zipWithClimbingEntryWritesNothing() throws {
    try withTemporaryDirectory { folder in
      let archive = RawZipBuilder(entries: [
        .init("Trip.note/", "", external: 0o040755 << 16),
        .init("Trip.note/Text.rtf", "{\\rtf1 x}"),
        .init("Trip.note/../../x", "escaped"),
      ]).build()
      let zip = try Fixtures.write(archive, "evil.zip", in: folder)
      let error = try #require(throws: DocumentPackageError.self) {
        try DocumentUnpacker.unpack(zip, to: folder.appendingPathComponent("out"))
      }
      #expect(error.category == .badData)
      #expect(error.description.contains("evil.zip"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["evil.zip"])
    }
  }

  @Test func zipBombIsRefused() throws {
    try withTemporaryDirectory { folder in
      let writer = ZipWriter()
      try writer.addDirectory(path: "Trip.note")
      try writer.addFile(path: "Trip.note/Text.rtf", contents: Data("{\\rtf1 x}".utf8))
      try writer.addFile(path: "Trip.note/Attachments/zeros.bin", contents: Data(count: 20 << 20))
      let zip = try Fixtures.write(try #require(try writer.finish()), "bomb.zip", in: folder)
      let error = try #require(throws: DocumentPackageError.self) {
        try DocumentUnpacker.unpack(zip, to: folder.appendingPathComponent("out"))
      }
      #expect(error.category == .badData)
      #expect(error.reason.contains("zeros.bin"), "\(error)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bomb.zip"])
    }
  }

  @Test func existingOutputIsNotTouched() throws {
    try withTemporaryDirectory { folder in
      let note = try Fixtures.note(in: folder)
      let out = folder.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
      let error = try #require(throws: DocumentPackageError.self) {
        try DocumentUnpacker.unpack(note, to: out)
      }
      #expect(error.category == .cannotCreate)
    }
  }
}
