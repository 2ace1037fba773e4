import Foundation
import Imaging
import TestSupport
import Testing

/// Optional tests over the shared third-party corpus, read in place; they skip without it.
@Suite("Corpus: PngSuite and EXIF orientation")
struct CorpusTests {
  static let pngSuite = ProjectPaths.corpus("png/pngsuite")
  static let pngReference = ProjectPaths.corpus("png/pngsuite-rgba")
  static let exif = ProjectPaths.corpus("jpeg/exif-orientation")

  static func files(_ folder: URL?, prefix: Bool) -> [String] {
    guard let folder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".png") && $0.hasPrefix("x") == prefix }.sorted()
  }

  @Test func validPngSuiteImagesMatchReference() throws {
    guard let suite = Self.pngSuite, let reference = Self.pngReference else {
      print("note: corpus not found; skipping PngSuite comparison")
      return
    }
    var checked = 0
    for name in Self.files(suite, prefix: false) {
      let expectedURL = reference.appendingPathComponent(name + ".rgba")
      guard let expected16 = try? Data(contentsOf: expectedURL) else { continue }
      let image = try ImageDecoder.decode(Data(contentsOf: suite.appendingPathComponent(name)))
      let rgba = image.converted(to: .rgba).pixels
      #expect(expected16.count == rgba.count * 2, "\(name): size")
      guard expected16.count == rgba.count * 2 else { continue }
      // 16-bit samples are scaled to 8 bits with rounding (libpng's png_set_scale_16),
      // which agrees exactly with round(v × 255 / 65535) on the whole suite.
      let tolerance = 0
      var worst = 0
      expected16.withUnsafeBytes { raw in
        for i in 0..<rgba.count {
          let value = Int(raw[2 * i]) | Int(raw[2 * i + 1]) << 8
          let expected = (value * 255 + 32767) / 65535
          worst = max(worst, abs(expected - Int(rgba[i])))
        }
      }
      #expect(worst <= tolerance, "\(name): off by \(worst)")
      checked += 1
    }
    #expect(checked >= 160)
  }

  @Test func corruptPngSuiteImagesFailClearly() throws {
    guard let suite = Self.pngSuite else {
      print("note: corpus not found; skipping PngSuite invalid files")
      return
    }
    let names = Self.files(suite, prefix: true)
    #expect(names.count == 14)
    for name in names {
      let data = try Data(contentsOf: suite.appendingPathComponent(name))
      do {
        _ = try ImageDecoder.decode(data)
        Issue.record("\(name) decoded but is corrupt")
      } catch let error as ImageDecodingError {
        #expect(!error.description.isEmpty)
      }
    }
  }

  @Test func exifSamplesComeOutUpright() throws {
    guard let folder = Self.exif else {
      print("note: corpus not found; skipping EXIF orientation")
      return
    }
    var options = DecodingOptions(targetSize: (96, 96))
    options.targetFitting = .fit
    for kind in ["Landscape", "Portrait"] {
      let reference = try ImageDecoder.decode(
        contentsOf: folder.appendingPathComponent("\(kind)_1.jpg"), options: options)
      for n in 0...8 {
        let image = try ImageDecoder.decode(
          contentsOf: folder.appendingPathComponent("\(kind)_\(n).jpg"), options: options)
        #expect(image.width == reference.width && image.height == reference.height, "\(kind)_\(n)")
        guard image.pixels.count == reference.pixels.count else { continue }
        // Rotated files are encoded separately, so pixels differ a little; a wrong
        // orientation gives far lower values (about 10 dB).
        let psnr = TestImages.psnr(image.pixels, reference.pixels)
        #expect(psnr > 25, "\(kind)_\(n): PSNR \(psnr) against _1")
        print("note: \(kind)_\(n) PSNR against _1: \(psnr)")
      }
    }
  }

  @Test func truncatedJPEGIsReported() throws {
    guard let folder = Self.exif else { return }
    let data = try Data(contentsOf: folder.appendingPathComponent("Landscape_1.jpg"))
    #expect(throws: ImageDecodingError.truncated(format: .jpeg)) {
      try ImageDecoder.decode(data.prefix(data.count / 2))
    }
    for cut in [3, 10, 100, 600] {
      #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data.prefix(cut)) }
    }
  }
}
