/// A rectangle of whole pixels; `x`, `y` is the top-left corner, y grows downwards.
///
/// ```swift
/// let topHalf = PixelRect(x: 0, y: 0, width: 512, height: 256)
/// let inset = topHalf.insetBy(dx: 24, dy: 24)
/// ```
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// Left edge.
  public var x: Int
  /// Top edge.
  public var y: Int
  /// Width; a rectangle with a width or height of zero or less is empty.
  public var width: Int
  /// Height.
  public var height: Int

  /// A rectangle from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The first column past the right edge.
  public var maxX: Int { x + width }
  /// The first row past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The overlap of two rectangles (empty, with zero size, when they do not meet).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// Whether the pixel at (`px`, `py`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// `x,y widthxheight`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
