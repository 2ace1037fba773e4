import Foundation
import TestSupport
import Testing

/// `docpkg text --pages A-B` on PDFs, and its errors. Each page ends with a form feed, and the
/// plain-text export ends the last line with a newline.
@Suite("docpkg text --pages")
struct TextPagesTests {
  private func withPDF(_ body: (String) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("three.pdf")
      try MiniPDF.document(pages: ["Alpha page", "Bravo page", "Charlie page"]).write(to: url)
      try body(url.path)
    }
  }

  private static var hasPoppler: Bool {
    [
      "/usr/lib/x86_64-linux-gnu/libpoppler-glib.so.8",
      "/usr/lib/aarch64-linux-gnu/libpoppler-glib.so.8",
    ]
    .contains { FileManager.default.fileExists(atPath: $0) }
  }

  @Test(.enabled(if: hasPoppler)) func everyPageWithoutTheOption() throws {
    try withPDF { path in
      let result = try runDocpkg(["text", path])
      #expect(result.status == 0)
      #expect(result.stdoutText == "Alpha page\n\u{0C}Bravo page\n\u{0C}Charlie page\n\u{0C}\n")
    }
  }

  @Test(.enabled(if: hasPoppler)) func aRangeAndOnePage() throws {
    try withPDF { path in
      let range = try runDocpkg(["text", "--pages", "2-3", path])
      #expect(range.status == 0)
      #expect(range.stdoutText == "Bravo page\n\u{0C}Charlie page\n\u{0C}\n")
      let one = try runDocpkg(["text", path, "--pages=1"])
      #expect(one.stdoutText == "Alpha page\n\u{0C}\n")
      let markdown = try runDocpkg(["text", path, "--pages", "3", "-f", "markdown"])
      #expect(markdown.status == 0)
      #expect(markdown.stdoutText.contains("Charlie page"))
      #expect(!markdown.stdoutText.contains("Alpha"))
    }
  }

  @Test(.enabled(if: hasPoppler)) func aRangePastTheEndStopsAtTheLastPage() throws {
    try withPDF { path in
      let result = try runDocpkg(["text", "--pages", "3-99", path])
      #expect(result.status == 0)
      #expect(result.stdoutText == "Charlie page\n\u{0C}\n")
    }
  }

  @Test(.enabled(if: hasPoppler)) func aRangeStartingPastTheEndIsBadData() throws {
    try withPDF { path in
      let result = try runDocpkg(["text", "--pages", "4-5", path])
      #expect(result.status == 65)
      #expect(result.stdoutText.isEmpty)
      #expect(
        result.stderrText == "docpkg: \(path): page 4 does not exist: the PDF has 3 page(s)\n")
    }
  }

  @Test(arguments: ["0-2", "3-2", "a-b", "1-", "-2", "", "1-2-3", "1–2", "9999999999"])
  func aMalformedRangeIsAUsageError(_ text: String) throws {
    try withPDF { path in
      let result = try runDocpkg(["text", path, "--pages", text])
      #expect(result.status == 64)
      #expect(result.stdoutText.isEmpty)
      #expect(
        result.stderrText
          == "docpkg: --pages: expected A-B or A, pages from 1 with A ≤ B, got '\(text)'\n")
    }
  }

  @Test func otherKindsHaveNoPages() throws {
    try withTemporaryDirectory { directory in
      let text = directory.appendingPathComponent("notes.txt")
      try Data("hello\n".utf8).write(to: text)
      let result = try runDocpkg(["text", "--pages", "1-2", text.path])
      #expect(result.status == 64)
      #expect(result.stdoutText.isEmpty)
      #expect(
        result.stderrText
          == "docpkg: \(text.path): --pages chooses pages of a PDF; this is a text document, not a PDF\n"
      )
      let rtf = directory.appendingPathComponent("a.rtf")
      try Data(#"{\rtf1 hi}"#.utf8).write(to: rtf)
      let fromRTF = try runDocpkg(["text", rtf.path, "--pages", "1"])
      #expect(fromRTF.status == 64)
      #expect(fromRTF.stderrText.contains("this is a rtf document, not a PDF"))
    }
  }

  @Test func helpNamesTheOption() throws {
    let result = try runDocpkg(["text", "--help"])
    #expect(result.status == 0)
    #expect(result.stdoutText.contains("--pages A-B"))
  }
}
