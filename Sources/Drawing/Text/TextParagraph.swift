/// Styled runs laid out as one block, with alignment and spacing.
///
/// Lengths are in pixels, like ``TextStyle/size``.
///
/// ```swift
/// let paragraph = TextParagraph(
///   runs: [
///     StyledRun("Shopping ", style: TextStyle(size: 18, bold: true)),
///     StyledRun("milk, eggs, bread", style: TextStyle(size: 18)),
///   ],
///   alignment: .left, spacingAfter: 6)
/// ```
public struct TextParagraph: Sendable, Hashable {
  /// The styled pieces, in order.
  public var runs: [StyledRun]
  /// Horizontal placement of the lines.
  public var alignment: LineAlignment
  /// Multiplies the font's natural line height (1 = as designed).
  public var lineHeightMultiple: Double
  /// Extra space above the paragraph (ignored for the first paragraph drawn).
  public var spacingBefore: Double
  /// Extra space below the paragraph.
  public var spacingAfter: Double
  /// Indent of the first line from the left edge.
  public var firstLineHeadIndent: Double
  /// Indent of the other lines from the left edge.
  public var headIndent: Double

  /// A paragraph from its runs and layout settings.
  public init(
    runs: [StyledRun], alignment: LineAlignment = .natural, lineHeightMultiple: Double = 1,
    spacingBefore: Double = 0, spacingAfter: Double = 0, firstLineHeadIndent: Double = 0,
    headIndent: Double = 0
  ) {
    self.runs = runs
    self.alignment = alignment
    self.lineHeightMultiple = lineHeightMultiple
    self.spacingBefore = spacingBefore
    self.spacingAfter = spacingAfter
    self.firstLineHeadIndent = firstLineHeadIndent
    self.headIndent = headIndent
  }

  /// A paragraph of plain text in one style.
  public init(_ text: String, style: TextStyle = TextStyle(), alignment: LineAlignment = .natural) {
    self.init(runs: [StyledRun(text, style: style)], alignment: alignment)
  }

  /// The same paragraph with every size and length multiplied by `factor`.
  public func scaled(by factor: Double) -> TextParagraph {
    var copy = self
    copy.runs = runs.map { StyledRun($0.text, style: $0.style.scaled(by: factor)) }
    copy.spacingBefore *= factor
    copy.spacingAfter *= factor
    copy.firstLineHeadIndent *= factor
    copy.headIndent *= factor
    return copy
  }
}
