/// What `inspect` says about a document's text: its length and first line.
public struct TextSummary: Hashable, Sendable, Codable {
  /// Characters (grapheme clusters) in the plain text, an attachment counting as one
  /// (U+FFFC), paragraphs separated by one newline.
  public var characterCount: Int
  /// The first line that holds more than white space, trimmed, at most
  /// ``maximumFirstLineLength`` characters (`""` for an empty text).
  public var firstLine: String
  /// How many kinds of damage the RTF reader recovered from (0 for a clean file).
  public var damageCount: Int

  /// The longest first line kept; longer lines end in `…`.
  public static let maximumFirstLineLength = 80

  /// Makes a summary.
  public init(characterCount: Int, firstLine: String, damageCount: Int = 0) {
    self.characterCount = characterCount
    self.firstLine = firstLine
    self.damageCount = damageCount
  }

  /// The summary of a plain text (attachments already U+FFFC).
  init(text: String, damageCount: Int) {
    characterCount = text.count
    var first = ""
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = Substring(line.filter { $0 != "\u{FFFC}" }).trimmedOfWhitespace
      if !trimmed.isEmpty {
        first = trimmed
        break
      }
    }
    if first.count > Self.maximumFirstLineLength {
      first = String(first.prefix(Self.maximumFirstLineLength - 1)) + "…"
    }
    firstLine = first
    self.damageCount = damageCount
  }
}

extension Substring {
  /// The text without leading and trailing white space.
  fileprivate var trimmedOfWhitespace: String {
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }
}
