/// What ``Canvas/drawText(_:in:fonts:)`` drew.
public struct TextLayoutResult: Sendable, Equatable {
  /// Lines drawn (including empty ones).
  public var lineCount: Int
  /// The box around the drawn lines (empty when nothing fitted).
  public var usedRect: PixelRect
  /// Whether text was left out because the rectangle is full (the last line then ends in
  /// an ellipsis).
  public var isTruncated: Bool
  /// Whether any run was drawn as grey bars because no font could be loaded for it.
  public var isGreeked: Bool
  /// Characters that no installed font covers (drawn as the font's missing-glyph box).
  public var missingGlyphCount: Int
  /// Why fonts were substituted or could not be loaded, without duplicates.
  public var fontProblems: [FontLoadingError]

  /// A result from its parts.
  public init(
    lineCount: Int = 0, usedRect: PixelRect = PixelRect(x: 0, y: 0, width: 0, height: 0),
    isTruncated: Bool = false, isGreeked: Bool = false, missingGlyphCount: Int = 0,
    fontProblems: [FontLoadingError] = []
  ) {
    self.lineCount = lineCount
    self.usedRect = usedRect
    self.isTruncated = isTruncated
    self.isGreeked = isGreeked
    self.missingGlyphCount = missingGlyphCount
    self.fontProblems = fontProblems
  }
}
