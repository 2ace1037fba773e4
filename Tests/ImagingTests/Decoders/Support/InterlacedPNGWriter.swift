import Foundation
import Imaging

/// Writes 8-bit PNGs, Adam7-interlaced or not, with unfiltered rows in stored (uncompressed)
/// deflate blocks, so tests control every byte.
enum InterlacedPNGWriter {
  /// Adam7's passes: first column and row, then the steps (PNG spec §8.2).
  static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// The filtered image data (filter byte 0 on every row), before compression.
  static func filteredData(_ image: Image, interlaced: Bool) -> [UInt8] {
    let channels = image.layout.channels
    var out: [UInt8] = []
    let passList = interlaced ? passes : [(0, 0, 1, 1)]
    for pass in passList {
      guard image.width > pass.x, image.height > pass.y else { continue }
      for y in stride(from: pass.y, to: image.height, by: pass.dy) {
        out.append(0)
        for x in stride(from: pass.x, to: image.width, by: pass.dx) {
          let i = (y * image.width + x) * channels
          out += image.pixels[i..<i + channels]
        }
      }
    }
    return out
  }

  static func encode(_ image: Image, interlaced: Bool) -> Data {
    let raw = filteredData(image, interlaced: interlaced)
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let final: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8)]
      zlib += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      zlib += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += be32(b << 16 | a)
    let colorType: UInt8
    switch image.layout {
    case .gray: colorType = 0
    case .grayAlpha: colorType = 4
    case .rgb: colorType = 2
    case .rgba: colorType = 6
    }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ body: [UInt8]) {
      bytes += be32(UInt32(body.count))
      let typed = Array(type.utf8) + body
      bytes += typed + be32(TestImages.crc32(typed))
    }
    chunk(
      "IHDR",
      be32(UInt32(image.width)) + be32(UInt32(image.height))
        + [8, colorType, 0, 0, interlaced ? 1 : 0])
    // Several IDAT chunks, as encoders write them.
    var start = 0
    while start < zlib.count {
      let end = min(zlib.count, start + 8192)
      chunk("IDAT", Array(zlib[start..<end]))
      start = end
    }
    chunk("IEND", [])
    return Data(bytes)
  }

  static func be32(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
