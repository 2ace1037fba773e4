/// Vertical metrics of a face at one size, in 26.6 fixed-point pixels.
struct LineMetrics: Sendable, Equatable {
  /// Distance from the baseline up to the top of the line box.
  var ascent: Int
  /// Distance from the baseline down to the bottom of the line box (positive).
  var descent: Int
  /// Recommended baseline-to-baseline distance.
  var height: Int

  /// Metrics approximating a sans-serif face of `size` (26.6), for greeked text.
  static func approximate(size: Int) -> LineMetrics {
    LineMetrics(ascent: size * 4 / 5, descent: size / 5, height: size * 6 / 5)
  }
}
