import Foundation
import TestSupport
import Testing

@testable import Imaging

/// The row-by-row thumbnail path (decoded rows → box reduction → resampler ring → PNG rows)
/// against the whole-picture path it stands in for: the same bytes.
@Suite("Streamed thumbnails")
struct StreamedThumbnailTests {
  static let geometries: [ThumbnailGeometry] = [
    ThumbnailGeometry(size: 256),
    ThumbnailGeometry(size: 64),
    ThumbnailGeometry(size: 145, mode: .fill),
    ThumbnailGeometry(width: 100, height: 300, mode: .exact),
    ThumbnailGeometry(width: 37, height: 19, mode: .fill),
    ThumbnailGeometry(size: 300, mode: .fit, allowsUpscaling: true),
    ThumbnailGeometry(size: 16),
    ThumbnailGeometry(size: 1, mode: .fit),
  ]

  /// Every output row the row resampler finishes equals the whole-picture resampler's, for
  /// each layout, filter and geometry (box-reduced or not).
  @Test func rowResamplerMatchesTheWholePicture() throws {
    let sources = [
      TestImages.photo(width: 151, height: 103),
      TestImages.lineArt(width: 95, height: 205),
      TestImages.alphaDisk(width: 60, height: 45),
      TestImages.photo(width: 49, height: 31).converted(to: .grayAlpha),
    ]
    for source in sources {
      for geometry in Self.geometries {
        for filter in ResamplingFilter.presets {
          for linear in [false, true] {
            let resampler = Resampler(filter: filter, linearLight: linear)
            let plan = geometry.plan(sourceWidth: source.width, sourceHeight: source.height)
            let expected = resampler.resample(source, plan: plan)
            let steps = resampler.steps(width: source.width, height: source.height, plan: plan)
            let label = "\(source.layout) \(geometry) \(filter.name) linear \(linear)"
            guard let (horizontal, vertical) = steps.weights else {
              #expect(expected.width == source.width / steps.boxFactor, "\(label)")
              continue
            }
            let reduced =
              steps.boxFactor > 1
              ? Resampler.boxReduce(source, factor: steps.boxFactor) : source
            let rows = try #require(
              RowResampler(
                resampler: resampler, horizontal: horizontal, vertical: vertical,
                layout: source.layout), "\(label)")
            reduced.pixels.withUnsafeBufferPointer { pixels in
              for y in 0..<reduced.height {
                rows.add(row: pixels.baseAddress! + y * reduced.rowBytes)
              }
            }
            #expect(rows.isComplete, "\(label)")
            #expect(rows.output == expected, "\(label)")
          }
        }
      }
    }
  }

  /// The row encoder gives `encode`'s bytes, including where `encode` would pick a smaller
  /// colour type (grey RGB, opaque RGBA) or the full search (a drawing).
  @Test func rowEncoderMatchesEncode() throws {
    let photo = TestImages.photo(width: 83, height: 41)
    let images = [
      photo, photo.converted(to: .gray), photo.converted(to: .gray).converted(to: .rgb),
      photo.converted(to: .rgba), TestImages.alphaDisk(width: 50, height: 40),
      TestImages.lineArt(width: 120, height: 80),
      TestImages.lineArt(width: 120, height: 80)
        .converted(to: .rgb),
    ]
    var optionSets: [PNGEncoder.Options] = []
    for strategy in [PNGEncoder.Strategy.automatic, .runLength, .deflate] {
      for reduces in [true, false] {
        optionSets.append(
          PNGEncoder.Options(
            compressionLevel: 6, textChunks: [.init(key: "Thumb::URI", value: "file:///x.jpg")],
            reducesColorType: reduces, strategy: strategy))
      }
    }
    optionSets.append(PNGEncoder.Options(compressionLevel: 0))
    optionSets.append(PNGEncoder.Options(compressionLevel: 9))
    for image in images {
      for options in optionSets {
        let encoder = try #require(
          PNGEncoder.RowEncoder(
            width: image.width, height: image.height, layout: image.layout, options: options))
        image.pixels.withUnsafeBufferPointer { pixels in
          for y in 0..<image.height {
            encoder.add(row: pixels.baseAddress! + y * image.rowBytes)
          }
        }
        let expected = try PNGEncoder.encode(image, options: options)
        #expect(try encoder.finish(image) == expected, "\(image.layout) \(options)")
      }
    }
  }

  /// JPEG files made by Pillow (skipped without it): the thumbnail bytes equal the
  /// whole-picture path's, and upright grey and RGB files take the row path.
  @Test func jpegThumbnailsMatchTheWholePicturePath() throws {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    guard pillowIsAvailable(skipping: "streamed JPEG thumbnails") else { return }
    let script = """
      import sys
      from PIL import Image
      source, folder = sys.argv[1], sys.argv[2]
      im = Image.open(source).convert("RGB")
      im.save(f"{folder}/baseline.jpg", quality=90)
      im.save(f"{folder}/progressive.jpg", quality=90, progressive=True)
      im.convert("L").save(f"{folder}/grey.jpg", quality=90)
      im.convert("L").convert("RGB").save(f"{folder}/grey-rgb.jpg", quality=90, subsampling=0)
      im.save(f"{folder}/444.jpg", quality=90, subsampling=0)
      im.convert("CMYK").save(f"{folder}/cmyk.jpg", quality=90)
      Image.new("RGB", im.size, (200, 30, 30)).save(f"{folder}/flat.jpg", quality=90)
      for value in (3, 6, 8):
          exif = Image.Exif()
          exif[0x0112] = value
          im.save(f"{folder}/orientation-{value}.jpg", quality=90, exif=exif)
      im.resize((3, 2)).save(f"{folder}/tiny.jpg", quality=90)
      """
    let source = TestImages.photo(width: 560, height: 372)
    try withTemporaryDirectory { folder in
      let input = folder.appendingPathComponent("source.png")
      try PNGEncoder.encode(source).write(to: input)
      let result = try runProcess(env, ["python3", "-c", script, input.path, folder.path])
      try #require(result.status == 0, "\(result.stderrText)")
      let streamable: Set = ["baseline", "progressive", "grey", "grey-rgb", "444", "flat"]
      let names = streamable.sorted() + ["cmyk", "orientation-3", "orientation-6", "orientation-8"]
      for name in names + ["tiny"] {
        let url = folder.appendingPathComponent("\(name).jpg")
        for geometry in Self.geometries {
          // Every filter and linear light on one file; Lanczos3 in sRGB on the others.
          let variants = name == "baseline" ? ResamplingFilter.presets : [.lanczos3]
          for filter in variants {
            for linear in name == "baseline" ? [false, true] : [false] {
              var thumbnailer = Thumbnailer(geometry: geometry)
              thumbnailer.filter = filter
              thumbnailer.linearLight = linear
              let label = "\(name) \(geometry) \(filter.name) linear \(linear)"
              let whole = try thumbnailer.wholePNGData(contentsOf: url)
              #expect(try thumbnailer.pngData(contentsOf: url) == whole, "\(label)")
              #expect(
                try thumbnailer.pngData(contentsOf: url, pipelined: false) == whole, "\(label)")
              if streamable.contains(name) && geometry.width == 256 {
                let shrunk = try ImageDecoder.decodeShrunk(
                  contentsOf: url, options: thumbnailer.decodingOptions
                ) { StreamedThumbnail(shape: $0, thumbnailer: thumbnailer) }
                #expect(shrunk == nil, "\(label): rows streamed")
              }
            }
          }
        }
      }
      // A file that ends early is an error on the row path too.
      let data = try Data(contentsOf: folder.appendingPathComponent("baseline.jpg"))
      let truncated = folder.appendingPathComponent("truncated.jpg")
      try data.prefix(data.count / 2).write(to: truncated)
      #expect(throws: ImageDecodingError.self) {
        try Thumbnailer(geometry: ThumbnailGeometry(size: 256)).pngData(contentsOf: truncated)
      }
    }
  }

  /// A JPEG file of several source buffers (256 KiB each): the picture is the one decoded
  /// from memory, the thumbnail the whole-picture path's, and a file cut anywhere is an error
  /// on both paths.
  @Test func multiBufferFileDecodesTheSamePicture() throws {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    guard pillowIsAvailable(skipping: "the multi-buffer JPEG") else { return }
    let script = """
      import random, sys
      from PIL import Image
      random.seed(7)
      im = Image.frombytes("RGB", (1200, 900), random.randbytes(1200 * 900 * 3))
      im.save(sys.argv[1], quality=97)
      """
    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("noise.jpg")
      let result = try runProcess(env, ["python3", "-c", script, url.path])
      try #require(result.status == 0, "\(result.stderrText)")
      let data = try Data(contentsOf: url)
      #expect(data.count > 1 << 20 + 1 << 18, "\(data.count) bytes: more than one read")
      #expect(try ImageDecoder.decode(contentsOf: url) == ImageDecoder.decode(data))
      var options = DecodingOptions(targetSize: (100, 100))
      options.targetFitting = .fit
      #expect(
        try ImageDecoder.decode(contentsOf: url, options: options)
          == ImageDecoder.decode(data, options: options))
      let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: 200))
      #expect(
        try thumbnailer.pngData(contentsOf: url) == thumbnailer.wholePNGData(contentsOf: url))
      for fraction in [0.1, 0.3, 0.5, 0.99] {
        let cut = folder.appendingPathComponent("cut.jpg")
        try data.prefix(Int(Double(data.count) * fraction)).write(to: cut)
        #expect(throws: ImageDecodingError.self, "cut at \(fraction)") {
          try ImageDecoder.decode(contentsOf: cut)
        }
        #expect(throws: ImageDecodingError.self, "cut at \(fraction)") {
          try thumbnailer.pngData(contentsOf: cut)
        }
      }
    }
  }
}
