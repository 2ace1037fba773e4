/// One paragraph: a sequence of runs sharing a paragraph style.
///
/// Line breaks inside a paragraph (`\line`) are U+2028 LINE SEPARATOR in the run text, as
/// Cocoa stores them; tabs are `\t`. Paragraph breaks are the boundaries between paragraphs.
public struct Paragraph: Equatable, Sendable {
  /// The runs, each with uniform attributes. Adjacent runs have different attributes.
  public var runs: [TextRun]
  /// The paragraph's alignment.
  public var alignment: TextAlignment

  /// Creates a paragraph.
  public init(runs: [TextRun] = [], alignment: TextAlignment = .natural) {
    self.runs = runs
    self.alignment = alignment
  }

  /// The text of the runs, attachments as U+FFFC.
  public var string: String {
    runs.map(\.text).joined()
  }

  /// Appends `text` with `attributes`, merging with the last run when the attributes match.
  public mutating func append(_ text: String, attributes: TextAttributes) {
    guard !text.isEmpty else { return }
    if let last = runs.indices.last, runs[last].attachment == nil,
      runs[last].attributes == attributes
    {
      runs[last].text += text
    } else {
      runs.append(TextRun(text: text, attributes: attributes))
    }
  }
}
