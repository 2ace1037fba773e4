import Foundation
import Imaging

/// A small baseline TIFF writer for tests: 8- or 16-bit grey/RGB with optional alpha, uncompressed
/// or PackBits, any rows per strip, an optional Orientation tag.
enum TIFFWriter {
  enum Alpha {
    case none
    case unassociated
    case associated
  }

  static func file(
    _ image: Image, alpha: Alpha = .unassociated, packBits: Bool = false, rowsPerStrip: Int? = nil,
    orientation: Int? = nil, sixteenBit: Bool = false
  ) -> Data {
    let channels = image.layout.channels
    let rows = rowsPerStrip ?? image.height
    let bytesPerSample = sixteenBit ? 2 : 1
    let rowBytes = image.width * channels * bytesPerSample
    // 16-bit samples are v × 257 (little-endian), so they scale back to v exactly.
    let samples = sixteenBit ? image.pixels.flatMap { [$0, $0] } : image.pixels
    var strips: [[UInt8]] = []
    var y = 0
    while y < image.height {
      let end = min(image.height, y + rows)
      var strip: [UInt8] = []
      for row in y..<end {
        let bytes = Array(samples[row * rowBytes..<(row + 1) * rowBytes])
        strip += packBits ? self.packBits(bytes) : bytes
      }
      strips.append(strip)
      y = end
    }
    var entries: [(tag: Int, type: Int, values: [Int])] = [
      (256, 4, [image.width]), (257, 4, [image.height]),
      (258, 3, [Int](repeating: 8 * bytesPerSample, count: channels)),
      (259, 3, [packBits ? 32773 : 1]),
      (262, 3, [image.layout.isColor ? 2 : 1]), (273, 4, []),
    ]
    if let orientation { entries.append((274, 3, [orientation])) }
    entries += [(277, 3, [channels]), (278, 4, [rows]), (279, 4, strips.map(\.count))]
    entries.append((284, 3, [1]))
    if image.layout.hasAlpha && alpha != .none {
      entries.append((338, 3, [alpha == .associated ? 1 : 2]))
    }
    let ifdSize = 2 + entries.count * 12 + 4
    // Out-of-line values follow the IFD, then the strips.
    var extra: [UInt8] = []
    var extraOffsets: [Int: Int] = [:]
    let extraStart = 8 + ifdSize
    func size(_ entry: (tag: Int, type: Int, values: [Int])) -> Int {
      (entry.tag == 273 ? strips.count : entry.values.count) * (entry.type == 3 ? 2 : 4)
    }
    for entry in entries where size(entry) > 4 {
      extraOffsets[entry.tag] = extraStart + extra.count
      extra += [UInt8](repeating: 0, count: size(entry))
    }
    let dataStart = extraStart + extra.count
    var stripOffsets: [Int] = []
    var offset = dataStart
    for strip in strips {
      stripOffsets.append(offset)
      offset += strip.count
    }
    var out: [UInt8] = [0x49, 0x49, 42, 0] + TestImages.le32(8)
    out += TestImages.le16(entries.count)
    for entry in entries {
      let values = entry.tag == 273 ? stripOffsets : entry.values
      var encoded: [UInt8] = []
      for value in values {
        encoded += entry.type == 3 ? TestImages.le16(value) : TestImages.le32(value)
      }
      out += TestImages.le16(entry.tag) + TestImages.le16(entry.type)
      out += TestImages.le32(values.count)
      if let at = extraOffsets[entry.tag] {
        out += TestImages.le32(at)
        let local = at - extraStart
        extra.replaceSubrange(local..<local + encoded.count, with: encoded)
      } else {
        out += encoded + [UInt8](repeating: 0, count: 4 - encoded.count)
      }
    }
    out += TestImages.le32(0)
    out += extra
    for strip in strips { out += strip }
    return Data(out)
  }

  /// PackBits: repeat runs of 2…128 and literal runs of 1…128.
  static func packBits(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
      var run = 1
      while i + run < bytes.count && bytes[i + run] == bytes[i] && run < 128 { run += 1 }
      if run >= 2 {
        out += [UInt8(bitPattern: Int8(1 - run)), bytes[i]]
        i += run
        continue
      }
      var literal = 1
      while i + literal < bytes.count && literal < 128
        && !(i + literal + 1 < bytes.count && bytes[i + literal] == bytes[i + literal + 1])
      {
        literal += 1
      }
      out.append(UInt8(literal - 1))
      out += bytes[i..<i + literal]
      i += literal
    }
    return out
  }
}
