import Foundation
import Imaging
import TestSupport
import Testing

/// Real iPhone HEICs and AVIFs from the shared corpus (tiled grids, stored rotation with
/// Exif orientation, depth and gain-map auxiliary images, 10-bit, alpha with its own
/// `irot`, a truncated file), read in place; compared at full size with libheif's
/// `heif-convert` when it is installed. Skips without the corpus.
@Suite("Corpus: HEIC and AVIF")
struct HEIFCorpusTests {
  static let folder = ProjectPaths.corpus("heic")
  static let heifConvert = "/usr/bin/heif-convert"

  static var files: [String] {
    guard let folder,
      let all = FileManager.default.subpaths(atPath: folder.path)
    else { return [] }
    return all.filter { $0.hasSuffix(".heic") || $0.hasSuffix(".avif") }.sorted()
  }

  @Test func everyFileDecodesLikeHeifConvert() throws {
    guard let folder = Self.folder else {
      print("note: corpus not found; skipping HEIC corpus")
      return
    }
    let compare = FileManager.default.isExecutableFile(atPath: Self.heifConvert)
    var decoded = 0
    try withTemporaryDirectory { dir in
      for name in Self.files {
        let url = folder.appendingPathComponent(name)
        let data = try Data(contentsOf: url)
        let image: Image
        do {
          image = try ImageDecoder.decode(data)
        } catch let error as ImageDecodingError {
          // The corpus's one damaged file: its iloc points past the end.
          #expect(error == .truncated(format: .heif), "\(name): \(error)")
          continue
        }
        decoded += 1
        guard compare else { continue }
        let stem = "ref-\(decoded)"
        let run = try runProcess(
          URL(fileURLWithPath: Self.heifConvert),
          [url.path, dir.appendingPathComponent("\(stem).png").path])
        #expect(run.status == 0, "\(name): heif-convert failed")
        // With several top-level images heif-convert numbers them; the primary comes first.
        var reference = dir.appendingPathComponent("\(stem).png")
        if !FileManager.default.fileExists(atPath: reference.path) {
          reference = dir.appendingPathComponent("\(stem)-1.png")
        }
        let expected = try ImageDecoder.decode(Data(contentsOf: reference))
        #expect(image.width == expected.width && image.height == expected.height, "\(name)")
        guard image.width == expected.width, image.height == expected.height else { continue }
        let layout: Image.Layout = image.layout == .rgba ? .rgba : .rgb
        let psnr = TestImages.psnr(
          image.converted(to: layout).pixels, expected.converted(to: layout).pixels)
        #expect(psnr >= 40, "\(name): \(psnr) dB against heif-convert")
      }
    }
    #expect(decoded >= Self.files.count - 1)
  }

  @Test func storedThumbnailServesSmallTargets() throws {
    guard let url = Self.folder?.appendingPathComponent("mmgreiner__heif-image/sample.heic"),
      let data = try? Data(contentsOf: url)
    else { return }
    let small = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (256, 192)))
    #expect(small.width == 320 && small.height == 240)
    let large = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (1024, 768)))
    #expect(large.width == 4032 && large.height == 3024)
  }
}
