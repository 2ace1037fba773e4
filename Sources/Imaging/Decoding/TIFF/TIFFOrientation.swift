/// Applies a TIFF/EXIF Orientation value (1–8) to pixels stored in file order.
enum TIFFOrientation {
  /// The upright image for `orientation`; values outside 2…8 return `image` unchanged.
  /// - Complexity: O(width × height).
  static func apply(_ orientation: Int, to image: Image) -> Image {
    guard (2...8).contains(orientation) else { return image }
    let w = image.width
    let h = image.height
    let transposed = orientation >= 5
    let outWidth = transposed ? h : w
    let outHeight = transposed ? w : h
    let channels = image.layout.channels
    var pixels = [UInt8](repeating: 0, count: image.pixels.count)
    image.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { out in
        var o = 0
        for y in 0..<outHeight {
          for x in 0..<outWidth {
            let sx: Int
            let sy: Int
            switch orientation {
            case 2: (sx, sy) = (w - 1 - x, y)
            case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
            case 4: (sx, sy) = (x, h - 1 - y)
            case 5: (sx, sy) = (y, x)
            case 6: (sx, sy) = (y, h - 1 - x)
            case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
            default: (sx, sy) = (w - 1 - y, x)
            }
            let s = (sy * w + sx) * channels
            for c in 0..<channels { out[o + c] = source[s + c] }
            o += channels
          }
        }
      }
    }
    return Image(width: outWidth, height: outHeight, layout: image.layout, pixels: pixels)
  }
}
