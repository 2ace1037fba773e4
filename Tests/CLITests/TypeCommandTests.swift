import Foundation
import TestSupport
import Testing

@Suite("docpkg type")
struct TypeCommandTests {
  static let jpegBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0]

  @Test func humanOutputNamesTypeSniffAndAgreement() throws {
    try withTemporaryDirectory { folder in
      try Data(Self.jpegBytes).write(to: folder.appendingPathComponent("fake.png"))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Trip.note"), withIntermediateDirectories: true)
      let result = try runDocpkg(["type", "fake.png", "Trip.note"], in: folder)
      #expect(result.status == 0)
      let text = result.stdoutText
      #expect(text.contains("type:         public.png (PNG image)"))
      #expect(text.contains("sniffed:      public.jpeg (JPEG image)"))
      #expect(text.contains("agreement:    mismatch"))
      #expect(text.contains("conforms to:  public.image, public.data, public.content, public.item"))
      #expect(text.contains("kind:         package"))
      #expect(text.contains("com.docpkg.note"))
    }
  }

  @Test func jsonOutputFollowsTheSchema() throws {
    try withTemporaryDirectory { folder in
      try Data("{\"a\": 1}\n".utf8).write(to: folder.appendingPathComponent("data.json"))
      try Data("select 1;\n".utf8).write(to: folder.appendingPathComponent("q.sql"))
      let result = try runDocpkg(["type", "--json", "data.json", "q.sql"], in: folder)
      #expect(result.status == 0)
      let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
      let files = try #require(object?["files"] as? [[String: Any]])
      #expect(files.count == 2)
      #expect(files[0]["identifier"] as? String == "public.json")
      #expect(files[0]["agreement"] as? String == "match")
      #expect(files[0]["preferredMIMEType"] as? String == "application/json")
      #expect(
        files[0]["supertypes"] as? [String] == [
          "public.text", "public.data", "public.content", "public.item",
        ])
      #expect(files[1]["declaredType"] as? String == "dyn.ah62d4rv4ge81g6pq")
      #expect(files[1]["sniffedType"] as? String == "public.utf8-plain-text")
      #expect((object?["errors"] as? [Any])?.isEmpty == true)
    }
  }

  @Test func conformsToDrivesTheExitStatus() throws {
    try withTemporaryDirectory { folder in
      try Data(Self.jpegBytes).write(to: folder.appendingPathComponent("a.jpg"))
      try Data("hi\n".utf8).write(to: folder.appendingPathComponent("b.txt"))
      let yes = try runDocpkg(["type", "a.jpg", "--conforms-to", "public.image"], in: folder)
      #expect(yes.status == 0)
      #expect(yes.stdoutText.contains("public.image: yes"))
      let no = try runDocpkg(["type", "a.jpg", "b.txt", "--conforms-to=public.image"], in: folder)
      #expect(no.status == 1)
      let json = try runDocpkg(
        ["type", "--json", "--conforms-to", "public.image", "b.txt"], in: folder)
      #expect(json.status == 1)
      #expect(json.stdoutText.contains("\"conforms\":false"))
      #expect(json.stdoutText.contains("\"conformsTo\":\"public.image\""))
    }
  }

  @Test func errorsAndUsage() throws {
    try withTemporaryDirectory { folder in
      try Data("hi\n".utf8).write(to: folder.appendingPathComponent("b.txt"))
      let missing = try runDocpkg(["type", "b.txt", "nope.png"], in: folder)
      #expect(missing.status == 66)
      #expect(missing.stderrText.contains("docpkg: nope.png: no such file or directory"))
      #expect(missing.stdoutText.contains("b.txt"))
      let badType = try runDocpkg(["type", "b.txt", "--conforms-to", "not a uti"], in: folder)
      #expect(badType.status == 64)
      #expect(
        badType.stderrText.contains("--conforms-to: 'not a uti' is not a valid type identifier"))
      let none = try runDocpkg(["type"], in: folder)
      #expect(none.status == 64)
      let help = try runDocpkg(["type", "--help"], in: folder)
      #expect(help.status == 0 && help.stdoutText.contains("--conforms-to"))
    }
  }
}
