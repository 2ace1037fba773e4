/// One positioned unit of text after font lookup: a glyph, a space, a break or a greeked
/// letter.
struct ShapedItem: Sendable {
  /// The rendered glyph; `nil` for spaces, breaks, greeked letters and unrenderable glyphs.
  var bitmap: GlyphBitmap?
  /// How lines may break around it.
  var breakClass: BreakClass
  /// Pen advance in 26.6 pixels, kerning included.
  var advance: Int
  /// Index of the run (in ``ShapedParagraph/runs``) it came from.
  var run: Int
  /// Drawn as a grey bar because the run has no font.
  var isGreek: Bool
}

/// Per-run drawing information.
struct ShapedRun: Sendable {
  var style: TextStyle
  /// Size in 26.6 pixels.
  var size: Int
  var metrics: LineMetrics
  var isGreek: Bool
  /// An ellipsis in this run's font, for truncated last lines.
  var ellipsis: ShapedItem
}

/// A paragraph after font lookup, ready for line breaking.
struct ShapedParagraph: Sendable {
  var items: [ShapedItem]
  var runs: [ShapedRun]
  /// Metrics for an empty paragraph.
  var defaultMetrics: LineMetrics
  var missingGlyphCount: Int
  var fontProblems: [FontLoadingError]
}
