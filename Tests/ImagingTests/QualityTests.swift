import Foundation
import Imaging
import TestSupport
import Testing

/// Compares fit thumbnails with an independent premultiplied Lanczos reference computed by
/// Pillow (`Image.resize(..., LANCZOS)` premultiplies RGBA itself). Skips when python3 with
/// Pillow is not installed.
@Suite("Quality against Pillow's Lanczos")
struct QualityTests {
  /// Arguments: groups of SOURCE TARGET WIDTH HEIGHT.
  static let pillowScript = """
    import sys
    from PIL import Image
    args = sys.argv[1:]
    for i in range(0, len(args), 4):
        source, target, width, height = args[i], args[i + 1], int(args[i + 2]), int(args[i + 3])
        im = Image.open(source).convert("RGBA")
        open(target, "wb").write(im.resize((width, height), Image.LANCZOS).tobytes())
    """

  static let cases: [(String, Image)] = [
    ("photo", TestImages.photo(width: 600, height: 400)),
    ("line-art", TestImages.lineArt(width: 500, height: 350)),
    ("alpha-disk", TestImages.alphaDisk(width: 500, height: 400)),
  ]

  @Test func fitThumbnailsMatchPillowLanczos() throws {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    guard pillowIsAvailable(skipping: "the quality comparison") else { return }
    try withTemporaryDirectory { directory in
      var ours: [(String, Image, URL)] = []
      var arguments = ["python3", "-c", Self.pillowScript]
      for (name, image) in Self.cases {
        let input = directory.appendingPathComponent("\(name).png")
        try PNGEncoder.encode(image).write(to: input)
        for size in [48, 120] {
          let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: size))
          // Through the file path, so the PNG decoder's row-by-row reduction is included.
          let thumbnail = try thumbnailer.thumbnail(contentsOf: input)
          let reference = directory.appendingPathComponent("\(name)-\(size).rgba")
          arguments += [input.path, reference.path, "\(thumbnail.width)", "\(thumbnail.height)"]
          ours.append(("\(name) at \(size)", thumbnail, reference))
        }
      }
      let result = try runProcess(env, arguments)
      #expect(result.status == 0, "\(result.stderrText)")
      for (label, thumbnail, reference) in ours {
        let expected = Image(
          width: thumbnail.width, height: thumbnail.height, layout: .rgba,
          pixels: [UInt8](try Data(contentsOf: reference)))
        let psnr = TestImages.psnr(
          TestImages.premultiplied(thumbnail), TestImages.premultiplied(expected))
        print("note: \(label) → \(thumbnail.width)×\(thumbnail.height): \(psnr) dB vs Pillow")
        #expect(psnr >= 35, "\(label): \(psnr) dB")
      }
    }
  }
}
