/// Expands BI_RLE8, BI_RLE4 and OS/2 RLE24 pixel data.
///
/// Pixels that the stream skips (delta escapes, early end of line or bitmap) are
/// transparent, as browsers show them: the image then has an alpha channel. Runs that
/// overflow a row are clipped. Every step consumes input, so the work is bounded by the
/// data length plus the pixel count.
enum BMPRunLengthDecoder {
  /// What a stream expands to, in file row order (bottom row first for bottom-up files).
  struct Expansion {
    /// One palette index per pixel (RLE8, RLE4), or three bytes B, G, R (RLE24).
    var samples: [UInt8]
    /// One byte per pixel, 1 where the stream wrote it; `nil` when it wrote every pixel.
    var coverage: [UInt8]?
  }

  /// Expands the pixel data `header` describes.
  /// - Throws: ``ImageDecodingError/truncated(format:)`` when the data ends before the
  ///   end-of-bitmap escape and before the last row.
  static func expand(bytes: UnsafeRawBufferPointer, header: BMPHeader) throws -> Expansion {
    // A dry run first: a truncated stream throws before any pixel memory is allocated, and
    // the count of written pixels tells whether any was skipped.
    let written = try walk(bytes: bytes, header: header, into: nil, coverage: nil)
    let pixelCount = header.width * header.height
    let sampleSize = header.compression == .rle24 ? 3 : 1
    var samples = [UInt8](repeating: 0, count: pixelCount * sampleSize)
    var coverage = written < pixelCount ? [UInt8](repeating: 0, count: pixelCount) : nil
    try samples.withUnsafeMutableBufferPointer { out in
      if coverage == nil {
        _ = try walk(bytes: bytes, header: header, into: out, coverage: nil)
      } else {
        try coverage?.withUnsafeMutableBufferPointer { covered in
          _ = try walk(bytes: bytes, header: header, into: out, coverage: covered)
        }
      }
    }
    return Expansion(samples: samples, coverage: coverage)
  }

  /// Runs the stream, writing samples to `out` (and 1s to `coverage`) when given; returns
  /// how many pixels inside the image it wrote. Positions only move forward, so no pixel is
  /// written twice.
  private static func walk(
    bytes: UnsafeRawBufferPointer, header: BMPHeader, into out: UnsafeMutableBufferPointer<UInt8>?,
    coverage: UnsafeMutableBufferPointer<UInt8>?
  ) throws -> Int {
    let width = header.width
    let height = header.height
    let mode = header.compression
    let sampleSize = mode == .rle24 ? 3 : 1
    var x = 0
    var y = 0
    var p = header.pixelOffset
    var written = 0
    let end = bytes.count
    @inline(__always) func put(_ offset: Int) {
      if x < width {
        let index = y * width + x
        if let out {
          if sampleSize == 3 {
            out[index * 3] = bytes[offset]
            out[index * 3 + 1] = bytes[offset + 1]
            out[index * 3 + 2] = bytes[offset + 2]
          } else {
            out[index] = bytes[offset]
          }
        }
        coverage?[index] = 1
        written += 1
      }
      x += 1
    }
    @inline(__always) func putNibble(_ value: UInt8) {
      if x < width {
        out?[y * width + x] = value
        coverage?[y * width + x] = 1
        written += 1
      }
      x += 1
    }
    decoding: while y < height {
      guard p + 1 < end else { throw ImageDecodingError.truncated(format: .bmp) }
      let first = Int(bytes[p])
      let second = bytes[p + 1]
      if first > 0 {
        // Encoded run: `first` pixels of one value (RLE4: two alternating nibbles).
        switch mode {
        case .rle24:
          guard p + 4 <= end else { throw ImageDecodingError.truncated(format: .bmp) }
          for _ in 0..<first { put(p + 1) }
          p += 4
        case .rle4:
          for i in 0..<first { putNibble(i & 1 == 0 ? second >> 4 : second & 0x0F) }
          p += 2
        default:
          for _ in 0..<first { put(p + 1) }
          p += 2
        }
        continue
      }
      p += 2
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
        let byteCount = mode == .rle4 ? (count + 1) / 2 : count * sampleSize
        guard p + byteCount <= end else { throw ImageDecodingError.truncated(format: .bmp) }
        for i in 0..<count {
          if mode == .rle4 {
            let byte = bytes[p + i / 2]
            putNibble(i & 1 == 0 ? byte >> 4 : byte & 0x0F)
          } else {
            put(p + i * sampleSize)
          }
        }
        // Absolute runs are padded to a 16-bit boundary.
        p += (byteCount + 1) & ~1
      }
    }
    return written
  }
}
