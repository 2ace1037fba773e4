import Foundation
import TestSupport
import Testing

/// After `--` nothing is an option, `-h` and `--help` included (`Spec/CLI.md`).
@Suite("docpkg: -- ends options")
struct DoubleDashTests {
  @Test(arguments: ["-h", "--help"])
  func textReadsAFileNamedLikeHelp(name: String) throws {
    try withTemporaryDirectory { directory in
      try Data(#"{\rtf1\ansi Dash file\par}"#.utf8).write(
        to: directory.appendingPathComponent(name))
      let result = try runDocpkg(["text", "--", name], in: directory)
      #expect(result.status == 0, "\(result.stderrText)")
      #expect(result.stdoutText == "Dash file\n")
      let missing = try runDocpkg(["text", "--", "-x"], in: directory)
      #expect(missing.status == 66)
      #expect(missing.stderrText.hasPrefix("docpkg: -x: "))
    }
  }

  @Test func helpBeforeDoubleDashStillShowsHelp() throws {
    let result = try runDocpkg(["text", "-h", "--", "file"])
    #expect(result.status == 0)
    #expect(result.stdoutText.hasPrefix("OVERVIEW: Print a document's text"))
  }

  @Test func thumbnailOfADashNamedNote() throws {
    try withTemporaryDirectory { directory in
      try Data("Dash note".utf8).write(to: directory.appendingPathComponent("t.txt"))
      let packed = try runDocpkg(["pack", "--text", "t.txt", "-o", "-x.note"], in: directory)
      #expect(packed.status == 0, "\(packed.stderrText)")
      let made = try runDocpkg(["thumbnail", "-o", "out.png", "--", "-x.note"], in: directory)
      #expect(made.status == 0, "\(made.stderrText)")
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
      // After `--`, `-o out.png` are two more inputs, not an option: no output is named.
      let late = try runDocpkg(["thumbnail", "--", "-x.note", "-o", "late.png"], in: directory)
      #expect(late.status == 64)
      #expect(late.stderrText.contains("give exactly one of -o OUT.png or --output-dir DIR"))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("late.png").path))
    }
  }
}
