/// A rendered glyph: an 8-bit coverage mask placed relative to the pen position.
final class GlyphBitmap: Sendable {
  /// Mask width in pixels.
  let width: Int
  /// Mask height in pixels.
  let height: Int
  /// Pixels from the pen position to the mask's left edge.
  let left: Int
  /// Pixels from the baseline up to the mask's top edge.
  let top: Int
  /// Pen advance in 26.6 fixed-point pixels.
  let advance: Int
  /// `width * height` coverage values, 0 empty to 255 full, row-major.
  let coverage: [UInt8]

  init(width: Int, height: Int, left: Int, top: Int, advance: Int, coverage: [UInt8]) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.advance = advance
    self.coverage = coverage
  }
}
