import Foundation
import Imaging

/// Deterministic pictures and byte helpers shared by the decoder tests.
extension TestImages {
  /// A colourful RGBA pattern with varied alpha (odd sizes exercise row padding).
  static func pattern(width: Int, height: Int, alpha: Bool) -> Image {
    var image = Image(width: width, height: height, layout: alpha ? .rgba : .rgb)
    let channels = image.layout.channels
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * channels
        image.pixels[i] = UInt8(truncatingIfNeeded: x * 255 / max(1, width - 1))
        image.pixels[i + 1] = UInt8(truncatingIfNeeded: y * 255 / max(1, height - 1))
        image.pixels[i + 2] = UInt8(truncatingIfNeeded: (x * 7 + y * 13) * 5)
        if alpha { image.pixels[i + 3] = UInt8(truncatingIfNeeded: (x + y) * 37 % 256) }
      }
    }
    return image
  }

  /// Palette indices in a pattern that uses every entry up to `colors`.
  static func indices(width: Int, height: Int, colors: Int) -> [UInt8] {
    (0..<width * height).map { UInt8(($0 * 7 + $0 / width) % colors) }
  }

  /// A palette of `count` distinct colours.
  static func palette(_ count: Int) -> [(UInt8, UInt8, UInt8)] {
    (0..<count).map { i in
      (
        UInt8(truncatingIfNeeded: i * 37 + 11), UInt8(truncatingIfNeeded: i * 91 + 3),
        UInt8(truncatingIfNeeded: 255 - i * 53)
      )
    }
  }

  /// The image as RGBA.
  static func rgba(_ image: Image) -> [UInt8] { image.converted(to: .rgba).pixels }

  /// Little-endian byte helpers.
  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
  static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
