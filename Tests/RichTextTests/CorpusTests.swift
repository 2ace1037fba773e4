import Foundation
import RichText
import TestSupport
import Testing

/// Optional tests over the shared third-party corpus (`../shared/corpus/rtf`, read in place).
/// They skip when the corpus is absent; set `CORPUS_DIR` to point at it.
@Suite("RTF corpus")
struct CorpusTests {
  struct Entry {
    var source: String
    var url: URL
    var expected: String?
  }

  static func entries() -> [Entry] {
    guard let root = ProjectPaths.corpus("rtf") else { return [] }
    let manager = FileManager.default
    var entries: [Entry] = []
    guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return []
    }
    for case let url as URL in walker where url.pathExtension == "rtf" {
      let relative = url.path.dropFirst(root.path.count + 1)
      let source = String(relative.prefix { $0 != "/" })
      var expected: String?
      let base = url.deletingPathExtension()
      if source == "striprtf" {
        let text = root.appendingPathComponent(
          "striprtf/text/\(base.lastPathComponent).txt")
        expected = (try? String(contentsOf: text, encoding: .utf8)).map(
          CorpusExpectations.striprtf)
      } else if source == "rtfparserkit" {
        if let text = try? String(contentsOf: base.appendingPathExtension("txt"), encoding: .utf8) {
          expected = CorpusExpectations.normalise(text)
        } else if url.path.contains("/parser-standard/"),
          let data = try? Data(contentsOf: base.appendingPathExtension("xml"))
        {
          expected = CorpusExpectations.rtfParserKitXML(String(decoding: data, as: UTF8.self))
        }
      }
      entries.append(Entry(source: source, url: url, expected: expected))
    }
    return entries.sorted { $0.url.path < $1.url.path }
  }

  static func ourText(_ document: AttributedDocument, source: String) -> String {
    let plain = document.exported(as: .plainText)
    return source == "striprtf"
      ? CorpusExpectations.normalise(plain.replacingOccurrences(of: "|", with: " "))
      : CorpusExpectations.normalise(plain)
  }

  @Test func everyFileReadsAndMatchesItsExpectedText() throws {
    let entries = Self.entries()
    guard !entries.isEmpty else {
      print("RTF corpus not found; skipping (set CORPUS_DIR)")
      return
    }
    var counts: [String: (files: Int, expected: Int, passed: Int)] = [:]
    for entry in entries {
      let bytes = try [UInt8](Data(contentsOf: entry.url))
      let result = try RTFReader().read(bytes)
      counts[entry.source, default: (0, 0, 0)].files += 1
      guard let expected = entry.expected else { continue }
      counts[entry.source, default: (0, 0, 0)].expected += 1
      let got = Self.ourText(result.document, source: entry.source)
      #expect(got == expected, "\(entry.url.lastPathComponent)")
      if got == expected { counts[entry.source, default: (0, 0, 0)].passed += 1 }
    }
    for (source, count) in counts.sorted(by: { $0.key < $1.key }) {
      print("corpus \(source): \(count.files) files, \(count.passed)/\(count.expected) match")
    }
  }

  static func firstDifference(_ a: AttributedDocument, _ b: AttributedDocument) -> String {
    if a.metadata != b.metadata { return "metadata \(a.metadata) vs \(b.metadata)" }
    for (index, (p, q)) in zip(a.paragraphs, b.paragraphs).enumerated() where p != q {
      if p.alignment != q.alignment { return "paragraph \(index) alignment" }
      for (r, s) in zip(p.runs, q.runs) where r != s {
        return "paragraph \(index): \(r) vs \(s)"
      }
      return "paragraph \(index) runs \(p.runs.count) vs \(q.runs.count)"
    }
    return "paragraph count \(a.paragraphs.count) vs \(b.paragraphs.count)"
  }

  @Test func rtfToModelToRTFToModelIsStable() throws {
    for entry in Self.entries() {
      let bytes = try [UInt8](Data(contentsOf: entry.url))
      let first = try RTFReader().read(bytes).document
      let rewritten = try RTFReader().read(RTFWriter().write(first))
      #expect(rewritten.damage.isEmpty, "\(entry.url.lastPathComponent)")
      #expect(
        rewritten.document == first,
        "\(entry.url.lastPathComponent): \(Self.firstDifference(first, rewritten.document))")
    }
  }
}
