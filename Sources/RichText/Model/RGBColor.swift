/// An sRGB colour with 8-bit components, as RTF's `\colortbl` stores it.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour from components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black.
  public static let black = RGBColor(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = RGBColor(red: 255, green: 255, blue: 255)

  /// `#rrggbb`, as CSS writes it.
  public var description: String {
    "#"
      + [red, green, blue].map { component in
        let hex = String(component, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }
}
