import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("docpkg validate")
struct ValidateCommandTests {
  /// A valid note made by `docpkg new`, and an invalid copy without Text.rtf.
  func makeNotes(_ dir: URL) throws -> (good: String, bad: String) {
    let new = try runDocpkg(["new", "Good", "--in", dir.path])
    #expect(new.status == 0)
    let good = dir.appendingPathComponent("Good.note")
    let bad = dir.appendingPathComponent("Bad.note")
    try FileManager.default.copyItem(at: good, to: bad)
    try FileManager.default.removeItem(at: bad.appendingPathComponent("Text.rtf"))
    return (good.path, bad.path)
  }

  @Test func validNoteExits0() throws {
    try withTemporaryDirectory { dir in
      let notes = try makeNotes(dir)
      let result = try runDocpkg(["validate", notes.good])
      #expect(result.status == 0)
      #expect(result.stdoutText == "\(notes.good): valid (note)\n")
    }
  }

  @Test func invalidNoteExits65AndNamesTheRule() throws {
    try withTemporaryDirectory { dir in
      let notes = try makeNotes(dir)
      let result = try runDocpkg(["validate", notes.good, notes.bad])
      #expect(result.status == 65)
      #expect(result.stdoutText.contains("\(notes.bad): invalid (note, 1 error, 1 warning)"))
      #expect(result.stdoutText.contains("  error NOTE-2 Text.rtf: missing\n"))
    }
  }

  @Test func warningsOnlyExit0() throws {
    try withTemporaryDirectory { dir in
      let notes = try makeNotes(dir)
      try Data().write(to: URL(fileURLWithPath: notes.good).appendingPathComponent("extra"))
      let result = try runDocpkg(["validate", notes.good])
      #expect(result.status == 0)
      #expect(result.stdoutText.contains("warning NOTE-15 extra: unexpected entry"))
    }
  }

  @Test func badPackagesGiveClearErrors() throws {
    try withTemporaryDirectory { dir in
      let notes = try makeNotes(dir)
      let good = URL(fileURLWithPath: notes.good)
      let linked = dir.appendingPathComponent("Linked.note")
      try FileManager.default.copyItem(at: good, to: linked)
      try FileManager.default.createDirectory(
        at: linked.appendingPathComponent("Attachments"), withIntermediateDirectories: true)
      #expect(symlink("/etc/passwd", linked.appendingPathComponent("Attachments/pw").path) == 0)
      let corrupt = dir.appendingPathComponent("Corrupt.note")
      try FileManager.default.copyItem(at: good, to: corrupt)
      try Data("garbage".utf8).write(to: corrupt.appendingPathComponent("QuickLook/Thumbnail.png"))
      let file = dir.appendingPathComponent("File.note")
      try Data("x".utf8).write(to: file)
      let cases: [(URL, String)] = [
        (
          linked,
          "error NOTE-6 Attachments/pw: symbolic link points outside the package (/etc/passwd)"
        ),
        (corrupt, "error NOTE-11 QuickLook/Thumbnail.png: not a valid PNG"),
        (file, "error NOTE-1 .: is a regular file, not a package folder"),
      ]
      for (url, line) in cases {
        let result = try runDocpkg(["validate", url.path])
        #expect(result.status == 65, "\(url.lastPathComponent)")
        #expect(result.stdoutText.contains(line), "\(result.stdoutText)")
      }
    }
  }

  @Test func missingInputExits66() throws {
    try withTemporaryDirectory { dir in
      let notes = try makeNotes(dir)
      let missing = dir.appendingPathComponent("nope.note").path
      let result = try runDocpkg(["validate", "--json", missing, notes.bad])
      #expect(result.status == 66)
      #expect(result.stderrText == "docpkg: \(missing): no such file or directory\n")
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let inputs = try #require(object["inputs"] as? [[String: Any]])
      #expect(inputs.count == 2)
      #expect(inputs[0]["exitCode"] as? Int == 66)
      #expect(inputs[1]["valid"] as? Bool == false)
    }
  }

  @Test func jsonFollowsTheDocumentedSchema() throws {
    try withTemporaryDirectory { dir in
      let notes = try makeNotes(dir)
      let result = try runDocpkg(["validate", "--json", notes.bad])
      #expect(result.status == 65)
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let input = try #require((object["inputs"] as? [[String: Any]])?.first)
      #expect(input["path"] as? String == notes.bad)
      #expect(input["format"] as? String == "note")
      #expect(input["valid"] as? Bool == false)
      #expect(input["errors"] as? Int == 1)
      #expect(input["warnings"] as? Int == 1)
      let issue = try #require((input["issues"] as? [[String: Any]])?.first)
      #expect(issue["rule"] as? String == "NOTE-2")
      #expect(issue["severity"] as? String == "error")
      #expect(issue["path"] as? String == "Text.rtf")
      #expect(issue["message"] as? String == "missing")
    }
  }

  @Test func relativePathsAreReportedAsGiven() throws {
    try withTemporaryDirectory { dir in
      _ = try makeNotes(dir)
      let result = try runDocpkg(["validate", "Good.note", "nope.note"], in: dir)
      #expect(result.status == 66)
      #expect(result.stdoutText == "Good.note: valid (note)\n")
      #expect(result.stderrText == "docpkg: nope.note: no such file or directory\n")
    }
  }

  @Test func usage() throws {
    #expect(try runDocpkg(["validate"]).status == 64)
    let help = try runDocpkg(["validate", "--help"])
    #expect(help.status == 0)
    #expect(help.stdoutText.contains("USAGE: docpkg validate PATH... [--json]"))
  }
}
