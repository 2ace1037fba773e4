/// One channel of a 16- or 32-bit BMP pixel, described by its bit mask.
struct BMPBitfield {
  let mask: UInt32
  let shift: UInt32
  let maximum: UInt32

  init(mask: UInt32) {
    self.mask = mask
    if mask == 0 {
      shift = 0
      maximum = 0
    } else {
      shift = UInt32(mask.trailingZeroBitCount)
      maximum = mask >> shift
    }
  }

  /// Whether the mask selects any bits.
  var isPresent: Bool { maximum != 0 }

  /// The channel of `pixel` scaled to 0...255 (truncating, as Pillow's unpackers do).
  @inline(__always)
  func value(_ pixel: UInt32) -> UInt8 {
    if maximum == 0 { return 0 }
    if maximum == 255 { return UInt8(truncatingIfNeeded: (pixel & mask) >> shift) }
    let raw = UInt64((pixel & mask) >> shift)
    return UInt8(truncatingIfNeeded: raw * 255 / UInt64(maximum))
  }
}
