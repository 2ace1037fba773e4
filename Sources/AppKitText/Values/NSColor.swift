#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  /// AppKit's `NSColor` as a value for the colour attributes on Linux: an sRGB colour with
  /// alpha, components in 0…1.
  ///
  /// ```swift
  /// let red = NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
  /// red.redComponent  // 1.0
  /// ```
  ///
  /// RTF stores 8-bit components, so colours read from RTF are multiples of 1/255 and a colour
  /// written to RTF is rounded to the nearest one; RTF has no alpha.
  public final class NSColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public let redComponent: CGFloat
    /// Green, 0…1.
    public let greenComponent: CGFloat
    /// Blue, 0…1.
    public let blueComponent: CGFloat
    /// Opacity, 0…1.
    public let alphaComponent: CGFloat

    /// An sRGB colour; components are clamped to 0…1 (NaN becomes 0).
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
      redComponent = clamp(red)
      greenComponent = clamp(green)
      blueComponent = clamp(blue)
      alphaComponent = clamp(alpha)
    }

    /// An sRGB colour (AppKit and UIKit spelling).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(srgbRed: white, green: white, blue: white, alpha: alpha)
    }

    /// The components, as UIKit's and AppKit's `getRed(_:green:blue:alpha:)` give them.
    public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) {
      red?.pointee = redComponent
      green?.pointee = greenComponent
      blue?.pointee = blueComponent
      alpha?.pointee = alphaComponent
    }

    /// Black.
    public static let black = NSColor(white: 0, alpha: 1)
    /// White.
    public static let white = NSColor(white: 1, alpha: 1)
    /// Pure red.
    public static let red = NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = NSColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = NSColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
    /// 50 % grey.
    public static let gray = NSColor(white: 0.5, alpha: 1)
    /// Fully transparent.
    public static let clear = NSColor(white: 0, alpha: 0)
    /// The text colour: black (no appearances on Linux).
    public static let textColor = black
    /// The text background colour: white.
    public static let textBackgroundColor = white

    /// Whether all four components are equal.
    public static func == (lhs: NSColor, rhs: NSColor) -> Bool {
      lhs.redComponent == rhs.redComponent && lhs.greenComponent == rhs.greenComponent
        && lhs.blueComponent == rhs.blueComponent && lhs.alphaComponent == rhs.alphaComponent
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(redComponent)
      hasher.combine(greenComponent)
      hasher.combine(blueComponent)
      hasher.combine(alphaComponent)
    }

    /// `sRGB 1 0 0 1`, the components in order.
    public var description: String {
      "sRGB \(redComponent) \(greenComponent) \(blueComponent) \(alphaComponent)"
    }
  }
#endif
