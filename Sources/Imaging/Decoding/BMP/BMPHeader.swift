import ByteReading

/// The parsed file and DIB headers of a BMP file, validated against the data length.
///
/// Every offset and size is checked here so the pixel stages can index without further
/// range checks beyond the row arithmetic they do themselves.
struct BMPHeader {
  /// How the pixel array is coded.
  enum Compression: Equatable {
    case none
    case rle8
    case rle4
    /// OS/2 2.x: runs of 24-bit BGR pixels.
    case rle24
    case bitfields
  }

  /// Size of the DIB header in bytes (12 for OS/2 core, 40 for INFO, 108 for V4, 124 for V5).
  var dibSize: Int
  var width: Int
  var height: Int
  var topDown: Bool
  var bitCount: Int
  var compression: Compression
  /// Channel masks for 16- and 32-bit images (defaults filled in when the file has none).
  var redMask: UInt32 = 0
  var greenMask: UInt32 = 0
  var blueMask: UInt32 = 0
  var alphaMask: UInt32 = 0
  /// Palette entries as RGB triples.
  var palette: [(UInt8, UInt8, UInt8)] = []
  /// Where the pixel array starts.
  var pixelOffset: Int

  private static let fileHeaderSize = 14

  /// Parses and validates the headers.
  /// - Throws: ``ImageDecodingError`` for short, lying or unsupported headers.
  init(bytes: UnsafeRawBufferPointer, options: DecodingOptions) throws {
    let fileHeader = Self.fileHeaderSize
    guard bytes.count >= fileHeader + 4 else { throw ImageDecodingError.truncated(format: .bmp) }
    guard bytes[0] == 0x42, bytes[1] == 0x4D else {
      throw ImageDecodingError.badSignature(format: .bmp)
    }
    pixelOffset = try Int(Self.field(bytes, 10, as: UInt32.self))
    dibSize = try Int(Self.field(bytes, fileHeader, as: UInt32.self))
    let known = [12, 16, 40, 52, 56, 64, 108, 124]
    guard known.contains(dibSize) else {
      throw ImageDecodingError.invalidValue(
        format: .bmp, field: "DIB header size", value: dibSize,
        expected: "12, 16, 40, 52, 56, 64, 108 or 124")
    }
    guard bytes.count >= fileHeader + dibSize else {
      throw ImageDecodingError.truncated(format: .bmp)
    }
    let d = fileHeader
    let planes: Int
    var rawCompression: UInt32 = 0
    var colorsUsed = 0
    if dibSize == 12 {
      width = try Int(Self.field(bytes, d + 4, as: UInt16.self))
      height = try Int(Self.field(bytes, d + 6, as: UInt16.self))
      topDown = false
      planes = try Int(Self.field(bytes, d + 8, as: UInt16.self))
      bitCount = try Int(Self.field(bytes, d + 10, as: UInt16.self))
    } else {
      width = try Int(Self.field(bytes, d + 4, as: Int32.self))
      let rawHeight = try Int(Self.field(bytes, d + 8, as: Int32.self))
      topDown = rawHeight < 0
      height = abs(rawHeight)
      planes = try Int(Self.field(bytes, d + 12, as: UInt16.self))
      bitCount = try Int(Self.field(bytes, d + 14, as: UInt16.self))
      if dibSize >= 20 { rawCompression = try Self.field(bytes, d + 16, as: UInt32.self) }
      if dibSize >= 36 { colorsUsed = try Int(Self.field(bytes, d + 32, as: UInt32.self)) }
    }
    guard planes == 1 else {
      throw ImageDecodingError.invalidValue(
        format: .bmp, field: "plane count", value: planes, expected: "1")
    }
    try ImageDecodingError.checkDimensions(width: width, height: height, options: options)

    switch (rawCompression, bitCount) {
    case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (0, 24), (0, 32): compression = .none
    case (1, 8): compression = .rle8
    case (2, 4): compression = .rle4
    // OS/2 2.x headers (16 or 64 bytes) number RLE24 4, which Windows uses for BI_JPEG.
    case (4, 24) where dibSize == 16 || dibSize == 64: compression = .rle24
    case (3, 16), (3, 32), (6, 16), (6, 32): compression = .bitfields
    case (4, _):
      throw ImageDecodingError.unsupported(format: .bmp, feature: "embedded JPEG (BI_JPEG)")
    case (5, _):
      throw ImageDecodingError.unsupported(format: .bmp, feature: "embedded PNG (BI_PNG)")
    default:
      throw ImageDecodingError.unsupported(
        format: .bmp, feature: "compression \(rawCompression) with \(bitCount) bits per pixel")
    }

    // Masks: inside V2+ headers, or right after a 40-byte header for BI_BITFIELDS.
    var tableStart = d + dibSize
    if compression == .bitfields {
      let maskCount = rawCompression == 6 ? 4 : 3
      // V2+ headers hold the masks at the same place a 40-byte header's trailing masks go.
      let maskOffset = d + 40
      if dibSize == 40 {
        guard bytes.count >= tableStart + 4 * maskCount else {
          throw ImageDecodingError.truncated(format: .bmp)
        }
        tableStart += 4 * maskCount
      } else if dibSize < 52 {
        throw ImageDecodingError.invalidValue(
          format: .bmp, field: "BI_BITFIELDS header size", value: dibSize, expected: "40 or ≥ 52")
      }
      redMask = try Self.field(bytes, maskOffset, as: UInt32.self)
      greenMask = try Self.field(bytes, maskOffset + 4, as: UInt32.self)
      blueMask = try Self.field(bytes, maskOffset + 8, as: UInt32.self)
      if dibSize >= 56 || (dibSize == 40 && maskCount == 4) {
        alphaMask = try Self.field(bytes, maskOffset + 12, as: UInt32.self)
      }
      if redMask | greenMask | blueMask == 0 {
        throw ImageDecodingError.missing(format: .bmp, structure: "colour masks (all are zero)")
      }
    } else if bitCount == 16 {
      (redMask, greenMask, blueMask) = (0x7C00, 0x03E0, 0x001F)
    } else if bitCount == 32 {
      // BI_RGB: the top byte is officially unused; used as alpha when any pixel sets it.
      (redMask, greenMask, blueMask, alphaMask) = (0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000)
    }

    if bitCount <= 8 {
      let maximum = 1 << bitCount
      let count = colorsUsed == 0 || colorsUsed > maximum ? maximum : colorsUsed
      let entrySize = dibSize == 12 ? 3 : 4
      // The palette may be cut short by the pixel offset; missing entries stay black.
      let limit = min(bytes.count, pixelOffset >= tableStart ? pixelOffset : bytes.count)
      let available = max(0, (limit - tableStart) / entrySize)
      guard available > 0 else {
        if bytes.count < tableStart + entrySize { throw ImageDecodingError.truncated(format: .bmp) }
        throw ImageDecodingError.missing(
          format: .bmp, structure: "colour table for a \(bitCount)-bit image")
      }
      palette.reserveCapacity(maximum)
      for index in 0..<min(count, available) {
        let p = tableStart + index * entrySize
        palette.append((bytes[p + 2], bytes[p + 1], bytes[p]))
      }
      while palette.count < maximum { palette.append((0, 0, 0)) }
    }

    guard pixelOffset >= Self.fileHeaderSize + dibSize else {
      throw ImageDecodingError.invalidValue(
        format: .bmp, field: "pixel data offset", value: pixelOffset,
        expected: "≥ \(Self.fileHeaderSize + dibSize) (after the headers)")
    }
    guard pixelOffset < bytes.count else { throw ImageDecodingError.truncated(format: .bmp) }
  }

  /// Bytes per stored row, padded to 4 bytes.
  var rowStride: Int { ((width * bitCount + 31) / 32) * 4 }

  /// The little-endian field at `offset`. The checks above keep every field read inside
  /// `bytes`; one outside would throw ``ImageDecodingError/truncated(format:)``, not trap.
  static func field<T: FixedWidthInteger>(
    _ bytes: UnsafeRawBufferPointer, _ offset: Int, as: T.Type
  ) throws -> T {
    guard let value = ByteReader(bytes).getInteger(at: offset, endianness: .little, as: T.self)
    else { throw ImageDecodingError.truncated(format: .bmp) }
    return value
  }
}
