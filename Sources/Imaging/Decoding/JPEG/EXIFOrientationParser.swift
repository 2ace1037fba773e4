import ByteReading

/// Finds the `Orientation` tag (0x0112) in IFD0 of an EXIF APP1 payload.
///
/// Every read is bounds-checked; anything malformed yields `nil` (treated as upright),
/// since a bad EXIF block should not stop the picture from decoding.
enum EXIFOrientationParser {
  /// `payload` starts with `Exif\0\0` followed by a TIFF header.
  static func orientation(in payload: [UInt8]) -> ImageOrientation? {
    let base = 6
    guard payload.count >= base + 8, payload[0..<6].elementsEqual(Array("Exif\0\0".utf8)) else {
      return nil
    }
    let order: Endianness
    switch (payload[base], payload[base + 1]) {
    case (0x49, 0x49): order = .little
    case (0x4D, 0x4D): order = .big
    default: return nil
    }
    // TIFF offsets count from the byte-order mark.
    let tiff = payload[base...]
    func u16(_ offset: Int) -> Int? {
      tiff.getInteger(at: offset, endianness: order, as: UInt16.self).map(Int.init)
    }
    func u32(_ offset: Int) -> Int? {
      tiff.getInteger(at: offset, endianness: order, as: UInt32.self).map(Int.init)
    }
    guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
    for index in 0..<count {
      let entry = ifd + 2 + index * 12
      guard let tag = u16(entry) else { return nil }
      guard tag == 0x0112 else { continue }
      guard u16(entry + 2) == 3, let value = u16(entry + 8) else { return nil }
      return ImageOrientation(rawValue: value)
    }
    return nil
  }
}
