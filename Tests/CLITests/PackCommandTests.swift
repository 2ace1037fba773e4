import Foundation
import Imaging
import TestSupport
import Testing

@Suite("docpkg pack")
struct PackCommandTests {
  /// The inputs every round trip uses: text, a picture and a PDF-ish file.
  struct Inputs {
    var text: URL
    var picture: URL
    var other: URL
  }

  static func inputs(
    in folder: URL, text: String = "Hello from the coast\n\nSecond paragraph — café\n"
  )
    throws -> Inputs
  {
    let textURL = folder.appendingPathComponent("note.txt")
    try Data(text.utf8).write(to: textURL)
    let picture = folder.appendingPathComponent("photo.png")
    try ThumbnailCommandTests.writeSample(picture, width: 120, height: 80)
    let other = folder.appendingPathComponent("plan.pdf")
    try Data("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n".utf8).write(to: other)
    return Inputs(text: textURL, picture: picture, other: other)
  }

  @Test(arguments: ["note", "rtfd"], [false, true])
  func packThenUnpackGivesBackTextAndAttachments(kind: String, zip: Bool) throws {
    try withTemporaryDirectory { folder in
      let inputs = try Self.inputs(in: folder)
      let package = folder.appendingPathComponent("Trip.\(kind)")
      var arguments = [
        "pack", "--text", inputs.text.path, "--attach", inputs.picture.path, "--attach",
        inputs.other.path, "-o", package.path,
      ]
      if zip { arguments.append("--zip") }
      let packed = try runDocpkg(arguments)
      #expect(packed.status == 0, "\(packed.stderrText)")
      let written = zip ? package.path + ".zip" : package.path
      #expect(packed.stdoutText == written + "\n")
      let out = folder.appendingPathComponent("out")
      let unpacked = try runDocpkg(["unpack", written, "-o", out.path])
      #expect(unpacked.status == 0, "\(unpacked.stderrText)")
      #expect(
        try Data(contentsOf: out.appendingPathComponent("Text.txt"))
          == Data(contentsOf: inputs.text))
      #expect(
        try Data(contentsOf: out.appendingPathComponent("Attachments/photo.png"))
          == Data(contentsOf: inputs.picture))
      #expect(
        try Data(contentsOf: out.appendingPathComponent("Attachments/plan.pdf"))
          == Data(contentsOf: inputs.other))
      let text = try runDocpkg([
        "text", zip ? out.appendingPathComponent("Text.rtf").path : package.path,
      ])
      #expect(text.status == 0)
      #expect(text.stdoutText.hasPrefix("Hello from the coast\n\nSecond paragraph — café"))
    }
  }

  @Test(arguments: [false, true])
  func photoKeeperRoundTrip(zip: Bool) throws {
    try withTemporaryDirectory { folder in
      let inputs = try Self.inputs(in: folder)
      let package = folder.appendingPathComponent("Beach.ptk")
      let packed = try runDocpkg(
        ["pack", "--attach", inputs.picture.path, "-o", package.path] + (zip ? ["--zip"] : []))
      #expect(packed.status == 0, "\(packed.stderrText)")
      let out = folder.appendingPathComponent("out")
      let unpacked = try runDocpkg([
        "unpack", zip ? package.path + ".zip" : package.path, "-o", out.path,
      ])
      #expect(unpacked.status == 0, "\(unpacked.stderrText)")
      #expect(
        try Data(contentsOf: out.appendingPathComponent("Attachments/photo.png"))
          == Data(contentsOf: inputs.picture))
      if !zip {
        let text = try runDocpkg(["text", package.path])
        #expect(text.status == 0 && text.stdoutText.isEmpty)
      }
    }
  }

  @Test func markdownAndRTFTextSources() throws {
    try withTemporaryDirectory { folder in
      let markdown = folder.appendingPathComponent("t.md")
      try Data("# Title\n\nSome **bold** words.\n".utf8).write(to: markdown)
      let note = folder.appendingPathComponent("M.note")
      #expect(try runDocpkg(["pack", "--text", markdown.path, "-o", note.path]).status == 0)
      let text = try runDocpkg(["text", note.path, "--format", "markdown"])
      #expect(text.stdoutText.contains("**bold**"), "\(text.stdoutText)")
      let rtf = folder.appendingPathComponent("t.rtf")
      try Data("{\\rtf1\\ansi {\\b Bold} plain}".utf8).write(to: rtf)
      let fromRTF = folder.appendingPathComponent("R.note")
      #expect(try runDocpkg(["pack", "--text", rtf.path, "-o", fromRTF.path]).status == 0)
      #expect(try runDocpkg(["text", fromRTF.path]).stdoutText.hasPrefix("Bold plain"))
    }
  }

  @Test func errorsAndExitCodes() throws {
    try withTemporaryDirectory { folder in
      let inputs = try Self.inputs(in: folder)
      let note = folder.appendingPathComponent("X.note").path
      let missing = try runDocpkg([
        "pack", "--text", inputs.text.path, "--attach", "/nonexistent/a.png", "-o", note,
      ])
      #expect(missing.status == 66)
      #expect(missing.stderrText.contains("/nonexistent/a.png"))
      #expect(!FileManager.default.fileExists(atPath: note))
      let badExtension = try runDocpkg(["pack", "--text", inputs.text.path, "-o", "X.doc"])
      #expect(badExtension.status == 64)
      let noText = try runDocpkg(["pack", "-o", note])
      #expect(noText.status == 64)
      let twoPhotos = try runDocpkg([
        "pack", "--attach", inputs.picture.path, "--attach", inputs.picture.path, "-o",
        folder.appendingPathComponent("P.ptk").path,
      ])
      #expect(twoPhotos.status == 64)
      let notImage = try runDocpkg([
        "pack", "--attach", inputs.other.path, "-o", folder.appendingPathComponent("P.ptk").path,
      ])
      #expect(notImage.status == 65)
      let noFolder = try runDocpkg([
        "pack", "--text", inputs.text.path, "-o", "/nonexistent/dir/X.note", "--zip",
      ])
      #expect(noFolder.status == 73, "\(noFolder.stderrText)")
      let binary = folder.appendingPathComponent("b.txt")
      try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
      #expect(try runDocpkg(["pack", "--text", binary.path, "-o", note]).status == 65)
    }
  }
}
