import Foundation
import TestSupport

/// Builds small valid PNGs in code (8-bit grey, zlib "stored" blocks, no compression) so
/// tests need no image library.
enum TinyPNG {
  static func make(width: Int, height: Int, text: [(String, String)] = [], colorType: UInt8 = 0)
    -> Data
  {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.be(UInt32(width))
    header.be(UInt32(height))
    header.append(contentsOf: [8, colorType, 0, 0, 0])
    png.append(chunk("IHDR", header))
    for (key, value) in text {
      png.append(
        chunk(
          "tEXt", Data(key.utf8) + [0] + Data(value.unicodeScalars.map { UInt8($0.value & 0xFF) })))
    }
    let channels = colorType == 2 ? 3 : 1
    var raw = Data()
    for _ in 0..<height {
      raw.append(0)
      raw.append(Data(repeating: 0xFF, count: width * channels))
    }
    png.append(chunk("IDAT", zlibStored(raw)))
    png.append(chunk("IEND", Data()))
    return png
  }

  static func chunk(_ type: String, _ body: Data) -> Data {
    var out = Data()
    out.be(UInt32(body.count))
    let typed = Data(type.utf8) + body
    out.append(typed)
    out.be(RawZipBuilder.crc32(typed))
    return out
  }

  static func zlibStored(_ data: Data) -> Data {
    var out = Data([0x78, 0x01])
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let final: UInt8 = offset + count == data.count ? 1 : 0
      out.append(final)
      out.le(UInt16(count))
      out.le(~UInt16(count))
      out.append(data[offset..<offset + count])
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    out.be(b << 16 | a)
    return out
  }
}

extension Data {
  mutating func be(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }
}
