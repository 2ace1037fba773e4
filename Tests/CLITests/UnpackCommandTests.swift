import Foundation
import Imaging
import TestSupport
import Testing

@Suite("docpkg unpack")
struct UnpackCommandTests {
  /// Runs Python's zipfile to write hostile archives; `false` when python3 is missing.
  static func python(_ script: String, _ arguments: [String]) throws -> Bool {
    let python = URL(fileURLWithPath: "/usr/bin/python3")
    guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
    let result = try runProcess(python, ["-c", script] + arguments)
    #expect(result.status == 0, "\(result.stderrText)")
    return result.status == 0
  }

  /// The folder's entries, to prove nothing was written beside the output.
  static func entries(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func zipWithClimbingEntryIsRefused() throws {
    try withTemporaryDirectory { folder in
      let work = folder.appendingPathComponent("work")
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
      let zip = work.appendingPathComponent("evil.zip")
      let script = """
        import sys, zipfile
        with zipfile.ZipFile(sys.argv[1], "w") as z:
            z.writestr("Trip.note/Text.rtf", "{\\\\rtf1 hi}")
            z.writestr("Trip.note/../../escaped.txt", "gotcha")
        """
      guard try Self.python(script, [zip.path]) else { return }
      let result = try runDocpkg([
        "unpack", zip.path, "-o", work.appendingPathComponent("out").path,
      ])
      #expect(result.status == 65)
      #expect(result.stderrText.contains("evil.zip"), "\(result.stderrText)")
      #expect(try Self.entries(work) == ["evil.zip"])
      #expect(try Self.entries(folder) == ["work"])
    }
  }

  @Test func zipBombIsRefused() throws {
    try withTemporaryDirectory { folder in
      let zip = folder.appendingPathComponent("bomb.zip")
      let script = """
        import sys, zipfile
        with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("Trip.note/Text.rtf", "{\\\\rtf1 hi}")
            z.writestr("Trip.note/Attachments/zeros.bin", bytes(64 << 20))
        """
      guard try Self.python(script, [zip.path]) else { return }
      let result = try runDocpkg([
        "unpack", zip.path, "-o", folder.appendingPathComponent("out").path,
      ])
      #expect(result.status == 65)
      #expect(result.stderrText.contains("zeros.bin"), "\(result.stderrText)")
      #expect(try Self.entries(folder) == ["bomb.zip"])
    }
  }

  @Test func badPackagesGiveClearErrors() throws {
    try withTemporaryDirectory { folder in
      let text = folder.appendingPathComponent("t.txt")
      try Data("hi\n".utf8).write(to: text)
      let note = folder.appendingPathComponent("N.note")
      #expect(try runDocpkg(["pack", "--text", text.path, "-o", note.path]).status == 0)

      // A symbolic link to /etc/passwd among the attachments.
      let attachments = note.appendingPathComponent("Attachments")
      try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: attachments.appendingPathComponent("passwd").path,
        withDestinationPath: "/etc/passwd")
      let link = try runDocpkg([
        "unpack", note.path, "-o", folder.appendingPathComponent("o1").path,
      ])
      #expect(link.status == 65)
      #expect(link.stderrText.contains("symbolic link leaving the package (/etc/passwd)"))
      try FileManager.default.removeItem(at: attachments.appendingPathComponent("passwd"))

      // A corrupt QuickLook thumbnail: thumbnail composes instead and says so.
      let thumbnail = note.appendingPathComponent("QuickLook/Thumbnail.png")
      try Data("not a png".utf8).write(to: thumbnail)
      let png = folder.appendingPathComponent("n.png")
      let composed = try runDocpkg(["thumbnail", note.path, "-o", png.path])
      #expect(composed.status == 0)
      #expect(composed.stderrText.contains("QuickLook/Thumbnail.png is invalid"))
      #expect(try ImageDecoder.decode(Data(contentsOf: png)).width == 256)
      let updated = try runDocpkg(["thumbnail", note.path, "--update-quicklook"])
      #expect(updated.status == 0, "\(updated.stderrText)")
      #expect(try ImageDecoder.decode(Data(contentsOf: thumbnail)).width == 512)

      // Text.rtf missing.
      try FileManager.default.removeItem(at: note.appendingPathComponent("Text.rtf"))
      for arguments in [
        ["unpack", note.path, "-o", folder.appendingPathComponent("o2").path],
        ["text", note.path], ["thumbnail", note.path, "-o", png.path + "2"],
      ] {
        let result = try runDocpkg(arguments)
        #expect(result.status == 65, "\(arguments)")
        #expect(result.stderrText.contains("required file Text.rtf is missing"))
      }

      // A plain file named like a package.
      let plain = folder.appendingPathComponent("Plain.note")
      try Data("x".utf8).write(to: plain)
      for arguments in [
        ["unpack", plain.path, "-o", folder.appendingPathComponent("o3").path],
        ["text", plain.path], ["thumbnail", plain.path, "-o", png.path + "3"],
      ] {
        let result = try runDocpkg(arguments)
        #expect(result.status == 65, "\(arguments)")
        #expect(result.stderrText.contains("not a package"), "\(result.stderrText)")
      }
      #expect(try Self.entries(folder) == ["N.note", "Plain.note", "n.png", "t.txt"])
    }
  }

  @Test func outputAndInputProblems() throws {
    try withTemporaryDirectory { folder in
      let missing = try runDocpkg([
        "unpack", folder.appendingPathComponent("nope.note").path, "-o",
        folder.appendingPathComponent("o").path,
      ])
      #expect(missing.status == 66)
      let text = folder.appendingPathComponent("t.txt")
      try Data("hi\n".utf8).write(to: text)
      let note = folder.appendingPathComponent("N.note")
      _ = try runDocpkg(["pack", "--text", text.path, "-o", note.path])
      let exists = try runDocpkg(["unpack", note.path, "-o", folder.path])
      #expect(exists.status == 73)
      let usage = try runDocpkg(["unpack", note.path])
      #expect(usage.status == 64)
      let json = try runDocpkg([
        "unpack", note.path, "-o", folder.appendingPathComponent("j").path, "--json",
      ])
      #expect(json.status == 0)
      let object = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
      #expect(object?["format"] as? String == "note")
      #expect(object?["files"] as? [String] == ["Text.rtf", "Text.txt"])
    }
  }

  @Test func sampleNoteThumbnail() throws {
    let sample = ProjectPaths.packageRoot.appendingPathComponent("SampleDocs/Trip.note")
    guard FileManager.default.fileExists(atPath: sample.path) else { return }
    try withTemporaryDirectory { folder in
      let png = folder.appendingPathComponent("trip.png")
      let result = try runDocpkg(["thumbnail", sample.path, "-o", png.path])
      #expect(result.status == 0, "\(result.stderrText)")
      #expect(result.stderrText.isEmpty, "the committed QuickLook thumbnail is fresh")
      let image = try ImageDecoder.decode(Data(contentsOf: png))
      #expect(image.width == 256 && image.height == 256)
    }
  }
}
