import ByteReading
import Foundation

/// Pixel sizes read from image headers only (PNG, GIF, JPEG, BMP, WebP), never decoding.
enum ImageHeader {
  static func size(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(1 << 16))
    func big(_ offset: Int, _ count: Int) -> Int? {
      bytes.getInteger(at: offset, byteCount: count, as: Int.self)
    }
    func little(_ offset: Int, _ count: Int) -> Int? {
      bytes.getInteger(at: offset, byteCount: count, endianness: .little, as: Int.self)
    }
    var size: (Int, Int)?
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = big(16, 4), let height = big(20, 4)
    {
      size = (width, height)
    } else if bytes.starts(with: Array("GIF8".utf8)), let width = little(6, 2),
      let height = little(8, 2)
    {
      size = (width, height)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      size = jpegSize(bytes)
    } else if bytes.starts(with: Array("BM".utf8)), let width = little(18, 4),
      let height = little(22, 4)
    {
      size = (Int(Int32(truncatingIfNeeded: width)), abs(Int(Int32(truncatingIfNeeded: height))))
    } else if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 30,
      bytes[8..<16].elementsEqual(Array("WEBPVP8".utf8) + [0x58]),
      let width = little(24, 3), let height = little(27, 3)
    {
      size = (width + 1, height + 1)
    }
    guard let (width, height) = size, width > 0, height > 0, width <= 1 << 20, height <= 1 << 20
    else { return nil }
    return (width, height)
  }

  /// The first start-of-frame marker's size within the first 64 KiB.
  private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF || marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
        index += marker == 0xFF ? 1 : 2
        continue
      }
      // The loop condition keeps these nine bytes inside `bytes`.
      guard let length = bytes.getInteger(at: index + 2, as: UInt16.self).map(Int.init),
        let height = bytes.getInteger(at: index + 5, as: UInt16.self),
        let width = bytes.getInteger(at: index + 7, as: UInt16.self)
      else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (Int(width), Int(height))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }
}
