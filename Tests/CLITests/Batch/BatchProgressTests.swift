import Foundation
import TestSupport
import Testing

@Suite("Batches: progress JSON, skip-fresh, summaries")
struct BatchProgressTests {
  static func jsonLines(_ result: CommandResult) throws -> [[String: Any]] {
    try result.stdoutText.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  static func pictures(_ count: Int, in directory: URL) throws -> [String] {
    try (0..<count).map { n in
      let url = directory.appendingPathComponent("pic\(n).png")
      try ThumbnailCommandTests.writeSample(url, width: 40 + n, height: 30)
      return url.path
    }
  }

  @Test func jsonLineForEveryInputWithStatusAndTimes() throws {
    try withTemporaryDirectory { directory in
      let inputs = try Self.pictures(4, in: directory)
      let bad = directory.appendingPathComponent("bad.png")
      try Data("not an image".utf8).write(to: bad)
      let out = directory.appendingPathComponent("out").path
      let result = try runDocpkg(
        ["thumbnail"] + inputs + [bad.path, "--output-dir", out, "--progress", "json", "-j", "2"])
      #expect(result.status == 65)
      let lines = try Self.jsonLines(result)
      #expect(lines.count == 5)
      #expect(Set(lines.compactMap { $0["path"] as? String }) == Set(inputs + [bad.path]))
      for line in lines {
        #expect(
          Set(line.keys).isSuperset(of: ["exitCode", "milliseconds", "output", "path", "status"]))
        #expect((line["milliseconds"] as? Int).map { $0 >= 0 } == true)
        let failed = line["path"] as? String == bad.path
        #expect(line["status"] as? String == (failed ? "failed" : "written"))
        #expect(line["exitCode"] as? Int == (failed ? 65 : 0))
        #expect((line["error"] != nil) == failed)
      }
      // Not a terminal: the failure and one summary line, no progress line.
      let stderr = result.stderrText.split(separator: "\n")
      #expect(stderr.count == 2, "\(result.stderrText)")
      let summary = String(stderr.last ?? "")
      #expect(summary.hasPrefix("docpkg: thumbnail: 5 inputs in "))
      #expect(summary.hasSuffix(" s: 4 written, 1 failed; exit 65"), "\(summary)")
      #expect(!result.stderrText.contains("\r"))
    }
  }

  @Test func skipFreshSkipsOnlyOutputsNotOlderThanInputs() throws {
    try withTemporaryDirectory { directory in
      let inputs = try Self.pictures(3, in: directory)
      let out = directory.appendingPathComponent("out")
      let first = try runDocpkg(["thumbnail"] + inputs + ["--output-dir", out.path])
      #expect(first.status == 0 && first.stderrText.isEmpty, "\(first.stderrText)")
      // Touch one input into the future: only it is done again.
      let future = Date().addingTimeInterval(60)
      try FileManager.default.setAttributes([.modificationDate: future], ofItemAtPath: inputs[1])
      let second = try runDocpkg(
        ["thumbnail"] + inputs + ["--output-dir", out.path, "--skip-fresh", "--progress", "json"])
      #expect(second.status == 0)
      let statuses = try Self.jsonLines(second).reduce(into: [String: String]()) {
        $0[$1["path"] as? String ?? ""] = $1["status"] as? String
      }
      #expect(statuses == [inputs[0]: "skipped", inputs[1]: "written", inputs[2]: "skipped"])
    }
  }

