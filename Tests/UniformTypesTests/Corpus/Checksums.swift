/// CRC-32 (zip, PNG, gzip) and Adler-32 (zlib), for building valid test files in code.
enum Checksums {
  static let crcTable: [UInt32] = (0..<256).map { index -> UInt32 in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  /// Deflate "stored" blocks (no compression), valid for any decoder.
  static func storedDeflate(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var offset = 0
    repeat {
      let count = min(65535, bytes.count - offset)
      let final: UInt8 = offset + count >= bytes.count ? 1 : 0
      out.append(final)
      out += le16(count) + le16(count ^ 0xFFFF)
      out += bytes[offset..<offset + count]
      offset += count
    } while offset < bytes.count
    return out
  }
}

func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
func be32(_ value: Int) -> [UInt8] { be16(value >> 16 & 0xFFFF) + be16(value & 0xFFFF) }
func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
