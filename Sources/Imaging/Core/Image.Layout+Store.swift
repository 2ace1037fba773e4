extension Image.Layout {
  /// Writes one pixel, given as red, green, blue and alpha, at `offset` in this layout: the
  /// grey layouts keep its Rec. 601 luma (exactly the value when r = g = b), the layouts
  /// without alpha drop alpha.
  ///
  /// Inlinable so that per-pixel loops in other modules (`Drawing`'s canvas export) compile
  /// to the same code as Imaging's own conversions.
  @inlinable
  package func store(
    _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8,
    in pixels: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    switch self {
    case .gray:
      pixels[offset] = Image.luma(r, g, b)
    case .grayAlpha:
      pixels[offset] = Image.luma(r, g, b)
      pixels[offset + 1] = a
    case .rgb:
      pixels[offset] = r
      pixels[offset + 1] = g
      pixels[offset + 2] = b
    case .rgba:
      pixels[offset] = r
      pixels[offset + 1] = g
      pixels[offset + 2] = b
      pixels[offset + 3] = a
    }
  }
}
