/// How far a decoder may shrink while decoding, given the caller's size hint.
///
/// The rule leaves at least twice the final size for the real resampling filter, as libvips
/// does: a block shrink adds aliasing that a following Lanczos pass must be able to remove.
enum ShrinkOnLoad {
  /// The overall reduction the caller will apply to a `width`×`height` (upright) image, or 1
  /// without a hint.
  static func reduction(width: Int, height: Int, options: DecodingOptions) -> Double {
    guard let target = options.targetSize, target.width > 0, target.height > 0 else { return 1 }
    let horizontal = Double(width) / Double(target.width)
    let vertical = Double(height) / Double(target.height)
    switch options.targetFitting {
    case .cover: return min(horizontal, vertical)
    case .fit: return max(horizontal, vertical)
    }
  }

  /// The JPEG DCT scaling denominator: 1, 2, 4 or 8.
  static func jpegDenominator(width: Int, height: Int, options: DecodingOptions) -> Int {
    let shrink = reduction(width: width, height: height, options: options)
    if shrink >= 16 { return 8 }
    if shrink >= 8 { return 4 }
    if shrink >= 4 { return 2 }
    return 1
  }

  /// An integer box factor (1 means none), capped so 8-bit premultiplied sums fit in 32 bits.
  static func boxFactor(width: Int, height: Int, options: DecodingOptions) -> Int {
    boxFactor(reduction: reduction(width: width, height: height, options: options))
  }

  /// The margin a box reduction leaves for the final filter. A box average is a poorer
  /// low-pass than a DCT shrink, so it leaves 3× (2× measured 33–35 dB against pure Lanczos
  /// on line art; 3× measures over 38 dB).
  static let boxMargin = 3.0

  /// The box factor for an overall reduction.
  static func boxFactor(reduction: Double) -> Int {
    guard reduction >= 2 * boxMargin else { return 1 }
    return min(Int(reduction / boxMargin), BoxReducer.maximumFactor)
  }
}
