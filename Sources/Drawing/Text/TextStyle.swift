/// How a run of text looks: font, size, traits, decoration and colour.
///
/// Sizes are in **pixels** of the target canvas (a 12 pt font drawn at 2 px per point is
/// `size: 24`; ``scaled(by:)`` does that conversion). Sizes are clamped to 1–512 px when
/// drawn.
///
/// ```swift
/// let heading = TextStyle(fontFamily: "Helvetica", size: 24, bold: true)
/// let link = TextStyle(size: 14, underline: true, color: RGBAColor(red: 0, green: 0, blue: 238))
/// ```
public struct TextStyle: Sendable, Hashable {
  /// The font family; fontconfig substitutes a similar one when it is not installed.
  public var fontFamily: String
  /// The em size in pixels.
  public var size: Double
  /// Bold weight (synthesised by emboldening when the family has no bold face).
  public var bold: Bool
  /// Italic or oblique (synthesised by slanting when the family has none).
  public var italic: Bool
  /// A line under the text.
  public var underline: Bool
  /// A line through the text.
  public var strikethrough: Bool
  /// The text colour, straight alpha.
  public var color: RGBAColor

  /// A style from its parts; the defaults are 12 px black DejaVu Sans.
  public init(
    fontFamily: String = FontDescriptor.fallbackFamily, size: Double = 12, bold: Bool = false,
    italic: Bool = false, underline: Bool = false, strikethrough: Bool = false,
    color: RGBAColor = .black
  ) {
    self.fontFamily = fontFamily
    self.size = size
    self.bold = bold
    self.italic = italic
    self.underline = underline
    self.strikethrough = strikethrough
    self.color = color
  }

  /// The font this style asks for.
  public var fontDescriptor: FontDescriptor {
    FontDescriptor(family: fontFamily, bold: bold, italic: italic)
  }

  /// The same style with its size multiplied by `factor` (points to pixels, zoom).
  public func scaled(by factor: Double) -> TextStyle {
    var copy = self
    copy.size *= factor
    return copy
  }

  /// The size in 26.6 fixed-point pixels, clamped to 1–512 px (12 px when not finite).
  var fixedSize: Int {
    guard size.isFinite else { return 12 * 64 }
    return Int((min(max(size, 1), 512) * 64).rounded())
  }
}