  @Test func skipFreshLooksInsidePackages() throws {
    try withTemporaryDirectory { directory in
      let text = directory.appendingPathComponent("t.txt")
      try Data("Hello".utf8).write(to: text)
      let note = directory.appendingPathComponent("A.note")
      #expect(try runDocpkg(["pack", "--text", text.path, "-o", note.path]).status == 0)
      let out = directory.appendingPathComponent("a.png").path
      #expect(try runDocpkg(["thumbnail", note.path, "-o", out]).status == 0)
      let skipped = try runDocpkg(
        ["thumbnail", note.path, "-o", out, "--skip-fresh", "--progress", "json"])
      #expect(try Self.jsonLines(skipped).first?["status"] as? String == "skipped")
      // Editing a file inside leaves the folder's own time alone, but the note is stale.
      let inner = note.appendingPathComponent("Text.rtf").path
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: inner)
      let redone = try runDocpkg(
        ["thumbnail", note.path, "-o", out, "--skip-fresh", "--progress", "json"])
      #expect(try Self.jsonLines(redone).first?["status"] as? String == "written")
    }
  }

  @Test func repeatedWarningsAreSummarised() throws {
    try withTemporaryDirectory { directory in
      let text = directory.appendingPathComponent("t.txt")
      try Data("Hello".utf8).write(to: text)
      let first = directory.appendingPathComponent("n0.note")
      #expect(try runDocpkg(["pack", "--text", text.path, "-o", first.path]).status == 0)
      var notes: [String] = []
      for n in 0..<25 {
        let note = directory.appendingPathComponent("n\(n).note")
        if n > 0 { try FileManager.default.copyItem(at: first, to: note) }
        try Data("junk".utf8).write(to: note.appendingPathComponent("QuickLook/Thumbnail.png"))
        notes.append(note.path)
      }
      let out = directory.appendingPathComponent("out").path
      let result = try runDocpkg(["thumbnail"] + notes + ["--output-dir", out, "-j", "2"])
      #expect(result.status == 0)
      let lines = result.stderrText.split(separator: "\n").map(String.init)
      #expect(lines.count == 5, "\(result.stderrText)")
      #expect(lines.prefix(3).allSatisfy { $0.hasSuffix("composed instead") })
      #expect(
        lines[3]
          == "docpkg: 22 more warnings like this: QuickLook/Thumbnail.png is invalid (…); composed instead"
      )
      #expect(lines[4].hasPrefix("docpkg: thumbnail: 25 inputs in "))
      #expect(lines[4].hasSuffix("s: 25 written, 25 warnings"))
    }
  }

  /// script(1) gives the run a terminal, as a person watching would have.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func aTerminalGetsAProgressLineAndASummary() throws {
    try withTemporaryDirectory { directory in
      let inputs = try Self.pictures(6, in: directory)
      let out = directory.appendingPathComponent("out").path
      let command =
        ([ProjectPaths.docpkgExecutable.path, "thumbnail"] + inputs + [
          "--output-dir", out, "-j", "2",
        ]).map { "'\($0)'" }.joined(separator: " ")
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
      #expect(result.status == 0, "\(result.stdoutText)")
      let text = result.stdoutText
      #expect(text.contains("\r\u{1B}[Kthumbnail: 6/6 100%"), "\(text.debugDescription)")
      #expect(text.contains("docpkg: thumbnail: 6 inputs in "))
      #expect(text.contains("s: 6 written"))
    }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func validateAndInspectShowProgressWhenResultsAreHeldBack() throws {
    try withTemporaryDirectory { directory in
      let text = directory.appendingPathComponent("t.txt")
      try Data("Hello".utf8).write(to: text)
      var notes: [String] = []
      for n in 0..<3 {
        let note = directory.appendingPathComponent("N\(n).note").path
        #expect(try runDocpkg(["pack", "--text", text.path, "-o", note]).status == 0)
        notes.append(note)
      }
      for command in ["validate", "inspect"] {
        let line = ([ProjectPaths.docpkgExecutable.path, command, "--json"] + notes)
          .map { "'\($0)'" }.joined(separator: " ")
        let result = try runProcess(
          URL(fileURLWithPath: "/usr/bin/script"), ["-qec", line, "/dev/null"])
        #expect(result.status == 0, "\(command): \(result.stdoutText)")
        #expect(result.stdoutText.contains("\r\u{1B}[K\(command): 3/3 100%"), "\(command)")
        // Without a terminal nothing but the JSON.
        let plain = try runDocpkg([command, "--json"] + notes)
        #expect(plain.stderrText.isEmpty)
      }
    }
  }

  @Test func badBatchOptionsAreUsageErrors() throws {
    for arguments in [
      ["--progress", "loud", "-o", "x.png"], ["--shard", "5/4", "-o", "x.png"],
      ["--skip-fresh", "--update-quicklook"],
    ] {
      let result = try runDocpkg(["thumbnail", "in.png"] + arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderrText)")
      #expect(result.stderrText.split(separator: "\n").count == 1)
    }
  }
}
