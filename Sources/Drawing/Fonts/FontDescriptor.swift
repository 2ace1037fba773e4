/// What a text style asks of a font: a family name and the bold/italic traits.
public struct FontDescriptor: Sendable, Hashable, CustomStringConvertible {
  /// The family name, e.g. `"Helvetica"` or `"DejaVu Sans"`; fontconfig substitutes a
  /// similar installed family when this one is missing.
  public var family: String
  /// Whether a bold face is wanted.
  public var bold: Bool
  /// Whether an italic or oblique face is wanted.
  public var italic: Bool

  /// A descriptor from its parts.
  public init(family: String, bold: Bool = false, italic: Bool = false) {
    self.family = family
    self.bold = bold
    self.italic = italic
  }

  /// The family used when the requested one cannot be loaded.
  public static let fallbackFamily = "DejaVu Sans"

  /// `Family Bold Italic`.
  public var description: String {
    family + (bold ? " Bold" : "") + (italic ? " Italic" : "")
  }
}
