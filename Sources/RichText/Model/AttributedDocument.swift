/// A rich-text document: paragraphs of attributed runs plus the document's metadata.
///
/// This is the model the RTF reader produces and the RTF writer and exporters consume. It holds
/// what Apple's `NSAttributedString` keeps for the text of a note or an RTFD document: fonts,
/// sizes, traits, colours, links, paragraph alignment and attachment cells.
///
/// ```swift
/// let result = try RTFReader().read(bytes)
/// for paragraph in result.document.paragraphs {
///   for run in paragraph.runs { print(run.text, run.attributes.isBold) }
/// }
/// let rtf = RTFWriter().write(result.document)
/// ```
public struct AttributedDocument: Equatable, Sendable {
  /// The paragraphs in reading order. A document always has at least one paragraph once read;
  /// an empty document has none.
  public var paragraphs: [Paragraph]
  /// Title, author and dates from the RTF `\info` group.
  public var metadata: DocumentMetadata

  /// Creates a document from paragraphs and metadata.
  public init(paragraphs: [Paragraph] = [], metadata: DocumentMetadata = DocumentMetadata()) {
    self.paragraphs = paragraphs
    self.metadata = metadata
  }

  /// The text of every paragraph joined by newlines, attachments as U+FFFC.
  public var string: String {
    paragraphs.map(\.string).joined(separator: "\n")
  }

  /// Every attachment cell in document order.
  public var attachments: [AttachmentCell] {
    paragraphs.flatMap { $0.runs.compactMap(\.attachment) }
  }
}
