extension PNGEncoder {
  /// How zlib searches the filtered rows for repeats.
  ///
  /// Photographs and their thumbnails hold almost no long repeats, so zlib's full LZ77
  /// search (what libpng does by default) spends most of the encoding time finding nothing;
  /// run-length matching alone gives the same size or smaller at a fraction of the time.
  /// Drawings, text and flat colour are the opposite, and need the full search.
  ///
  /// A run-length pass also filters every row with Paeth, where libpng would try all five
  /// filters on each row and keep the best: on a 256 px photo thumbnail 1.42 instead of
  /// 1.85 ms, 0.5 % larger. The full search keeps libpng's choice per row.
  public enum Strategy: Sendable, Equatable {
    /// Run-length first; when that already shrinks the image to under a quarter of its
    /// raw size (a drawing, not a photograph), the full search too, keeping the smaller.
    case automatic
    /// zlib's full LZ77 search (libpng's default, `Z_FILTERED`).
    case deflate
    /// Run-length matches only (`Z_RLE`).
    case runLength

    /// Raw size ÷ run-length size from which ``automatic`` also tries the full search.
    static let drawingRatio = 4
  }
}
