import RichText
import Testing

@Suite("RTF round trips")
struct RTFRoundTripTests {
  static let documents: [AttributedDocument] = [
    SampleDocuments.allAttributes, SampleDocuments.withAttachment, AttributedDocument(),
  ]

  @Test(arguments: documents)
  func modelToRTFToModelIsIdentity(_ document: AttributedDocument) throws {
    let bytes = RTFWriter().write(document)
    let result = try RTFReader().read(bytes)
    #expect(result.damage.isEmpty)
    #expect(result.document == document)
  }

  @Test func writerOutputIsASCIIExceptTheAttachmentByte() {
    let bytes = RTFWriter().write(SampleDocuments.allAttributes)
    #expect(bytes.allSatisfy { $0 < 0x80 })
    let attachment = RTFWriter().write(SampleDocuments.withAttachment)
    #expect(attachment.filter { $0 >= 0x80 } == [0xAC])
  }

  @Test func writerUsesTextEditHeader() {
    let text = RTFWriter().string(for: SampleDocuments.withAttachment)
    #expect(text.hasPrefix("{\\rtf1\\ansi\\ansicpg1252\\cocoartf2822\n\\cocoatextscaling0"))
    #expect(text.contains("{\\*\\expandedcolortbl;;"))
    #expect(text.contains("\\viewkind0\n\\pard\\tx720\\tx1440"))
    #expect(text.contains("\\pardirnatural\\partightenfactor0\n\n\\f0\\fs24 \\cf0 Before"))
    #expect(text.contains("{{\\NeXTGraphic Pasted Graphic.png \\width2880 \\height1930"))
    #expect(text.hasSuffix("After}"))
  }

  @Test func writesNonASCIIAsUnicodeEscapesWithSurrogatePairs() {
    var paragraph = Paragraph()
    paragraph.append("é😀", attributes: TextAttributes(fontName: "Helvetica"))
    let text = RTFWriter().string(for: AttributedDocument(paragraphs: [paragraph]))
    #expect(text.contains("\\uc0\\u233 \\u55357 \\u56832 }"))
  }

  @Test func writesLinksAsHyperlinkFields() {
    var paragraph = Paragraph()
    paragraph.append("go", attributes: TextAttributes(fontName: "Helvetica", link: "https://a.b/c"))
    let text = RTFWriter().string(for: AttributedDocument(paragraphs: [paragraph]))
    #expect(
      text.contains("\\cf0 {\\field{\\*\\fldinst{HYPERLINK \"https://a.b/c\"}}{\\fldrslt go}}}"))
  }
}

extension AttributedDocument: CustomTestStringConvertible {
  public var testDescription: String {
    "document(\(paragraphs.count) paragraphs: \(string.prefix(40).debugDescription))"
  }
}

@Suite("RTF writer group scoping")
struct RTFWriterScopingTests {
  @Test func unicodeSkipZeroInsideALinkOrAttachmentGroupDoesNotLeak() throws {
    let base = TextAttributes(fontName: "Helvetica")
    var paragraph = Paragraph()
    paragraph.append(
      "é", attributes: TextAttributes(fontName: "Helvetica", link: "https://é.example"))
    paragraph.runs.append(TextRun(attachment: AttachmentCell(fileName: "ü.png"), attributes: base))
    paragraph.append("ñx", attributes: base)
    let document = AttributedDocument(paragraphs: [paragraph])
    #expect(try RTFReader().read(RTFWriter().write(document)).document == document)
  }
}
