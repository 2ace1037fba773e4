import Foundation
import Imaging
import TestSupport
import Testing

/// The corpus SVGs (design-tool exports, Graphviz, Illustrator viewBox-only, Inkscape
/// without viewBox) rendered at a 256-pixel fit box and compared with `rsvg-convert` at the
/// same size (premultiplied RGBA PSNR ≥ 30 dB). Skips without the corpus, librsvg or
/// `rsvg-convert` (`librsvg2-bin`).
@Suite("Corpus: SVG")
struct SVGCorpusTests {
  static let rsvgConvert = "/usr/bin/rsvg-convert"

  @Test func everyFileRendersLikeRsvgConvert() throws {
    guard let folder = ProjectPaths.corpus("svg"), Codec.rsvg.status.isAvailable,
      FileManager.default.isExecutableFile(atPath: Self.rsvgConvert)
    else {
      print("note: SVG corpus, librsvg or rsvg-convert missing; skipping")
      return
    }
    let files = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".svg") }.sorted()
    #expect(!files.isEmpty)
    try withTemporaryDirectory { dir in
      for name in files {
        let url = folder.appendingPathComponent(name)
        var options = DecodingOptions(targetSize: (256, 256))
        options.targetFitting = .fit
        let ours = try ImageDecoder.decode(Data(contentsOf: url), options: options)
        #expect(max(ours.width, ours.height) == 256, "\(name)")
        let output = dir.appendingPathComponent("ref.png")
        let result = try runProcess(
          URL(fileURLWithPath: Self.rsvgConvert),
          ["-w", "\(ours.width)", "-h", "\(ours.height)", "-o", output.path, url.path])
        try #require(result.status == 0, "\(name): \(result.stderrText)")
        let reference = try ImageDecoder.decode(Data(contentsOf: output))
        try #require(reference.width == ours.width && reference.height == ours.height)
        let psnr = TestImages.psnr(
          TestImages.premultiplied(ours), TestImages.premultiplied(reference))
        print("note: \(name) \(ours.width)×\(ours.height) PSNR vs rsvg-convert \(psnr)")
        #expect(psnr >= 30, "\(name): PSNR \(psnr)")
      }
    }
  }
}
