import Foundation
import TestSupport
import Testing

/// `type --json` holds `files` back in a spool until the last input (the schema puts
/// `errors` first); past 256 KiB the spool is a temporary file. Over 1,500 inputs (about
/// 560 KB of `files`) the document must be the one the same inputs give in batches small
/// enough to stay in memory, joined.
@Suite("type --json past the spool's memory")
struct TypeJSONSpoolTests {
  @Test func oneRunEqualsBatchesJoined() throws {
    try withTemporaryDirectory { folder in
      let inputs = try ManyInputsFolder(root: folder, fileCount: 1_500, noteCount: 0)
      let paths = ManyInputsFolder.mixingMissing(into: inputs.files, every: 37)
      let whole = try runDocpkg(["type", "--json", "--"] + paths, in: folder)
      #expect(whole.status == 66)
      #expect(whole.stdout.count > 400_000)
      var errors: [Substring] = []
      var files: [Substring] = []
      for start in stride(from: 0, to: paths.count, by: 300) {
        let batch = Array(paths[start..<min(start + 300, paths.count)])
        let result = try runDocpkg(["type", "--json", "--"] + batch, in: folder)
        #expect(result.stdout.count < 200_000)
        let text = result.stdoutText
        let opening = #"{"errors":["#
        let middle = #"],"files":["#
        let closing = "]}\n"
        let split = try #require(text.range(of: middle))
        #expect(text.hasPrefix(opening) && text.hasSuffix(closing))
        let errorText = text[
          text.index(text.startIndex, offsetBy: opening.count)..<split.lowerBound]
        let fileText = text[split.upperBound..<text.index(text.endIndex, offsetBy: -closing.count)]
        if !errorText.isEmpty { errors.append(errorText) }
        if !fileText.isEmpty { files.append(fileText) }
      }
      let joined =
        #"{"errors":["# + errors.joined(separator: ",") + #"],"files":["#
        + files.joined(separator: ",") + "]}\n"
      #expect(whole.stdoutText == joined)
      #expect(whole.stdoutText.count == joined.count)
    }
  }
}

@Suite("type --json when the spool's temporary file fails")
struct TypeJSONSpoolFailureTests {
  @Test func exits74NamingTheFolderAndPrintsNoDocument() throws {
    try withTemporaryDirectory { folder in
      let inputs = try ManyInputsFolder(root: folder, fileCount: 900, noteCount: 0)
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/env"),
        [
          "TMPDIR=/nonexistent-docpkg-tmp", ProjectPaths.docpkgExecutable.path, "type", "--json",
          "--",
        ]
          + inputs.files,
        in: folder)
      #expect(result.status == 74)
      #expect(
        result.stderrText.contains(
          "docpkg: --json: temporary file: mkstemp in /nonexistent-docpkg-tmp: "))
      #expect(result.stdout.isEmpty)
    }
  }
}
