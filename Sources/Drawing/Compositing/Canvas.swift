import Imaging

/// A mutable RGBA drawing surface: fill rectangles, composite images, draw text and icons.
///
/// Pixels are kept as 8-bit **premultiplied** RGBA internally so that repeated source-over
/// blending is one multiply-add per sample; ``makeImage(layout:)`` converts back to the
/// straight-alpha `Image` the rest of Imaging uses. Blending is done on the stored sRGB
/// values (gamma-naive), like most thumbnailers; text edges therefore look slightly lighter
/// than a linear-light blend would make them.
///
/// Drawing never fails: coordinates outside the canvas are clipped, and text whose font
/// cannot be loaded is drawn as grey "greeked" bars.
///
/// ```swift
/// var canvas = Canvas(width: 512, height: 512, background: .white)
/// canvas.fill(PixelRect(x: 0, y: 256, width: 512, height: 1), color: RGBAColor(gray: 220))
/// let style = TextStyle(fontFamily: "DejaVu Sans", size: 20, bold: true)
/// let result = canvas.drawText(
///   [TextParagraph(runs: [StyledRun("Trip to Lisbon", style: style)])],
///   in: PixelRect(x: 24, y: 24, width: 464, height: 220))
/// canvas.composite(photoThumbnail, centeredIn: PixelRect(x: 0, y: 256, width: 512, height: 256))
/// let image = canvas.makeImage(layout: .rgb)
/// ```
public struct Canvas: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` premultiplied RGBA samples, row-major, top row first.
  var storage: [UInt8]

  /// A canvas filled with `background` (transparent by default).
  /// - Precondition: `width` and `height` are not negative.
  public init(width: Int, height: Int, background: RGBAColor = .clear) {
    precondition(width >= 0 && height >= 0, "Canvas dimensions must not be negative")
    self.width = width
    self.height = height
    let premultiplied = Blending.premultiplied(background)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    if premultiplied != (0, 0, 0, 0) {
      pixels.withUnsafeMutableBufferPointer { buffer in
        var index = 0
        while index < buffer.count {
          buffer[index] = premultiplied.0
          buffer[index + 1] = premultiplied.1
          buffer[index + 2] = premultiplied.2
          buffer[index + 3] = premultiplied.3
          index += 4
        }
      }
    }
    self.storage = pixels
  }

  /// The whole canvas as a rectangle.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// Paints `color` over the part of `rect` inside the canvas (source-over blending).
  public mutating func fill(_ rect: PixelRect, color: RGBAColor) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty, color.alpha > 0 else { return }
    let canvasWidth = width
    storage.withUnsafeMutableBufferPointer { pixels in
      for y in area.y..<area.maxY {
        var index = (y * canvasWidth + area.x) * 4
        for _ in 0..<area.width {
          Blending.blend(color, coverage: 255, into: pixels, at: index)
          index += 4
        }
      }
    }
  }

  /// The colour (straight alpha) at a pixel; transparent black outside the canvas.
  public func color(x: Int, y: Int) -> RGBAColor {
    guard bounds.contains(x: x, y: y) else { return .clear }
    let index = (y * width + x) * 4
    return Blending.unpremultiplied(
      storage[index], storage[index + 1], storage[index + 2], storage[index + 3])
  }

  /// The canvas as a straight-alpha image.
  ///
  /// - Parameter layout: `.rgba` keeps alpha; `.rgb` and `.gray` drop it (fill an opaque
  ///   background first when the canvas may be transparent); `.grayAlpha` keeps it.
  /// - Complexity: O(width × height).
  public func makeImage(layout: Image.Layout = .rgba) -> Image {
    let channels = layout.channels
    let count = width * height
    var out = [UInt8](repeating: 0, count: count * channels)
    storage.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { destination in
        for pixel in 0..<count {
          let s = pixel * 4
          let alpha = source[s + 3]
          var r = source[s]
          var g = source[s + 1]
          var b = source[s + 2]
          if alpha != 255 && alpha != 0 {
            r = Blending.unpremultiply(r, alpha: alpha)
            g = Blending.unpremultiply(g, alpha: alpha)
            b = Blending.unpremultiply(b, alpha: alpha)
          }
          layout.store(r, g, b, alpha, in: destination, at: pixel * channels)
        }
      }
    }
    return Image(width: width, height: height, layout: layout, pixels: out)
  }
}
