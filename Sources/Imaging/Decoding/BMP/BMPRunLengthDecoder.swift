/// Expands BI_RLE8 and BI_RLE4 pixel data into one palette index per pixel.
///
/// Pixels that the stream skips (delta escapes, early end of line or bitmap) keep index 0;
/// runs that overflow a row are clipped. Every step consumes input, so the work is bounded
/// by the data length plus the pixel count.
enum BMPRunLengthDecoder {
  /// Returns `width * height` indices in file row order (bottom row first for bottom-up).
  /// - Throws: ``ImageDecodingError/truncated(format:)`` when the data ends before the
  ///   end-of-bitmap escape and before the last row.
  static func expand(bytes: UnsafeRawBufferPointer, header: BMPHeader) throws -> [UInt8] {
    // A dry run first: a truncated stream throws before any pixel memory is allocated.
    try walk(bytes: bytes, header: header, into: nil)
    var indices = [UInt8](repeating: 0, count: header.width * header.height)
    try indices.withUnsafeMutableBufferPointer { out in
      try walk(bytes: bytes, header: header, into: out)
    }
    return indices
  }

  /// Runs the stream, writing indices to `out` when given.
  private static func walk(
    bytes: UnsafeRawBufferPointer, header: BMPHeader, into out: UnsafeMutableBufferPointer<UInt8>?
  ) throws {
    let width = header.width
    let height = header.height
    let fourBit = header.compression == .rle4
    var x = 0
    var y = 0
    var p = header.pixelOffset
    let end = bytes.count
    do {
      @inline(__always) func put(_ value: UInt8) {
        if let out, x < width { out[y * width + x] = value }
        x += 1
      }
      decoding: while y < height {
        guard p + 1 < end else { throw ImageDecodingError.truncated(format: .bmp) }
        let first = Int(bytes[p])
        let second = bytes[p + 1]
        p += 2
        if first > 0 {
          // Encoded run: `first` pixels of one value (RLE4: two alternating nibbles).
          for i in 0..<first {
            put(fourBit ? (i & 1 == 0 ? second >> 4 : second & 0x0F) : second)
          }
          continue
        }
        switch second {
        case 0:
          x = 0
          y += 1
        case 1:
          break decoding
        case 2:
          guard p + 1 < end else { throw ImageDecodingError.truncated(format: .bmp) }
          x += Int(bytes[p])
          y += Int(bytes[p + 1])
          p += 2
        default:
          let count = Int(second)
          let byteCount = fourBit ? (count + 1) / 2 : count
          guard p + byteCount <= end else { throw ImageDecodingError.truncated(format: .bmp) }
          for i in 0..<count {
            if fourBit {
              let byte = bytes[p + i / 2]
              put(i & 1 == 0 ? byte >> 4 : byte & 0x0F)
            } else {
              put(bytes[p + i])
            }
          }
          p += (byteCount + 1) & ~1
        }
      }
    }
  }
}
