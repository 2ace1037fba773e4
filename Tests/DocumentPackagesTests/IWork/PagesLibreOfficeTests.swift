import DocumentPackages
import Foundation
import TestSupport
import Testing

/// Every single-file Pages document of `../shared/corpus/iwork` gives text within 0.95 of
/// LibreOffice's text export (`soffice --convert-to txt`, libetonyek), computed at test
/// time; skipped when the corpus or `soffice` is absent. Nothing LibreOffice prints is
/// stored.
@Suite("Pages text vs LibreOffice")
struct PagesLibreOfficeTests {
  static func soffice() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("soffice")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Similarity of two texts with whitespace normalised, weighted by characters (close to
  /// `difflib.SequenceMatcher.ratio()` over the normalised texts, which
  /// `Benchmarks/iwork-text-libreoffice.sh` uses): 2 × (characters of the words the two
  /// share, in order, each with its following space) / (characters in both).
  static func similarity(_ a: String, _ b: String) -> Double {
    let x = a.split(whereSeparator: \.isWhitespace)
    let y = b.split(whereSeparator: \.isWhitespace)
    let total = (x + y).reduce(0) { $0 + $1.count + 1 }
    guard total > 0 else { return 1 }
    var previous = [Int](repeating: 0, count: y.count + 1)
    var current = previous
    for word in x {
      for j in 0..<y.count {
        current[j + 1] =
          word == y[j] ? previous[j] + word.count + 1 : max(previous[j + 1], current[j])
      }
      swap(&previous, &current)
    }
    return 2 * Double(previous[y.count]) / Double(total)
  }

  @Test func similarityOfWordSequences() {
    #expect(Self.similarity("a b c", "a  b\nc") == 1)
    #expect(Self.similarity("a b c d", "a x c d") == 0.75)
    #expect(Self.similarity("", "a") == 0)
    #expect(Self.similarity("", "") == 1)
  }

  @Test func everyPagesDocumentIsCloseToLibreOffice() throws {
    guard let folder = ProjectPaths.corpus("iwork"), let soffice = Self.soffice() else { return }
    let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".pages") }.sorted()
      .map { folder.appendingPathComponent($0) }
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    try withTemporaryDirectory { dir in
      let result = try runProcess(
        soffice,
        [
          "--headless", "-env:UserInstallation=file://\(dir.path)/profile", "--convert-to",
          "txt:Text", "--outdir", dir.path,
        ] + files.map(\.path), in: dir)
      try #require(result.status == 0)
      for file in files {
        let exported = dir.appendingPathComponent(
          file.deletingPathExtension().lastPathComponent + ".txt")
        guard let theirs = try? String(contentsOf: exported, encoding: .utf8) else { continue }
        let ours = try #require(try DocumentText.read(ofDocumentAt: file)).document.string
        let score = Self.similarity(ours, theirs.replacingOccurrences(of: "\u{FEFF}", with: ""))
        #expect(score >= 0.95, "\(file.lastPathComponent): \(score)")
        #expect(!ours.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
      }
    }
  }
}
