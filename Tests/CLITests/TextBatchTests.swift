import Foundation
import TestSupport
import Testing

/// `docpkg text` with several inputs: one file of text per input in `--output-dir`, the
/// same bytes as the one-input run prints, a failed input costing only itself.
@Suite("docpkg text --output-dir")
struct TextBatchTests {
  private func writeInputs(in directory: URL) throws -> [String] {
    var paths: [String] = []
    for index in 0..<6 {
      let url = directory.appendingPathComponent("doc\(index).rtf")
      try Data(#"{\rtf1\ansi Document \b \#(index)\b0\par Caf\'e9}"#.utf8).write(to: url)
      paths.append(url.path)
    }
    let plain = directory.appendingPathComponent("notes.txt")
    try Data("plain text\nsecond line\n".utf8).write(to: plain)
    paths.append(plain.path)
    return paths
  }

  @Test func writesEachInputsTextAsTheOneInputRunPrintsIt() throws {
    try withTemporaryDirectory { directory in
      let inputs = try writeInputs(in: directory)
      let folder = directory.appendingPathComponent("out").path
      let result = try runDocpkg(["text"] + inputs + ["--output-dir", folder, "--jobs", "2"])
      #expect(result.status == 0, "\(result.stderrText)")
      #expect(result.stdoutText.isEmpty)
      for input in inputs {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name + ".txt"))
        let printed = try runDocpkg(["text", input])
        #expect(written == printed.stdout, "\(name)")
        #expect(!written.isEmpty)
      }
      let first = try String(contentsOfFile: folder + "/doc3.txt", encoding: .utf8)
      #expect(first == "Document 3\nCafé\n")
    }
  }

  @Test func theFormatNamesTheExtension() throws {
    try withTemporaryDirectory { directory in
      let inputs = Array(try writeInputs(in: directory).prefix(2))
      let folder = directory.appendingPathComponent("md").path
      let result = try runDocpkg(["text"] + inputs + ["--output-dir", folder, "-f", "markdown"])
      #expect(result.status == 0, "\(result.stderrText)")
      let markdown = try String(contentsOfFile: folder + "/doc1.md", encoding: .utf8)
      #expect(markdown == "Document **1**\n\nCafé\n")
    }
  }

  @Test func aBadInputCostsItselfAndSetsTheExitStatus() throws {
    try withTemporaryDirectory { directory in
      var inputs = try writeInputs(in: directory)
      let bad = directory.appendingPathComponent("bad.rtf")
      try Data("not rtf at all".utf8).write(to: bad)
      inputs.insert(bad.path, at: 2)
      inputs.append(directory.appendingPathComponent("missing.rtf").path)
      let folder = directory.appendingPathComponent("out").path
      let result = try runDocpkg(["text"] + inputs + ["--output-dir", folder, "-j", "2"])
      #expect(result.status == 66)  // the highest met: 66 (missing) over 65 (not RTF)
      #expect(result.stderrText.contains("\(bad.path): not an RTF document"))
      #expect(result.stderrText.contains("missing.rtf"))
      #expect(result.stderrText.contains("9 inputs"))
      #expect(result.stderrText.contains("7 written, 2 failed"))
      let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      #expect(
        written == [
          "doc0.txt", "doc1.txt", "doc2.txt", "doc3.txt", "doc4.txt", "doc5.txt", "notes.txt",
        ])
    }
  }

  @Test func severalInputsWithoutAFolderAreAUsageError() throws {
    try withTemporaryDirectory { directory in
      let inputs = try writeInputs(in: directory)
      let result = try runDocpkg(["text"] + inputs)
      #expect(result.status == 64)
      #expect(result.stderrText.contains("7 inputs need --output-dir DIR"))
      #expect(result.stdoutText.isEmpty)
      let same = try runDocpkg(["text", inputs[0], inputs[0], "--output-dir", directory.path])
      #expect(same.status == 64)
      #expect(same.stderrText.contains("two inputs would write the same file"))
    }
  }

  @Test func oneInputToAFileAndSkipFresh() throws {
    try withTemporaryDirectory { directory in
      let input = try writeInputs(in: directory)[0]
      let output = directory.appendingPathComponent("one.txt").path
      let first = try runDocpkg(["text", input, "-o", output])
      #expect(first.status == 0)
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "Document 0\nCafé\n")
      let again = try runDocpkg(["text", input, "-o", output, "--skip-fresh", "--progress", "json"])
      #expect(again.status == 0)
      #expect(again.stdoutText.contains(#""status":"skipped""#))
    }
  }
}
