import Foundation
import Imaging

/// One generated BMP and the picture it must decode to.
struct BMPFixture: CustomStringConvertible, Sendable {
  let name: String
  let data: Data
  let expected: Image
  /// Pillow reads BI_RGB 32-bit as BGRX (no alpha); compare colour only then.
  var pillowIgnoresAlpha = false
  var description: String { name }

  static let width = 13
  static let height = 7

  static let all: [BMPFixture] = {
    var list: [BMPFixture] = []
    let w = width
    let h = height
    for bits in [1, 2, 4, 8] {
      let colors = 1 << bits
      let palette = TestImages.palette(colors)
      let indices = TestImages.indices(width: w, height: h, colors: colors)
      var expected = Image(width: w, height: h, layout: .rgb)
      for (i, index) in indices.enumerated() {
        let entry = palette[Int(index)]
        expected.pixels[i * 3..<i * 3 + 3] = [entry.0, entry.1, entry.2]
      }
      for header in [BMPWriter.Header.core, .info, .v5] {
        for topDown in header == .core ? [false] : [false, true] {
          let rows = BMPWriter.rows(width: w, height: h, bits: bits, topDown: topDown) { x, y in
            [indices[y * w + x]]
          }
          let data = BMPWriter.file(
            header: header, width: w, height: h, bits: bits, palette: palette, pixelData: rows,
            topDown: topDown)
          list.append(
            BMPFixture(
              name: "\(bits)-bit \(header)\(topDown ? " top-down" : "")", data: data,
              expected: expected))
        }
      }
      if bits == 8 || bits == 4 {
        let rle = BMPWriter.rle(indices: indices, width: w, height: h, fourBit: bits == 4)
        let data = BMPWriter.file(
          header: .info, width: w, height: h, bits: bits, compression: bits == 8 ? 1 : 2,
          palette: palette, pixelData: rle)
        list.append(BMPFixture(name: "RLE\(bits)", data: data, expected: expected))
      }
    }

    let rgb = TestImages.pattern(width: w, height: h, alpha: false)
    let rgba = TestImages.pattern(width: w, height: h, alpha: true)
    func sample(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
      let c = image.layout.channels
      let i = (y * w + x) * c
      return Array(image.pixels[i..<i + c])
    }
    for header in [BMPWriter.Header.core, .info, .v4] {
      for topDown in header == .core ? [false] : [false, true] {
        let rows = BMPWriter.rows(width: w, height: h, bits: 24, topDown: topDown) { x, y in
          let p = sample(rgb, x, y)
          return [p[2], p[1], p[0]]
        }
        let data = BMPWriter.file(
          header: header, width: w, height: h, bits: 24, pixelData: rows, topDown: topDown)
        list.append(
          BMPFixture(
            name: "24-bit \(header)\(topDown ? " top-down" : "")", data: data, expected: rgb))
      }
    }

    // 16-bit: 5-5-5 by default, 5-6-5 through BI_BITFIELDS.
    for (masks, name) in [([UInt32](), "16-bit 555"), ([0xF800, 0x07E0, 0x001F], "16-bit 565")] {
      let wide = !masks.isEmpty
      var expected = Image(width: w, height: h, layout: .rgb)
      let rows = BMPWriter.rows(width: w, height: h, bits: 16, topDown: false) { x, y in
        let p = sample(rgb, x, y)
        let r = Int(p[0]) >> 3
        let g = Int(p[1]) >> (wide ? 2 : 3)
        let b = Int(p[2]) >> 3
        let value = wide ? (r << 11 | g << 5 | b) : (r << 10 | g << 5 | b)
        let i = (y * w + x) * 3
        expected.pixels[i] = UInt8(r * 255 / 31)
        expected.pixels[i + 1] = UInt8(g * 255 / (wide ? 63 : 31))
        expected.pixels[i + 2] = UInt8(b * 255 / 31)
        return TestImages.le16(value)
      }
      for header in wide ? [BMPWriter.Header.info, .v4] : [.info] {
        let data = BMPWriter.file(
          header: header, width: w, height: h, bits: 16, compression: wide ? 3 : 0, masks: masks,
          pixelData: rows)
        list.append(BMPFixture(name: "\(name) \(header)", data: data, expected: expected))
      }
    }

    // 32-bit: BI_RGB with an unused (zero) top byte, BI_RGB carrying alpha, V5 bitfields.
    let bgrx = BMPWriter.rows(width: w, height: h, bits: 32, topDown: false) { x, y in
      let p = sample(rgb, x, y)
      return [p[2], p[1], p[0], 0]
    }
    list.append(
      BMPFixture(
        name: "32-bit BI_RGB no alpha",
        data: BMPWriter.file(header: .info, width: w, height: h, bits: 32, pixelData: bgrx),
        expected: rgb))
    let bgra = BMPWriter.rows(width: w, height: h, bits: 32, topDown: false) { x, y in
      let p = sample(rgba, x, y)
      return [p[2], p[1], p[0], p[3]]
    }
    var fixture = BMPFixture(
      name: "32-bit BI_RGB alpha",
      data: BMPWriter.file(header: .info, width: w, height: h, bits: 32, pixelData: bgra),
      expected: rgba)
    fixture.pillowIgnoresAlpha = true
    list.append(fixture)
    list.append(
      BMPFixture(
        name: "32-bit V5 bitfields alpha",
        data: BMPWriter.file(
          header: .v5, width: w, height: h, bits: 32, compression: 3,
          masks: [0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000], pixelData: bgra),
        expected: rgba))
    return list
  }()
}
