/// A decoded raster image: 8-bit interleaved samples with straight (unpremultiplied) alpha.
///
/// Rows are stored top to bottom with no padding: row `y` starts at
/// `y * width * layout.channels`. Decoders may return any layout; use
/// ``converted(to:)`` when a fixed one is needed.
///
/// ```swift
/// var image = Image(width: 2, height: 1, layout: .rgba)
/// image.pixels[0..<4] = [255, 0, 0, 255]  // a red pixel
/// let grey = image.converted(to: .gray)
/// ```
public struct Image: Sendable, Equatable {
  /// How samples are arranged in a pixel.
  public enum Layout: Sendable, Equatable, CaseIterable {
    /// One luminance sample.
    case gray
    /// Luminance then alpha.
    case grayAlpha
    /// Red, green, blue.
    case rgb
    /// Red, green, blue, alpha.
    case rgba

    /// Samples per pixel.
    public var channels: Int {
      switch self {
      case .gray: return 1
      case .grayAlpha: return 2
      case .rgb: return 3
      case .rgba: return 4
      }
    }

    /// Whether the last sample is alpha.
    public var hasAlpha: Bool { self == .grayAlpha || self == .rgba }

    /// Whether the layout carries colour (three colour samples).
    public var isColor: Bool { self == .rgb || self == .rgba }
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The sample arrangement.
  public let layout: Layout
  /// `width * height * layout.channels` samples, row-major, top row first.
  public var pixels: [UInt8]

  /// An image filled with zero samples (transparent black, or black without alpha).
  public init(width: Int, height: Int, layout: Layout) {
    precondition(width >= 0 && height >= 0, "Image dimensions must not be negative")
    self.width = width
    self.height = height
    self.layout = layout
    self.pixels = [UInt8](repeating: 0, count: width * height * layout.channels)
  }

  /// Wraps existing samples.
  /// - Precondition: `pixels.count == width * height * layout.channels`.
  public init(width: Int, height: Int, layout: Layout, pixels: [UInt8]) {
    precondition(pixels.count == width * height * layout.channels, "Pixel count does not match")
    self.width = width
    self.height = height
    self.layout = layout
    self.pixels = pixels
  }

  /// Bytes in one row.
  public var rowBytes: Int { width * layout.channels }

  /// The pixel at (`x`, `y`) as RGBA, whatever the layout.
  public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * layout.channels
    switch layout {
    case .gray: return (pixels[i], pixels[i], pixels[i], 255)
    case .grayAlpha: return (pixels[i], pixels[i], pixels[i], pixels[i + 1])
    case .rgb: return (pixels[i], pixels[i + 1], pixels[i + 2], 255)
    case .rgba: return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
  }
}
