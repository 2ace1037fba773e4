import Foundation
import Imaging
import TestSupport
import Testing

@Suite("WebP decoder")
struct WebPDecoderTests {
  @Test("lossless RGBA decodes exactly")
  func lossless() throws {
    let image = try ImageDecoder.decode(WebPSamples.lossless)
    #expect(image == WebPSamples.pattern)
  }

  @Test("lossy RGB decodes close to the source")
  func lossy() throws {
    let image = try ImageDecoder.decode(WebPSamples.lossy)
    #expect(image.layout == .rgb && image.width == 6 && image.height == 5)
    let source = WebPSamples.pattern.converted(to: .rgb).pixels
    let meanError =
      zip(image.pixels, source).map { abs(Int($0) - Int($1)) }.reduce(0, +) / source.count
    #expect(meanError < 40)
  }

  @Test("targetSize scales while decoding to about twice the target, never below")
  func scaledDecoding() throws {
    guard PillowReference.isAvailable else {
      print("Pillow not available: skipped")
      return
    }
    try withTemporaryDirectory { directory in
      let script = """
        import sys
        from PIL import Image
        im = Image.new('RGB', (400, 300))
        im.putdata([(x % 256, y % 256, (x + y) % 256) for y in range(300) for x in range(400)])
        im.save(sys.argv[1] + '/big.webp', lossless=True)
        """
      _ = try #require(PillowReference.run(script, [directory.path]))
      let data = try Data(contentsOf: directory.appendingPathComponent("big.webp"))
      let scaled = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (50, 50)))
      #expect(scaled.width == 134 && scaled.height == 100)
      let full = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (300, 300)))
      #expect(full.width == 400 && full.height == 300)
    }
  }

  @Test("agrees with Pillow: lossless, lossy with alpha, animated first frame")
  func agreesWithPillow() throws {
    guard PillowReference.isAvailable else {
      print("Pillow not available: skipped")
      return
    }
    try withTemporaryDirectory { directory in
      let script = """
        import sys
        from PIL import Image
        d = sys.argv[1]
        w, h = 61, 47
        im = Image.new('RGBA', (w, h))
        im.putdata([((x*255)//(w-1), (y*255)//(h-1), (x*7+y*13)*5 % 256, (x+y)*37 % 256)
                    for y in range(h) for x in range(w)])
        im.save(d + '/lossless.webp', lossless=True)
        im.save(d + '/lossy_alpha.webp', quality=75)
        im.convert('RGB').save(d + '/lossy.webp', quality=90)
        other = Image.new('RGBA', (w, h), (255, 0, 0, 255))
        im.save(d + '/animated.webp', save_all=True, append_images=[other], lossless=True,
                duration=100)
        """
      _ = try #require(PillowReference.run(script, [directory.path]))
      let names = ["lossless", "lossy_alpha", "lossy", "animated"]
      let files = names.map { directory.appendingPathComponent("\($0).webp") }
      let references = try #require(PillowReference.decode(files))
      for (file, reference) in zip(files, references) {
        let name = file.deletingPathExtension().lastPathComponent
        let theirs = try #require(reference, "Pillow failed on \(name)")
        let image = try ImageDecoder.decode(Data(contentsOf: file))
        #expect(image.width == theirs.width && image.height == theirs.height, "\(name)")
        let ours = TestImages.rgba(image)
        let worst = zip(ours, theirs.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        // Lossless must match; lossy may differ by libwebp version (Pillow bundles its own).
        #expect(worst <= (name.hasPrefix("lossy") ? 3 : 0), "\(name): max difference \(worst)")
      }
    }
  }
}
