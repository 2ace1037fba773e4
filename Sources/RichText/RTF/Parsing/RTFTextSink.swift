/// Where `RTFParser` sends the document body: the model builder (`AttributedDocumentBuilder`)
/// or the plain-text writer (`PlainTextSink`).
///
/// The parser keeps every RTF rule (groups, destinations, code pages, `\uc` skipping, damage
/// recovery) and calls these methods only with body text, so both consumers see the same
/// text. The parser is generic over the sink, so each consumer gets its own specialised copy.
protocol RTFTextSink {
  /// Whether the sink stores attributes; when `false` the parser never resolves them and
  /// passes default attributes.
  static var keepsAttributes: Bool { get }

  /// Body text from now on has `attributes` (called only when they may have changed).
  mutating func setAttributes(_ attributes: TextAttributes)
  /// The current paragraph's alignment.
  mutating func setAlignment(_ alignment: TextAlignment)
  /// Appends body text: UTF-8 of whole scalars, with no U+2028 or U+FFFC (ASCII from the
  /// input's text runs).
  mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>)
  /// Appends one body scalar.
  mutating func append(_ scalar: Unicode.Scalar)
  /// Appends one body character decoded from a code page byte: a `CodePageUTF8Table` entry
  /// (UTF-8 in the low 32 bits, its length in bits 32–39; never U+2028 or U+FFFC).
  mutating func appendCodePageCharacter(_ entry: UInt64)
  /// Appends decoded body text.
  mutating func append(_ text: String)
  /// Appends an attachment cell.
  mutating func appendAttachment(_ attachment: AttachmentCell, attributes: TextAttributes)
  /// Ends the current paragraph, setting its alignment first when `alignment` is given; the
  /// next paragraph starts with `nextAlignment`.
  mutating func endParagraph(alignment: TextAlignment?, nextAlignment: TextAlignment)
  /// Whether nothing has been added: no paragraph ended and the current one is empty.
  var isEmpty: Bool { get }
  /// Remembers the body as it is when the outermost group first closes.
  mutating func saveBodyAtClose()
  /// Goes back to the body `saveBodyAtClose` remembered (text after the close is dropped).
  mutating func restoreBodyAtClose()
}
