import Foundation
import TestSupport
import Testing

@Suite("docpkg text")
struct TextCommandTests {
  static let rtf =
    #"{\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;}\f0 Hello \b world\b0\par Caf\'e9 {\field{\*\fldinst{HYPERLINK "https://e.com"}}{\fldrslt link}}}"#

  private func withFile(_ contents: [UInt8], _ body: (String) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("doc.rtf")
      try Data(contents).write(to: url)
      try body(url.path)
    }
  }

  @Test func printsPlainTextByDefault() throws {
    try withFile(Array(Self.rtf.utf8)) { path in
      let result = try runDocpkg(["text", path])
      #expect(result.status == 0)
      #expect(result.stdoutText == "Hello world\nCafé link\n")
      #expect(result.stderrText.isEmpty)
    }
  }

  @Test func markdownHTMLAndRTFFormats() throws {
    try withFile(Array(Self.rtf.utf8)) { path in
      let markdown = try runDocpkg(["text", path, "--format", "markdown"])
      #expect(markdown.stdoutText == "Hello **world**\n\nCafé [link](<https://e.com>)\n")
      let html = try runDocpkg(["text", "--format=html", path])
      #expect(html.stdoutText.contains("<a href=\"https://e.com\">"))
      let rtf = try runDocpkg(["text", path, "-f", "rtf"])
      #expect(rtf.stdoutText.hasPrefix("{\\rtf1\\ansi\\ansicpg1252\\cocoartf"))
      #expect(rtf.stdoutText.contains("Caf\\uc0\\u233 "))
    }
  }

  @Test func damageIsAWarning() throws {
    try withFile(Array(#"{\rtf1 truncated {\b text"#.utf8)) { path in
      let result = try runDocpkg(["text", path])
      #expect(result.status == 0)
      #expect(result.stdoutText == "truncated text\n")
      #expect(result.stderrText.contains("\(path): warning: input ends with 2 unclosed groups"))
    }
  }

  /// The plain text is streamed as it is made: input that fails half way has printed the
  /// text before the fault (not completed by a newline), then the error line and exit 65.
  @Test func tooDeepNestingPrintsTheTextBeforeItThenFails() throws {
    let body = String(repeating: "text before ", count: 10_000)
    let rtf = "{\\rtf1 " + body + String(repeating: "{", count: 100_001) + "}"
    try withFile(Array(rtf.utf8)) { path in
      let result = try runDocpkg(["text", path])
      #expect(result.status == 65)
      #expect(result.stdoutText == body)
      #expect(result.stderrText.hasPrefix("docpkg: \(path): "))
      #expect(result.stderrText.contains("groups nest deeper than 100000 levels"))
    }
  }

  @Test func textAfterTheDocumentIsDroppedUnlessTheCloseWasPremature() throws {
    try withFile(Array("{\\rtf1 one\\par two}\n@sig\n".utf8)) { path in
      let result = try runDocpkg(["text", path])
      #expect(result.stdoutText == "one\ntwo\n")
      #expect(result.stderrText.contains("warning"))
    }
    try withFile(Array("{\\rtf1 a} b} c".utf8)) { path in
      let plain = try runDocpkg(["text", path])
      let markdown = try runDocpkg(["text", path, "--format", "markdown"])
      #expect(plain.stdoutText == "a b c\n")
      #expect(markdown.stdoutText == plain.stdoutText)
    }
  }

  @Test func notRTFIsDataError() throws {
    try withFile(Array("plain text".utf8)) { path in
      let result = try runDocpkg(["text", path])
      #expect(result.status == 65)
      #expect(result.stderrText == "docpkg: \(path): not an RTF document (no '{\\rtf' header)\n")
    }
  }

  @Test func missingFileIsNoInput() throws {
    let result = try runDocpkg(["text", "/nonexistent/x.rtf"])
    #expect(result.status == 66)
    #expect(result.stderrText.contains("/nonexistent/x.rtf: No such file or directory"))
  }

  @Test func plainFolderAndEmptyFileAreDataErrors() throws {
    try withTemporaryDirectory { directory in
      // A folder is read as a package now; one with no package extension is bad data.
      let folder = try runDocpkg(["text", directory.path])
      #expect(folder.status == 65)
      #expect(folder.stderrText.contains("not a package"))
      let empty = directory.appendingPathComponent("empty.rtf")
      try Data().write(to: empty)
      #expect(try runDocpkg(["text", empty.path]).status == 65)
    }
  }

  @Test func badFormatIsUsageError() throws {
    let result = try runDocpkg(["text", "x.rtf", "--format", "pdf"])
    #expect(result.status == 64)
    #expect(result.stderrText.contains("--format"))
  }
}
