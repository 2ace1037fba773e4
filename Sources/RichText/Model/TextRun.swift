/// A stretch of text with uniform attributes, or one attachment cell.
public struct TextRun: Equatable, Sendable {
  /// The characters. For an attachment this is the single object replacement character
  /// U+FFFC, as in `NSAttributedString`.
  public var text: String
  /// Font, traits, colours and link of the run.
  public var attributes: TextAttributes
  /// The attachment this run stands for, if it is an attachment cell.
  public var attachment: AttachmentCell?

  /// The character an attachment occupies in the text (`NSTextAttachment.character`).
  public static let attachmentCharacter: Character = "\u{FFFC}"

  /// Creates a text run.
  public init(text: String, attributes: TextAttributes = TextAttributes()) {
    self.text = text
    self.attributes = attributes
    self.attachment = nil
  }

  /// Creates an attachment run.
  public init(attachment: AttachmentCell, attributes: TextAttributes = TextAttributes()) {
    self.text = String(Self.attachmentCharacter)
    self.attributes = attributes
    self.attachment = attachment
  }
}
