import Foundation
import Imaging
import TestSupport
import Testing

/// JPEG variants made by Pillow at test time (skipped when python3 with Pillow is missing),
/// compared with the RGB picture they were made from.
@Suite("JPEG decoder variants")
struct JPEGDecoderTests {
  static let script = """
    import sys
    from PIL import Image
    source, folder = sys.argv[1], sys.argv[2]
    im = Image.open(source).convert("RGB")
    im.save(f"{folder}/baseline.jpg", quality=95)
    im.save(f"{folder}/progressive.jpg", quality=95, progressive=True)
    im.convert("L").save(f"{folder}/grey.jpg", quality=95)
    im.convert("CMYK").save(f"{folder}/cmyk.jpg", quality=95)
    im.save(f"{folder}/restart.jpg", quality=95, restart_marker_rows=1)
    im.save(f"{folder}/444.jpg", quality=95, subsampling=0)
    """

  @Test func variantsDecodeCloseToTheSource() throws {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    guard pillowIsAvailable(skipping: "JPEG variants") else { return }
    let source = TestImages.photo(width: 320, height: 240)
    try withTemporaryDirectory { folder in
      let input = folder.appendingPathComponent("source.png")
      try PNGEncoder.encode(source).write(to: input)
      let result = try runProcess(env, ["python3", "-c", Self.script, input.path, folder.path])
      #expect(result.status == 0, "\(result.stderrText)")
      for name in ["baseline", "progressive", "grey", "cmyk", "restart", "444"] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).jpg"))
        let image = try ImageDecoder.decode(data)
        #expect(image.width == 320 && image.height == 240, "\(name)")
        let expected = name == "grey" ? source.converted(to: .gray) : source
        let psnr = TestImages.psnr(image.pixels, expected.pixels)
        #expect(psnr > 30, "\(name): \(psnr) dB")

        // Shrink-on-load: a 40×30 fit target allows 1/4 (leaving 2×).
        var options = DecodingOptions(targetSize: (40, 40))
        options.targetFitting = .fit
        let small = try ImageDecoder.decode(data, options: options)
        #expect(small.width == 80 && small.height == 60, "\(name) scaled")
        // And the truncated file is an error, not a grey picture.
        #expect(throws: ImageDecodingError.self, "\(name) truncated") {
          try ImageDecoder.decode(data.prefix(data.count * 2 / 3))
        }
      }
    }
  }
}
