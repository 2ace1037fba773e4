import Foundation

/// A DIB icon image: the BMP decoder reads the colour bitmap (given a file header and the
/// real height), then the AND mask that follows it sets transparency.
struct ICOBitmap {
  let dib: [UInt8]

  /// Decodes the colour bitmap and applies the mask.
  /// - Throws: ``ImageDecodingError``.
  func decode(options: DecodingOptions) throws -> Image {
    guard dib.count >= 40 else { throw ImageDecodingError.truncated(format: .ico) }
    let headerSize = try Int(ICODirectory.field(dib, 0, as: UInt32.self))
    guard headerSize >= 40, headerSize <= dib.count else {
      throw ImageDecodingError.invalidValue(
        format: .ico, field: "DIB header size", value: headerSize, expected: "40 to the image size")
    }
    let width = try Int(ICODirectory.field(dib, 4, as: Int32.self))
    let doubledHeight = try Int(ICODirectory.field(dib, 8, as: Int32.self))
    let bitCount = try Int(ICODirectory.field(dib, 14, as: UInt16.self))
    let compression = try ICODirectory.field(dib, 16, as: UInt32.self)
    let colorsUsed = try Int(ICODirectory.field(dib, 32, as: UInt32.self))
    let height = doubledHeight / 2
    try ImageDecodingError.checkDimensions(width: width, height: height, options: options)
    guard colorsUsed <= 256 else {
      throw ImageDecodingError.invalidValue(
        format: .ico, field: "palette size", value: colorsUsed, expected: "at most 256")
    }
    let paletteEntries = colorsUsed > 0 ? colorsUsed : (bitCount <= 8 ? 1 << bitCount : 0)
    let masks = compression == 3 && headerSize == 40 ? 12 : 0
    let colorStart = headerSize + masks + paletteEntries * 4

    var file: [UInt8] = Array("BM".utf8)
    file += le32(14 + dib.count) + le32(0) + le32(14 + colorStart)
    var header = dib
    header.replaceSubrange(8..<12, with: le32(height))
    file += header
    let colorImage = try BMPDecoder.decode(Data(file), options: options)
    var image = colorImage.converted(to: .rgba)
    if bitCount == 32 && colorImage.layout == .rgba { return image }

    let colorStride = (width * bitCount + 31) / 32 * 4
    let maskStride = (width + 31) / 32 * 4
    let maskStart = colorStart + colorStride * height
    guard compression == 0, maskStart + maskStride * height <= dib.count else { return image }
    for y in 0..<height {
      let row = maskStart + (height - 1 - y) * maskStride
      for x in 0..<width where dib[row + x / 8] & (0x80 >> UInt8(x % 8)) != 0 {
        image.pixels[(y * width + x) * 4 + 3] = 0
      }
    }
    return image
  }

  private func le32(_ value: Int) -> [UInt8] {
    let bits = UInt32(truncatingIfNeeded: value)
    return [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: bits >> $0) }
  }
}
