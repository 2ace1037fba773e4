import Foundation
import Imaging
import TestSupport
import Testing

/// Compares fit thumbnails with an independent premultiplied Lanczos reference computed by
/// Pillow (`Image.resize(..., LANCZOS)` premultiplies RGBA itself). Skips when python3 with
/// Pillow is not installed.
@Suite("Quality against Pillow's Lanczos")
struct QualityTests {
  static let pillowScript = """
    import sys
    from PIL import Image
    source, target, width, height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    im = Image.open(source)
    im = im.convert("RGBA")
    out = im.resize((width, height), Image.LANCZOS)
    open(target, "wb").write(out.tobytes())
    """

  static var python: URL? {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    guard let result = try? runProcess(env, ["python3", "-c", "import PIL"]), result.status == 0
    else { return nil }
    return env
  }

  static let cases: [(String, Image)] = [
    ("photo", TestImages.photo(width: 600, height: 400)),
    ("line-art", TestImages.lineArt(width: 500, height: 350)),
    ("alpha-disk", TestImages.alphaDisk(width: 500, height: 400)),
  ]

  @Test func fitThumbnailsMatchPillowLanczos() throws {
    guard let python = Self.python else {
      print("note: python3 with Pillow not found; skipping the quality comparison")
      return
    }
    try withTemporaryDirectory { directory in
      for (name, image) in Self.cases {
        let input = directory.appendingPathComponent("\(name).png")
        try PNGEncoder.encode(image).write(to: input)
        for size in [48, 120] {
          let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: size))
          // Through the file path, so the PNG decoder's row-by-row reduction is included.
          let ours = try thumbnailer.thumbnail(contentsOf: input)
          let reference = directory.appendingPathComponent("\(name)-\(size).rgba")
          let result = try runProcess(
            python,
            [
              "python3", "-c", Self.pillowScript, input.path, reference.path, "\(ours.width)",
              "\(ours.height)",
            ])
          #expect(result.status == 0, "\(result.stderrText)")
          let expected = Image(
            width: ours.width, height: ours.height, layout: .rgba,
            pixels: [UInt8](try Data(contentsOf: reference)))
          let psnr = TestImages.psnr(
            TestImages.premultiplied(ours), TestImages.premultiplied(expected))
          print("note: \(name) → \(ours.width)×\(ours.height): \(psnr) dB against Pillow")
          #expect(psnr >= 35, "\(name) at \(size): \(psnr) dB")
        }
      }
    }
  }
}
