/// The character attributes of a run: what `NSAttributedString` keys as `.font`,
/// `.underlineStyle`, `.strikethroughStyle`, `.foregroundColor`, `.backgroundColor`,
/// `.superscript` and `.link`.
public struct TextAttributes: Hashable, Sendable {
  /// The font family or PostScript name from the font table (`Helvetica`,
  /// `HelveticaNeue-Bold`), or `nil` when the document names none.
  public var fontName: String?
  /// The point size (`\fs` is half-points; `\fsmilli` thousandths of a point).
  public var fontSize: Double
  /// Bold (`\b`).
  public var isBold: Bool
  /// Italic (`\i`).
  public var isItalic: Bool
  /// Underlined (`\ul` and its variants).
  public var isUnderlined: Bool
  /// Struck through (`\strike`, `\striked1`).
  public var isStrikethrough: Bool
  /// Text colour (`\cf`), `nil` for the default (black).
  public var foregroundColor: RGBColor?
  /// Highlight colour (`\cb`, `\highlight`), `nil` for none.
  public var backgroundColor: RGBColor?
  /// Superscript or subscript (`\super`, `\sub`, `\up`, `\dn`).
  public var baseline: BaselinePosition
  /// The link target (`HYPERLINK` field), `nil` when the run is not a link.
  public var link: String?

  /// The size RTF assumes when no `\fs` is given: 12 pt.
  public static let defaultFontSize: Double = 12

  /// Creates attributes; every argument defaults to plain 12-point text.
  public init(
    fontName: String? = nil, fontSize: Double = TextAttributes.defaultFontSize,
    isBold: Bool = false, isItalic: Bool = false, isUnderlined: Bool = false,
    isStrikethrough: Bool = false, foregroundColor: RGBColor? = nil,
    backgroundColor: RGBColor? = nil, baseline: BaselinePosition = .normal, link: String? = nil
  ) {
    self.fontName = fontName
    self.fontSize = fontSize
    self.isBold = isBold
    self.isItalic = isItalic
    self.isUnderlined = isUnderlined
    self.isStrikethrough = isStrikethrough
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
    self.baseline = baseline
    self.link = link
  }
}
