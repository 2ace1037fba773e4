import Foundation

/// A small grey-on-white PNG of a note's first lines (one bar per line, as long as the
/// line), written as the package's QuickLook thumbnail. Plain Swift: stored (uncompressed)
/// deflate blocks, so it needs no image library on any platform.
enum NoteThumbnail {
  static let width = 64
  static let height = 64

  static func png(for text: String) -> Data {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)  // filter: none
      let line = y / 8 < lines.count && y % 8 >= 2 && y % 8 <= 4 ? lines[y / 8].count : 0
      let length = min(width - 8, line * 2)
      for x in 0..<width {
        raw.append(x >= 4 && x < 4 + length ? 0x70 : 0xFF)
      }
    }
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header: [UInt8] = []
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 0, 0, 0, 0]  // 8-bit greyscale
    data += chunk("IHDR", header)
    data += chunk("IDAT", zlibStored(raw))
    data += chunk("IEND", [])
    return data
  }

  private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + count == bytes.count ? 1 : 0
      out.append(last)
      out += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += bytes[offset..<offset + count]
      offset += count
    } while offset < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
