extension Image {
  /// The same picture in another layout.
  ///
  /// Colour to grey uses Rec. 601 luma weights; dropping alpha keeps the colour samples as
  /// they are (composite onto a background first when that matters).
  /// - Complexity: O(width × height).
  public func converted(to target: Layout) -> Image {
    if target == layout { return self }
    var out = Image(width: width, height: height, layout: target)
    let count = width * height
    let sourceChannels = layout.channels
    let targetChannels = target.channels
    pixels.withUnsafeBufferPointer { source in
      out.pixels.withUnsafeMutableBufferPointer { destination in
        for index in 0..<count {
          let s = index * sourceChannels
          let r: UInt8
          let g: UInt8
          let b: UInt8
          let a: UInt8
          switch layout {
          case .gray: (r, g, b, a) = (source[s], source[s], source[s], 255)
          case .grayAlpha: (r, g, b, a) = (source[s], source[s], source[s], source[s + 1])
          case .rgb: (r, g, b, a) = (source[s], source[s + 1], source[s + 2], 255)
          case .rgba: (r, g, b, a) = (source[s], source[s + 1], source[s + 2], source[s + 3])
          }
          target.store(r, g, b, a, in: destination, at: index * targetChannels)
        }
      }
    }
    return out
  }

  /// The Rec. 601 luma of a red, green and blue value (exactly the value when r = g = b).
  @usableFromInline @inline(__always)
  static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    // Rec. 601 weights in 16.16 fixed point, rounded.
    let weighted: UInt32 = 19595 * UInt32(r) + 38470 * UInt32(g) + 7471 * UInt32(b)
    return UInt8((weighted + 32768) >> 16)
  }
}
