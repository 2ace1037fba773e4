import Foundation

@testable import Imaging

/// Builds icns files element by element, for the decoder tests and the fuzz seeds.
struct ICNSFixture {
  var elements: [(type: String, data: [UInt8])] = []

  /// The whole file: `icns`, total length, elements.
  var bytes: [UInt8] {
    var body: [UInt8] = []
    for (type, data) in elements { body += Array(type.utf8) + Self.be32(data.count + 8) + data }
    return Array("icns".utf8) + Self.be32(body.count + 8) + body
  }

  var data: Data { Data(bytes) }

  mutating func add(_ type: String, _ data: [UInt8]) { elements.append((type, data)) }

  static func be32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// icns run-length code of `plane`: repeats of three or more as runs, the rest literal.
  static func runLength(_ plane: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var literal: [UInt8] = []
    func flush() {
      while !literal.isEmpty {
        let chunk = literal.prefix(128)
        out.append(UInt8(chunk.count - 1))
        out += chunk
        literal.removeFirst(chunk.count)
      }
    }
    var i = 0
    while i < plane.count {
      var run = 1
      while i + run < plane.count, plane[i + run] == plane[i], run < 130 { run += 1 }
      if run >= 3 {
        flush()
        out += [UInt8(run + 125), plane[i]]
        i += run
      } else {
        literal.append(plane[i])
        i += 1
      }
    }
    flush()
    return out
  }

  /// A `width × width` RGBA test picture: a colour gradient with a transparent corner.
  static func picture(_ width: Int) -> Image {
    var image = Image(width: width, height: width, layout: .rgba)
    for y in 0..<width {
      for x in 0..<width {
        let i = (y * width + x) * 4
        image.pixels[i] = UInt8(x * 255 / max(width - 1, 1))
        image.pixels[i + 1] = UInt8(y * 255 / max(width - 1, 1))
        image.pixels[i + 2] = x < width / 2 ? 200 : 40
        image.pixels[i + 3] = x < width / 4 && y < width / 4 ? 0 : 255
      }
    }
    return image
  }

  /// The planes of `image` (RGBA): `channels` picks which, in order.
  static func planes(_ image: Image, _ channels: [Int]) -> [[UInt8]] {
    channels.map { channel in
      stride(from: channel, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    }
  }

  /// An `is32`-style element (RLE planes; `it32` gets its four zero bytes) and its mask.
  static func rgbElements(_ image: Image, type: String, mask: String) -> [(String, [UInt8])] {
    let planes = planes(image, [0, 1, 2])
    var data = type == "it32" ? [UInt8](repeating: 0, count: 4) : []
    for plane in planes { data += runLength(plane) }
    return [(type, data), (mask, Self.planes(image, [3])[0])]
  }

  /// An `ic04`/`ic05` element: `ARGB` and RLE planes in A, R, G, B order.
  static func argbElement(_ image: Image) -> [UInt8] {
    Array("ARGB".utf8) + planes(image, [3, 0, 1, 2]).flatMap(runLength)
  }

  /// A 1-bit bitmap of `width × height` where `isSet(x, y)` gives the bit.
  static func bits(width: Int, height: Int, _ isSet: (Int, Int) -> Bool) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height / 8)
    for y in 0..<height {
      for x in 0..<width where isSet(x, y) {
        let index = y * width + x
        out[index / 8] |= 0x80 >> UInt8(index % 8)
      }
    }
    return out
  }
}
