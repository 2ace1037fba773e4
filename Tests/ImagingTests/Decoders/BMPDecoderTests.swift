import Foundation
import Imaging
import TestSupport
import Testing

@Suite("BMP decoder")
struct BMPDecoderTests {
  @Test("decodes every generated variant exactly", arguments: BMPFixture.all)
  func decodesFixture(_ fixture: BMPFixture) throws {
    let image = try ImageDecoder.decode(fixture.data)
    #expect(image.width == fixture.expected.width)
    #expect(image.height == fixture.expected.height)
    #expect(image.layout == fixture.expected.layout)
    #expect(image.pixels == fixture.expected.pixels)
  }

  @Test("agrees with Pillow on every generated variant")
  func agreesWithPillow() throws {
    guard PillowReference.isAvailable else {
      print("Pillow not available: skipped")
      return
    }
    try withTemporaryDirectory { directory in
      // Pillow does not read 2-bit BMPs ("Unsupported BMP pixel depth").
      let fixtures = BMPFixture.all.filter { !$0.name.hasPrefix("2-bit") }
      var files: [URL] = []
      for (index, fixture) in fixtures.enumerated() {
        let url = directory.appendingPathComponent("\(index).bmp")
        try fixture.data.write(to: url)
        files.append(url)
      }
      let references = try #require(PillowReference.decode(files))
      #expect(references.count == fixtures.count)
      for (fixture, reference) in zip(fixtures, references) {
        let ours = TestImages.rgba(try ImageDecoder.decode(fixture.data))
        let theirs = try #require(reference, "Pillow failed on \(fixture.name)")
        if fixture.pillowIgnoresAlpha {
          let strip = { (p: [UInt8]) in p.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
          }
          #expect(strip(ours) == strip(theirs.pixels), "\(fixture.name)")
        } else {
          #expect(ours == theirs.pixels, "\(fixture.name)")
        }
      }
    }
  }

  @Test("RLE8 delta and early end of line leave skipped pixels transparent")
  func rleEscapes() throws {
    let palette = TestImages.palette(256)
    // 4×3 bottom-up: row 0 (bottom) = [5,5] then EOL; delta (+1, +1) to (3, 1)?
    // Bottom row: two 5s, EOL. Middle row: delta right 2 → x=2, run 7,7. Then end of bitmap.
    let stream: [UInt8] = [2, 5, 0, 0, 0, 2, 2, 0, 2, 7, 0, 1]
    let data = BMPWriter.file(
      header: .info, width: 4, height: 3, bits: 8, compression: 1, palette: palette,
      pixelData: stream)
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgba)
    func pixel(x: Int, y: Int) -> [UInt8] {
      let i = (y * 4 + x) * 4
      return Array(image.pixels[i..<i + 4])
    }
    func opaque(_ entry: (UInt8, UInt8, UInt8)) -> [UInt8] { [entry.0, entry.1, entry.2, 255] }
    let clear: [UInt8] = [0, 0, 0, 0]
    #expect(pixel(x: 0, y: 2) == opaque(palette[5]))
    #expect(pixel(x: 1, y: 2) == opaque(palette[5]))
    #expect(pixel(x: 2, y: 2) == clear)
    #expect(pixel(x: 0, y: 1) == clear)
    #expect(pixel(x: 2, y: 1) == opaque(palette[7]))
    #expect(pixel(x: 3, y: 1) == opaque(palette[7]))
    #expect(pixel(x: 0, y: 0) == clear)
  }
}
