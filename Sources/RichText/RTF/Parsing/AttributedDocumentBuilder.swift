/// The `RTFTextSink` that builds the paragraphs of an `AttributedDocument`.
struct AttributedDocumentBuilder: RTFTextSink {
  static var keepsAttributes: Bool { true }

  /// The finished paragraphs.
  private(set) var paragraphs: [Paragraph] = []
  private var paragraph = Paragraph()
  /// Body text not yet added to `paragraph` (UTF-8), all with `attributes`.
  private var bodyText: [UInt8] = []
  private var attributes = TextAttributes()
  private var bodyAtClose: (paragraphs: [Paragraph], paragraph: Paragraph)?

  mutating func setAttributes(_ attributes: TextAttributes) {
    if attributes != self.attributes {
      flushBodyText()
      self.attributes = attributes
    }
  }

  @inline(__always)
  mutating func setAlignment(_ alignment: TextAlignment) {
    paragraph.alignment = alignment
  }

  @inline(__always)
  mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
    bodyText.append(contentsOf: bytes)
  }

  mutating func append(_ scalar: Unicode.Scalar) {
    UTF8.encode(scalar) { bodyText.append($0) }
  }

  mutating func appendCodePageCharacter(_ entry: UInt64) {
    for index in 0..<Int(truncatingIfNeeded: entry >> 32) {
      bodyText.append(UInt8(truncatingIfNeeded: entry >> (8 * UInt64(index))))
    }
  }

  mutating func append(_ text: String) {
    bodyText.append(contentsOf: text.utf8)
  }

  mutating func appendAttachment(_ attachment: AttachmentCell, attributes: TextAttributes) {
    flushBodyText()
    paragraph.runs.append(TextRun(attachment: attachment, attributes: attributes))
  }

  mutating func endParagraph(alignment: TextAlignment?, nextAlignment: TextAlignment) {
    flushBodyText()
    if let alignment { paragraph.alignment = alignment }
    paragraphs.append(paragraph)
    paragraph = Paragraph(alignment: nextAlignment)
  }

  var isEmpty: Bool {
    paragraphs.isEmpty && paragraph.runs.isEmpty && bodyText.isEmpty
  }

  mutating func saveBodyAtClose() {
    flushBodyText()
    bodyAtClose = (paragraphs, paragraph)
  }

  mutating func restoreBodyAtClose() {
    guard let body = bodyAtClose else { return }
    bodyText.removeAll()
    paragraphs = body.paragraphs
    paragraph = body.paragraph
  }

  /// Moves buffered body text into the current paragraph.
  private mutating func flushBodyText() {
    guard !bodyText.isEmpty else { return }
    paragraph.append(String(decoding: bodyText, as: UTF8.self), attributes: attributes)
    bodyText.removeAll(keepingCapacity: true)
  }
}
