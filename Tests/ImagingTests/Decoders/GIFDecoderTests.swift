import Foundation
import Imaging
import TestSupport
import Testing

@Suite("GIF decoder")
struct GIFDecoderTests {
  static let width = 11
  static let height = 13

  /// Fixtures: name, file, expected RGBA (nil alpha means the layout must be .rgb).
  static func fixtures() -> [(name: String, data: Data, expected: Image, fullFrame: Bool)] {
    let w = width
    let h = height
    var list: [(String, Data, Image, Bool)] = []
    for colors in [2, 16, 256] {
      let palette = TestImages.palette(colors)
      let indices = TestImages.indices(width: w, height: h, colors: colors)
      let expected = render(indices, palette: palette, width: w, height: h, transparent: nil)
      for interlaced in [false, true] {
        let frame = GIFWriter.Frame(width: w, height: h, indices: indices, interlaced: interlaced)
        let data = GIFWriter.file(
          screenWidth: w, screenHeight: h, globalPalette: palette, frames: [frame])
        list.append(("\(colors) colours\(interlaced ? " interlaced" : "")", data, expected, true))
      }
      // Local palette overriding a different global one; a second frame that must be ignored.
      var local = GIFWriter.Frame(width: w, height: h, indices: indices)
      local.localPalette = palette
      let other = GIFWriter.Frame(
        width: w, height: h, indices: [UInt8](repeating: 1, count: w * h))
      let data = GIFWriter.file(
        screenWidth: w, screenHeight: h, globalPalette: TestImages.palette(4).reversed(),
        frames: [local, other])
      list.append(("\(colors) colours local palette", data, expected, true))
    }
    // Transparency through the GCE.
    let palette = TestImages.palette(16)
    let indices = TestImages.indices(width: w, height: h, colors: 16)
    var transparent = GIFWriter.Frame(width: w, height: h, indices: indices)
    transparent.transparentIndex = 3
    list.append(
      (
        "transparent index",
        GIFWriter.file(
          screenWidth: w, screenHeight: h, globalPalette: palette, frames: [transparent]),
        render(indices, palette: palette, width: w, height: h, transparent: 3), true
      ))
    // A 5×4 frame at (3, 2) on the 11×13 screen: the rest is transparent.
    let small = TestImages.indices(width: 5, height: 4, colors: 16)
    let frame = GIFWriter.Frame(left: 3, top: 2, width: 5, height: 4, indices: small)
    var expected = Image(width: w, height: h, layout: .rgba)
    for y in 0..<4 {
      for x in 0..<5 {
        let entry = palette[Int(small[y * 5 + x])]
        let i = ((y + 2) * w + x + 3) * 4
        expected.pixels[i..<i + 4] = [entry.0, entry.1, entry.2, 255]
      }
    }
    list.append(
      (
        "frame smaller than screen",
        GIFWriter.file(screenWidth: w, screenHeight: h, globalPalette: palette, frames: [frame]),
        expected, false
      ))
    return list
  }

  static func render(
    _ indices: [UInt8], palette: [(UInt8, UInt8, UInt8)], width: Int, height: Int,
    transparent: Int?
  ) -> Image {
    var image = Image(width: width, height: height, layout: transparent == nil ? .rgb : .rgba)
    let c = image.layout.channels
    for (i, index) in indices.enumerated() {
      let entry = palette[Int(index)]
      image.pixels[i * c] = entry.0
      image.pixels[i * c + 1] = entry.1
      image.pixels[i * c + 2] = entry.2
      if c == 4 { image.pixels[i * c + 3] = Int(index) == transparent ? 0 : 255 }
    }
    return image
  }

  @Test("decodes generated GIFs exactly")
  func decodesFixtures() throws {
    for fixture in Self.fixtures() {
      let image = try ImageDecoder.decode(fixture.data)
      #expect(image.layout == fixture.expected.layout, "\(fixture.name)")
      #expect(image.width == fixture.expected.width && image.height == fixture.expected.height)
      #expect(image.pixels == fixture.expected.pixels, "\(fixture.name)")
    }
  }

  @Test("agrees with Pillow on full-frame GIFs")
  func agreesWithPillow() throws {
    guard PillowReference.isAvailable else {
      print("Pillow not available: skipped")
      return
    }
    let fixtures = Self.fixtures().filter(\.fullFrame)
    try withTemporaryDirectory { directory in
      let files = try fixtures.enumerated().map { index, fixture in
        let url = directory.appendingPathComponent("\(index).gif")
        try fixture.data.write(to: url)
        return url
      }
      let references = try #require(PillowReference.decode(files))
      for (fixture, reference) in zip(fixtures, references) {
        let theirs = try #require(reference, "Pillow failed on \(fixture.name)")
        let ours = TestImages.rgba(try ImageDecoder.decode(fixture.data))
        #expect(ours == theirs.pixels, "\(fixture.name)")
      }
    }
  }

}
