import ByteReading
import Foundation

/// Decodes Windows and OS/2 bitmaps in Swift: core, INFO, V2–V5 and OS/2 2.x headers; 1, 2,
/// 4, 8, 16, 24 and 32 bits per pixel; BI_RLE4, BI_RLE8, OS/2 RLE24 and BI_BITFIELDS (and
/// BI_ALPHABITFIELDS); bottom-up and top-down.
///
/// Palette images come out as `.rgb`. 16- and 32-bit images with an alpha mask come out as
/// `.rgba` when any pixel carries a non-zero alpha (an all-zero alpha channel means opaque,
/// as browsers show it), otherwise `.rgb`. Run-length images whose stream skips pixels
/// (delta escapes, early end of line or bitmap) come out as `.rgba` with the skipped pixels
/// transparent, as browsers show them. Every size and offset is checked against the
/// data before use: lying headers throw, never read out of bounds.
enum BMPDecoder {
  /// Decodes a complete BMP file.
  /// - Throws: ``ImageDecodingError``.
  static func decode(_ data: Data, options: DecodingOptions) throws -> Image {
    try data.withUnsafeBytes { bytes in
      let header = try BMPHeader(bytes: bytes, options: options)
      switch header.compression {
      case .rle4, .rle8, .rle24:
        let expansion = try BMPRunLengthDecoder.expand(bytes: bytes, header: header)
        return runLengthImage(expansion, header: header)
      case .none, .bitfields:
        return try decodeUncompressed(bytes: bytes, header: header)
      }
    }
  }

  private static func decodeUncompressed(bytes: UnsafeRawBufferPointer, header: BMPHeader)
    throws -> Image
  {
    let width = header.width
    let height = header.height
    let stride = header.rowStride
    let lastRowBytes = (width * header.bitCount + 7) / 8
    let available = bytes.count - header.pixelOffset
    // The final row's padding is often missing in real files; its pixels are not.
    let (body, overflow) = stride.multipliedReportingOverflow(by: height - 1)
    guard !overflow, available - lastRowBytes >= body else {
      throw ImageDecodingError.truncated(format: .bmp)
    }
    func rowStart(_ y: Int) -> Int {
      header.pixelOffset + (header.topDown ? y : height - 1 - y) * stride
    }

    if header.bitCount <= 8 {
      var indices = [UInt8](repeating: 0, count: width * height)
      let bits = header.bitCount
      let perByte = 8 / bits
      let valueMask = UInt8((1 << bits) - 1)
      indices.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let start = rowStart(y)
          let o = y * width
          if bits == 8 {
            for x in 0..<width { out[o + x] = bytes[start + x] }
          } else {
            for x in 0..<width {
              let byte = bytes[start + x / perByte]
              let shift = 8 - bits * (x % perByte + 1)
              out[o + x] = (byte >> UInt8(shift)) & valueMask
            }
          }
        }
      }
      var topDownHeader = header
      topDownHeader.topDown = true
      return paletteImage(indices: indices, header: topDownHeader)
    }

    if header.bitCount == 24 {
      var pixels = [UInt8](repeating: 0, count: width * height * 3)
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let start = rowStart(y)
          var o = y * width * 3
          for x in 0..<width {
            let s = start + x * 3
            out[o] = bytes[s + 2]
            out[o + 1] = bytes[s + 1]
            out[o + 2] = bytes[s]
            o += 3
          }
        }
      }
      return Image(width: width, height: height, layout: .rgb, pixels: pixels)
    }

    // 16 and 32 bits: masked channels.
    let red = BMPBitfield(mask: header.redMask)
    let green = BMPBitfield(mask: header.greenMask)
    let blue = BMPBitfield(mask: header.blueMask)
    let alpha = BMPBitfield(mask: header.alphaMask)
    let wide = header.bitCount == 32
    let reader = ByteReader(bytes)
    @inline(__always) func pixel(_ offset: Int) -> UInt32 {
      // The row arithmetic above keeps every pixel inside `bytes`.
      let value =
        wide
        ? reader.getInteger(at: offset, endianness: .little, as: UInt32.self)
        : reader.getInteger(at: offset, endianness: .little, as: UInt16.self).map(UInt32.init)
      return value ?? 0
    }
    let step = header.bitCount / 8
    var usesAlpha = false
    if alpha.isPresent {
      scan: for y in 0..<height {
        let start = rowStart(y)
        for x in 0..<width where pixel(start + x * step) & alpha.mask != 0 {
          usesAlpha = true
          break scan
        }
      }
    }
    let layout: Image.Layout = usesAlpha ? .rgba : .rgb
    let channels = layout.channels
    var pixels = [UInt8](repeating: 0, count: width * height * channels)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let start = rowStart(y)
        var o = y * width * channels
        for x in 0..<width {
          let value = pixel(start + x * step)
          out[o] = red.value(value)
          out[o + 1] = green.value(value)
          out[o + 2] = blue.value(value)
          if usesAlpha { out[o + 3] = alpha.value(value) }
          o += channels
        }
      }
    }
    return Image(width: width, height: height, layout: layout, pixels: pixels)
  }

  /// Maps palette indices (stored in file row order unless `header.topDown`) to RGB.
  static func paletteImage(indices: [UInt8], header: BMPHeader) -> Image {
    let width = header.width
    let height = header.height
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    let palette = header.palette
    pixels.withUnsafeMutableBufferPointer { out in
      indices.withUnsafeBufferPointer { source in
        for y in 0..<height {
          let sourceRow = (header.topDown ? y : height - 1 - y) * width
          var o = y * width * 3
          for x in 0..<width {
            let entry = palette[Int(source[sourceRow + x])]
            out[o] = entry.0
            out[o + 1] = entry.1
            out[o + 2] = entry.2
            o += 3
          }
        }
      }
    }
    return Image(width: width, height: height, layout: .rgb, pixels: pixels)
  }

  /// The image of an expanded run-length stream (file row order unless `header.topDown`):
  /// palette indices or BGR triples, with skipped pixels transparent.
  static func runLengthImage(_ expansion: BMPRunLengthDecoder.Expansion, header: BMPHeader)
    -> Image
  {
    let width = header.width
    let height = header.height
    let layout: Image.Layout = expansion.coverage == nil ? .rgb : .rgba
    let channels = layout.channels
    let isRGB = header.compression == .rle24
    var pixels = [UInt8](repeating: 0, count: width * height * channels)
    let palette = header.palette
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let sourceRow = (header.topDown ? y : height - 1 - y) * width
        var o = y * width * channels
        for x in 0..<width {
          let source = sourceRow + x
          if let coverage = expansion.coverage, coverage[source] == 0 {
            o += channels
            continue
          }
          if isRGB {
            out[o] = expansion.samples[source * 3 + 2]
            out[o + 1] = expansion.samples[source * 3 + 1]
            out[o + 2] = expansion.samples[source * 3]
          } else {
            let entry = palette[Int(expansion.samples[source])]
            (out[o], out[o + 1], out[o + 2]) = entry
          }
          if channels == 4 { out[o + 3] = 255 }
          o += channels
        }
      }
    }
    return Image(width: width, height: height, layout: layout, pixels: pixels)
  }
}
