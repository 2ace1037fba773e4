import DocumentPackages
import Foundation
import Imaging
import TestSupport
import Testing

@Suite("Real RTFD packages")
struct RTFDCorpusTests {
  /// Reads every `.rtfd` of the corpus in place: text, attachments, a composed thumbnail.
  /// Thumbnails are written to `$TMPDIR/docpkg-rtfd-corpus-thumbnails` for looking at.
  @Test func corpusPackagesGiveTextAndThumbnails() throws {
    guard let corpus = ProjectPaths.corpus("rtfd") else {
      print("RTFD corpus not present (set CORPUS_DIR); skipped")
      return
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".rtfd") }.sorted()
    #expect(!names.isEmpty)
    let shown = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-rtfd-corpus-thumbnails")
    try? FileManager.default.createDirectory(at: shown, withIntermediateDirectories: true)
    let maker = DocumentThumbnailer(
      thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 256)))
    for name in names {
      let url = corpus.appendingPathComponent(name)
      #expect(try DocumentFormat.detect(path: url.path) == .rtfd)
      let rtfd = try RTFDDocument(url: url)
      let text = try rtfd.text().document.string
      #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(name) has text")
      _ = try rtfd.attachments()
      let result = try maker.writeThumbnail(
        ofDocumentAt: url, to: shown.appendingPathComponent(name + ".png"))
      #expect(result.source == .composed)
      #expect(result.image.width == 256 && result.image.height == 256)
    }
  }
}
