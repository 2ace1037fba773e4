/// How stored pixels map to the upright picture: the EXIF / TIFF `Orientation` tag, with the
/// case names of ImageIO's `CGImagePropertyOrientation`.
public enum ImageOrientation: Int, Sendable, CaseIterable {
  /// 1: stored upright.
  case up = 1
  /// 2: mirrored left to right.
  case upMirrored = 2
  /// 3: rotated 180°.
  case down = 3
  /// 4: mirrored top to bottom.
  case downMirrored = 4
  /// 5: transposed (mirrored about the top-left to bottom-right diagonal).
  case leftMirrored = 5
  /// 6: must be turned 90° clockwise to display.
  case right = 6
  /// 7: transversed (mirrored about the other diagonal).
  case rightMirrored = 7
  /// 8: must be turned 90° counter-clockwise to display.
  case left = 8

  /// Whether displaying swaps width and height.
  public var swapsDimensions: Bool { rawValue >= 5 }
}

extension Image {
  /// The upright picture for pixels stored with `orientation`.
  /// - Complexity: O(width × height).
  public func oriented(_ orientation: ImageOrientation) -> Image {
    if orientation == .up { return self }
    let w = width
    let h = height
    let (outWidth, outHeight) = orientation.swapsDimensions ? (h, w) : (w, h)
    var out = Image(width: outWidth, height: outHeight, layout: layout)
    let channels = layout.channels
    pixels.withUnsafeBufferPointer { source in
      out.pixels.withUnsafeMutableBufferPointer { destination in
        var d = 0
        for y in 0..<outHeight {
          for x in 0..<outWidth {
            let sx: Int
            let sy: Int
            switch orientation {
            case .up: (sx, sy) = (x, y)
            case .upMirrored: (sx, sy) = (w - 1 - x, y)
            case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
            case .downMirrored: (sx, sy) = (x, h - 1 - y)
            case .leftMirrored: (sx, sy) = (y, x)
            case .right: (sx, sy) = (y, h - 1 - x)
            case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
            case .left: (sx, sy) = (w - 1 - y, x)
            }
            let s = (sy * w + sx) * channels
            for c in 0..<channels { destination[d + c] = source[s + c] }
            d += channels
          }
        }
      }
    }
    return out
  }
}
