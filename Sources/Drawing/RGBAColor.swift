/// An 8-bit colour with straight (unpremultiplied) alpha, in sRGB as stored.
///
/// ```swift
/// let red = RGBAColor(red: 255, green: 0, blue: 0)
/// let halfGrey = RGBAColor(gray: 128, alpha: 128)
/// ```
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// Red sample.
  public var red: UInt8
  /// Green sample.
  public var green: UInt8
  /// Blue sample.
  public var blue: UInt8
  /// Opacity, 0 transparent to 255 opaque (straight, not premultiplied).
  public var alpha: UInt8

  /// A colour from its samples.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey with the given level.
  public init(gray: UInt8, alpha: UInt8 = 255) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Opaque black.
  public static let black = RGBAColor(gray: 0)
  /// Opaque white.
  public static let white = RGBAColor(gray: 255)
  /// Fully transparent black.
  public static let clear = RGBAColor(gray: 0, alpha: 0)

  /// `#rrggbbaa`.
  public var description: String {
    let hex = [red, green, blue, alpha].map { value -> String in
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex.joined()
  }
}
