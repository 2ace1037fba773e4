import Foundation
import Imaging
import Testing

@Suite("PNG encoder and decoder")
struct PNGCodecTests {
  @Test(arguments: Image.Layout.allCases)
  func roundTripKeepsPixels(layout: Image.Layout) throws {
    let source = TestImages.photo(width: 37, height: 23)
    var image = source.converted(to: layout)
    if layout.hasAlpha {
      for i in stride(from: layout.channels - 1, to: image.pixels.count, by: layout.channels) {
        image.pixels[i] = UInt8(i % 256)
      }
    }
    let data = try PNGEncoder.encode(image)
    let decoded = try ImageDecoder.decode(data)
    #expect(decoded == image)
  }

  @Test func choosesSmallestColorType() throws {
    let grey = TestImages.lineArt(width: 20, height: 10).converted(to: .rgba)
    let decoded = try ImageDecoder.decode(PNGEncoder.encode(grey))
    #expect(decoded.layout == .gray)
    let opaque = TestImages.photo(width: 8, height: 8).converted(to: .rgba)
    #expect(try ImageDecoder.decode(PNGEncoder.encode(opaque)).layout == .rgb)
    let kept = try PNGEncoder.encode(
      opaque, options: PNGEncoder.Options(reducesColorType: false))
    #expect(try ImageDecoder.decode(kept).layout == .rgba)
  }

  @Test func outputIsDeterministicAndCarriesText() throws {
    let image = TestImages.photo(width: 64, height: 48)
    var options = PNGEncoder.Options(compressionLevel: 9)
    options.textChunks = [
      .init(key: "Thumb::URI", value: "file:///tmp/photo.jpg"),
      .init(key: "Thumb::MTime", value: "1700000000"),
    ]
    let first = try PNGEncoder.encode(image, options: options)
    let second = try PNGEncoder.encode(image, options: options)
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("tEXtThumb::URI\0file:///tmp/photo.jpg"))
    #expect(text.contains("Thumb::MTime\u{0}1700000000"))
    #expect(try ImageDecoder.decode(first) == image)
  }

  @Test func badTextKeywordIsRefused() {
    let image = TestImages.photo(width: 4, height: 4)
    let options = PNGEncoder.Options(textChunks: [.init(key: "", value: "x")])
    #expect(throws: PNGEncodingError.invalidTextKeyword("")) {
      try PNGEncoder.encode(image, options: options)
    }
  }

  @Test func truncatedPNGIsReported() throws {
    let data = try PNGEncoder.encode(TestImages.photo(width: 50, height: 50))
    for cut in [20, 40, data.count / 2, data.count - 13] {
      #expect(throws: ImageDecodingError.self) {
        try ImageDecoder.decode(data.prefix(cut))
      }
    }
    #expect(throws: ImageDecodingError.truncated(format: .png)) {
      try ImageDecoder.decode(data.prefix(data.count / 2))
    }
  }

  @Test func hugeHeaderIsRefusedBeforeAllocating() throws {
    let data = TestImages.pngHeader(width: 100_000, height: 100_000)
    let start = ContinuousClock.now
    #expect(
      throws: ImageDecodingError.tooManyPixels(
        width: 100_000, height: 100_000, limit: DecodingOptions.defaultPixelLimit)
    ) {
      try ImageDecoder.decode(data)
    }
    // Timing is measured by Benchmarks/pixel-bombs.sh; this only guards against a hang.
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func reducesRowByRowWithSizeHint() throws {
    let image = TestImages.alphaDisk(width: 400, height: 300)
    var options = DecodingOptions(targetSize: (50, 50))
    options.targetFitting = .fit
    let decoded = try ImageDecoder.decode(PNGEncoder.encode(image), options: options)
    // Fit reduction is 8; the box factor leaves 3× → 2.
    #expect(decoded.width == 200 && decoded.height == 150)
    let centre = decoded.rgba(x: 100, y: 75)
    #expect(centre.r == 255 && centre.a == 255)
    // Premultiplied averaging: edge pixels stay pure red, only alpha fades.
    for y in 0..<decoded.height {
      for x in 0..<decoded.width {
        let p = decoded.rgba(x: x, y: y)
        if p.a > 0 { #expect(p.r == 255 && p.g == 0) }
      }
    }
  }
}
