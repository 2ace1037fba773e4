import Foundation
import Imaging

/// The pixel size of encoded image data, from the header where that is cheap (PNG, JPEG,
/// GIF, BMP), otherwise by decoding; `nil` when the data is not an image Imaging reads.
enum ImageDimensions {
  static func of(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(1 << 16))
    guard let format = ImageFormat(sniffing: bytes.prefix(64)) else { return nil }
    switch format {
    case .png where bytes.count >= 24:
      return (bigEndian(bytes, 16), bigEndian(bytes, 20))
    case .gif where bytes.count >= 10:
      return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    case .jpeg:
      if let size = jpegSize(bytes) { return size }
    default:
      break
    }
    guard let image = try? ImageDecoder.decode(data) else { return nil }
    return (image.width, image.height)
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// Walks JPEG markers to the first start-of-frame within the first 64 KiB.
  private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      index += 2 + length
    }
    return nil
  }
}
