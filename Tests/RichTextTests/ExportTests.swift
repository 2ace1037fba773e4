import RichText
import Testing

@Suite("Text export")
struct ExportTests {
  static let document: AttributedDocument = {
    let base = TextAttributes(fontName: "Helvetica")
    var first = Paragraph(alignment: .center)
    first.append(
      "Title <&> \"q\" 'a'", attributes: TextAttributes(fontName: "Helvetica", isBold: true))
    var second = Paragraph()
    second.append("•\tItem with ", attributes: base)
    second.append(
      "a link", attributes: TextAttributes(fontName: "Helvetica", link: "https://x.y/?a=1&b=2"))
    second.append(" and *stars*\u{2028}next", attributes: base)
    var third = Paragraph()
    third.append("bad", attributes: TextAttributes(link: "javascript:alert(1)"))
    third.append(" x", attributes: TextAttributes(isItalic: true, isStrikethrough: true))
    third.append("2", attributes: TextAttributes(baseline: .superscript))
    third.runs.append(
      TextRun(attachment: AttachmentCell(fileName: "a b.png", width: 10, height: 20)))
    return AttributedDocument(
      paragraphs: [first, second, third], metadata: DocumentMetadata(title: "T<1>"))
  }()

  @Test func plainText() {
    #expect(
      Self.document.exported(as: .plainText)
        == "Title <&> \"q\" 'a'\n•\tItem with a link and *stars*\nnext\nbad x2\n")
  }

  @Test(arguments: [1, 7, 1 << 16])
  func streamedPlainTextEqualsTheExport(_ chunkSize: Int) {
    for document in [Self.document, SampleDocuments.allAttributes, AttributedDocument()] {
      var bytes: [UInt8] = []
      document.writePlainText(chunkSize: chunkSize) { bytes.append(contentsOf: $0) }
      #expect(String(decoding: bytes, as: UTF8.self) == document.exported(as: .plainText))
    }
  }

  @Test func plainTextOfEmptyDocumentIsEmpty() {
    #expect(AttributedDocument().exported(as: .plainText) == "")
  }

  @Test func markdown() {
    let markdown = Self.document.exported(as: .markdown)
    #expect(
      markdown
        == """
        **Title <&> "q" 'a'**

        •\tItem with [a link](<https://x.y/?a=1&b=2>) and \\*stars\\*\\
        next

        [bad](<javascript:alert(1)>) *~~x~~*<sup>2</sup>![a b.png](<a%20b.png>)

        """.replacingOccurrences(of: "**Title <&>", with: "**Title \\<&\\>"))
  }

  @Test func htmlEscapesAndDropsScriptLinks() {
    let html = Self.document.exported(as: .html)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"))
    #expect(html.contains("<title>T&lt;1&gt;</title>"))
    #expect(
      html.contains(
        "<p style=\"text-align:center\"><span style=\"font-family:&#39;Helvetica&#39;\"><b>Title &lt;&amp;&gt; &quot;q&quot; &#39;a&#39;</b></span></p>"
      ))
    #expect(html.contains("<a href=\"https://x.y/?a=1&amp;b=2\">"))
    #expect(html.contains("and *stars*<br>next"))
    #expect(!html.contains("javascript:"))
    #expect(html.contains("<img src=\"a b.png\" alt=\"a b.png\" width=\"10\" height=\"20\">"))
    #expect(html.contains("<sup>2</sup>"))
  }

  @Test func formatsAreListed() {
    #expect(TextExportFormat.all.map(\.name) == ["plain", "markdown", "html"])
  }
}
