import Foundation
import Imaging
import TestSupport
import Testing

/// Files written by other tools (ImageMagick's encoders use real LZW, RLE, predictors,
/// tiles, planar data…), decoded by us and by Pillow: the pixels must agree.
@Suite("Files made by ImageMagick and Pillow")
struct ToolMadeFilesTests {
  /// name → allowed per-sample difference (0 = exact; -1 = exact colour, alpha not compared
  /// because Pillow reads 32-bit BI_RGB as BGRX).
  static let variants: [(file: String, command: String, tolerance: Int)] = [
    ("im-24.bmp", "convert src.png -alpha off bmp3:im-24.bmp", 0),
    ("im-rle8.bmp", "convert src.png -alpha off -colors 200 -compress RLE bmp3:im-rle8.bmp", 0),
    ("im-4bit.bmp", "convert src.png -alpha off -colors 16 bmp3:im-4bit.bmp", 0),
    ("im-1bit.bmp", "convert src.png -alpha off -monochrome bmp3:im-1bit.bmp", 0),
    ("im-os2.bmp", "convert src.png -alpha off -colors 64 bmp2:im-os2.bmp", 0),
    ("im-v5-alpha.bmp", "convert src.png bmp:im-v5-alpha.bmp", 0),
    ("im-565.bmp", "convert src.png -alpha off -define bmp:subtype=RGB565 bmp:im-565.bmp", 0),
    ("im.gif", "convert src.png -alpha off gif:im.gif", 0),
    ("im-interlaced.gif", "convert src.png -alpha off -interlace GIF gif:im-interlaced.gif", 0),
    (
      "im-transparent.gif",
      "convert src.png -channel A -threshold 50% +channel gif:im-transparent.gif", 0
    ),
    (
      "im-lzw-predictor.tif",
      "convert src.png -compress lzw -define tiff:predictor=2 im-lzw-predictor.tif", 0
    ),
    ("im-planar.tif", "convert src.png -interlace plane -compress lzw im-planar.tif", 0),
    ("im-tiled.tif", "convert src.png -define tiff:tile-geometry=16x16 im-tiled.tif", 0),
    ("im-16bit.tif", "convert src.png -depth 16 im-16bit.tif", 1),
    ("im-msb-zip.tif", "convert src.png -endian MSB -compress zip im-msb-zip.tif", 0),
    (
      "im-strips.tif", "convert src.png -define tiff:rows-per-strip=5 -compress rle im-strips.tif",
      0
    ),
    ("im-associated.tif", "convert src.png -define tiff:alpha=associated im-associated.tif", 2),
    ("im-gray-alpha.tif", "convert src.png -colorspace gray im-gray-alpha.tif", 0),
    ("im-lossless.webp", "convert src.png -define webp:lossless=true im-lossless.webp", 0),
  ]

  static let pillowMade: [(file: String, tolerance: Int)] = [
    ("pil-p.gif", 0), ("pil-transparent.gif", 0), ("pil-large.gif", 0), ("pil-rgba.bmp", -1),
  ]

  @Test("our decode matches Pillow's on tool-made files")
  func matchesPillow() throws {
    guard PillowReference.isAvailable,
      let shell = try? runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "command -v convert"]),
      shell.status == 0
    else {
      print("Pillow or ImageMagick not available: skipped")
      return
    }
    try withTemporaryDirectory { directory in
      let make = """
        import sys
        from PIL import Image
        d = sys.argv[1]
        w, h = 53, 41
        im = Image.new('RGBA', (w, h))
        im.putdata([((x*255)//(w-1), (y*255)//(h-1), (x*7+y*13)*5 % 256, (x*y*3) % 256)
                    for y in range(h) for x in range(w)])
        im.save(d + '/src.png')
        p = im.convert('RGB').convert('P', palette=Image.Palette.ADAPTIVE, colors=64)
        p.save(d + '/pil-p.gif')
        p.save(d + '/pil-transparent.gif', transparency=5)
        big = im.convert('RGB').resize((300, 200)).convert('P', palette=Image.Palette.ADAPTIVE)
        big.save(d + '/pil-large.gif', interlace=True)
        im.save(d + '/pil-rgba.bmp')
        """
      _ = try #require(PillowReference.run(make, [directory.path]))
      let commands = Self.variants.map(\.command).joined(separator: " && ")
      let made = try runProcess(
        URL(fileURLWithPath: "/bin/sh"), ["-c", commands], in: directory)
      #expect(made.status == 0, "ImageMagick failed: \(made.stderrText)")
      let all = Self.variants.map { ($0.file, $0.tolerance) } + Self.pillowMade
      let files = all.map { directory.appendingPathComponent($0.0) }
      let references = try #require(PillowReference.decode(files))
      for ((name, tolerance), (file, reference)) in zip(all, zip(files, references)) {
        guard let theirs = reference else {
          Issue.record("Pillow could not read \(name)")
          continue
        }
        let image = try ImageDecoder.decode(Data(contentsOf: file))
        #expect(image.width == theirs.width && image.height == theirs.height, "\(name)")
        let ours = TestImages.rgba(image)
        guard ours.count == theirs.pixels.count else { continue }
        let worst =
          zip(ours, theirs.pixels).enumerated()
          .filter { tolerance >= 0 || $0.offset % 4 != 3 }
          .map { abs(Int($0.element.0) - Int($0.element.1)) }.max() ?? 0
        #expect(worst <= max(0, tolerance), "\(name): max difference \(worst) (\(image.layout))")
      }
    }
  }
}
