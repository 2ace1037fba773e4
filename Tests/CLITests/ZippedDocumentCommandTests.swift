import Foundation
import Imaging
import TestSupport
import Testing

/// Everything `pack --zip` makes is inspected, validated, read, thumbnailed, typed and listed
/// in place, without unpacking (`Spec/Formats/Zipped.md`); `unpack` still gives the bytes
/// back; nothing is written beside the zip.
@Suite("Zipped documents in the CLI")
struct ZippedDocumentCommandTests {
  @Test(arguments: ["note", "rtfd", "ptk"])
  func packZipIsReadInPlace(kind: String) throws {
    try withTemporaryDirectory { folder in
      let inputs = try PackCommandTests.inputs(in: folder)
      let package = folder.appendingPathComponent("Trip.\(kind)")
      var arguments = ["pack", "--attach", inputs.picture.path, "-o", package.path, "--zip"]
      if kind != "ptk" { arguments += ["--text", inputs.text.path] }
      let packed = try runDocpkg(arguments)
      try #require(packed.status == 0, "\(packed.stderrText)")
      let zip = package.path + ".zip"
      let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()

      let inspect = try runDocpkg(["inspect", zip, "--json"])
      #expect(inspect.status == 0, "\(inspect.stderrText)")
      #expect(inspect.stdoutText.contains("\"packageInArchive\":\"Trip.\(kind)\""))
      let validate = try runDocpkg(["validate", zip])
      #expect(
        validate.status == 0 && validate.stdoutText.contains("valid"), "\(validate.stdoutText)")
      let thumbnail = folder.appendingPathComponent("thumb.png")
      let made = try runDocpkg(["thumbnail", zip, "-o", thumbnail.path, "--size", "64"])
      #expect(made.status == 0, "\(made.stderrText)")
      #expect(try ImageDecoder.decode(Data(contentsOf: thumbnail)).width <= 64)
      let list = try runDocpkg(["list", folder.path])
      let formats = ["note": "note", "rtfd": "rtfd", "ptk": "photokeeper"]
      #expect(
        list.stdoutText.contains("Trip.\(kind).zip  \(formats[kind] ?? "")"), "\(list.stdoutText)")
      let nouns = ["note": "note", "rtfd": "RTFD", "ptk": "PhotoKeeper"]
      let line = list.stdoutText.split(separator: "\n").first { $0.hasPrefix("Trip.\(kind).zip") }
      #expect(line?.hasSuffix("zipped \(nouns[kind] ?? "") document") == true, "\(list.stdoutText)")
      #expect(!list.stdoutText.contains("not a package"), "\(list.stdoutText)")
      let listJSON = try runDocpkg(["list", folder.path, "--json"])
      #expect(listJSON.stdoutText.contains("{\"archive\":\"zip\",\"attachments\""))
      let text = try runDocpkg(["text", zip])
      #expect(text.status == 0, "\(text.stderrText)")

      let out = folder.appendingPathComponent("out")
      let unpacked = try runDocpkg(["unpack", zip, "-o", out.path])
      #expect(unpacked.status == 0, "\(unpacked.stderrText)")
      if kind == "ptk" {
        #expect(text.stdoutText.isEmpty)
      } else {
        #expect(text.stdout == (try Data(contentsOf: out.appendingPathComponent("Text.txt"))))
        #expect(
          try Data(contentsOf: out.appendingPathComponent("Attachments/photo.png"))
            == Data(contentsOf: inputs.picture))
      }
      let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(after == (before + ["out", "thumb.png"]).sorted())
    }
  }

  @Test func iWorkSingleFileTypeAgrees() throws {
    try withTemporaryDirectory { folder in
      // A stored Pages zip whose Document.iwa shows the Pages document archive (type 10000).
      let stored = ZipFixture(entries: [
        .init("Index/Document.iwa", IWAFixture.pagesDocumentComponent(body: "Hello"))
      ])
      let url = folder.appendingPathComponent("Report.pages")
      try Data(stored.bytes).write(to: url)
      let type = try runDocpkg(["type", url.path])
      #expect(type.stdoutText.contains("agreement:    match"), "\(type.stdoutText)")
      let text = try runDocpkg(["text", url.path])
      #expect(text.status == 0 && text.stdoutText == "Hello\n\nHeader text\n", "\(text.stderrText)")
    }
  }
}
