/// Integer source-over arithmetic on premultiplied 8-bit RGBA.
enum Blending {
  /// `value / 255`, rounded, exact for every product of two bytes.
  @inline(__always)
  static func divide255(_ value: UInt32) -> UInt32 {
    let biased = value + 128
    return (biased + (biased >> 8)) >> 8
  }

  /// The premultiplied samples of a straight colour.
  static func premultiplied(_ color: RGBAColor) -> (UInt8, UInt8, UInt8, UInt8) {
    let alpha = UInt32(color.alpha)
    return (
      UInt8(divide255(UInt32(color.red) * alpha)),
      UInt8(divide255(UInt32(color.green) * alpha)),
      UInt8(divide255(UInt32(color.blue) * alpha)),
      color.alpha
    )
  }

  /// One premultiplied sample back to straight, rounded and clamped.
  @inline(__always)
  static func unpremultiply(_ value: UInt8, alpha: UInt8) -> UInt8 {
    let straight = (UInt32(value) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
    return UInt8(min(straight, 255))
  }

  /// A premultiplied pixel as a straight colour.
  static func unpremultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> RGBAColor {
    switch a {
    case 0: return .clear
    case 255: return RGBAColor(red: r, green: g, blue: b)
    default:
      return RGBAColor(
        red: unpremultiply(r, alpha: a), green: unpremultiply(g, alpha: a),
        blue: unpremultiply(b, alpha: a), alpha: a)
    }
  }

  /// Blends a straight colour scaled by `coverage` (0–255) over the premultiplied pixel at
  /// `index`: `dst = src × A + dst × (1 − A)` with `A = alpha × coverage`.
  @inline(__always)
  static func blend(
    _ color: RGBAColor, coverage: UInt8, into pixels: UnsafeMutableBufferPointer<UInt8>,
    at index: Int
  ) {
    let sourceAlpha = divide255(UInt32(color.alpha) * UInt32(coverage))
    if sourceAlpha == 0 { return }
    if sourceAlpha == 255 {
      pixels[index] = color.red
      pixels[index + 1] = color.green
      pixels[index + 2] = color.blue
      pixels[index + 3] = 255
      return
    }
    let inverse = 255 - sourceAlpha
    pixels[index] = UInt8(
      divide255(UInt32(color.red) * sourceAlpha + UInt32(pixels[index]) * inverse))
    pixels[index + 1] = UInt8(
      divide255(UInt32(color.green) * sourceAlpha + UInt32(pixels[index + 1]) * inverse))
    pixels[index + 2] = UInt8(
      divide255(UInt32(color.blue) * sourceAlpha + UInt32(pixels[index + 2]) * inverse))
    pixels[index + 3] = UInt8(
      divide255(255 * sourceAlpha + UInt32(pixels[index + 3]) * inverse))
  }
}
