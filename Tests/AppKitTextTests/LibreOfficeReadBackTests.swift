import AppKitText
import Foundation
import TestSupport
import Testing

/// RTF written through `data(from:documentAttributes:)` reads back in LibreOffice with the
/// same text. Opt-in (LibreOffice takes tens of seconds): runs with `DOCPKG_LIBREOFFICE=1`
/// when `soffice` is installed, over the project's samples and every corpus RTF rewritten
/// through the entry points.
@Suite("LibreOffice read-back")
struct LibreOfficeReadBackTests {
  static var soffice: URL? {
    guard ProcessInfo.processInfo.environment["DOCPKG_LIBREOFFICE"] == "1" else { return nil }
    for path in [
      "/usr/bin/soffice", "/usr/local/bin/soffice", "/usr/lib/libreoffice/program/soffice",
    ]
    where FileManager.default.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    return nil
  }

  /// The text as LibreOffice's plain-text export gives it: attachments dropped, line
  /// separators as line breaks, trailing spaces and the final newlines trimmed. (LibreOffice
  /// writes each space of a run of spaces as U+2006 SIX-PER-EM SPACE + space.)
  static func normalise(_ text: String) -> String {
    let text = text.replacingOccurrences(of: "\u{2006} ", with: " ")
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar != "\u{FFFC}" && scalar != "\r" {
      scalars.append(scalar == "\u{2028}" || scalar == "\u{2029}" ? "\n" : scalar)
    }
    return String(scalars).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
      .map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
      .joined(separator: "\n")
      .trimmingCharacters(in: .newlines)
  }

  static func sources() throws -> [(String, NSAttributedString)] {
    var result: [(String, NSAttributedString)] = []
    let sample = try NSAttributedString(
      data: Data(RTFEntryPointTests.sample.utf8), options: [:], documentAttributes: nil)
    result.append(("sample", sample))
    let built = NSMutableAttributedString(
      string: "Zürich — naïve café ✓ 日本語 😀\nsecond line\tafter tab",
      attributes: [.font: NSFont.boldSystemFont(ofSize: 14)])
    result.append(("unicode", built))
    for url in CorpusParityTests.files("rtf", where: { $0.pathExtension == "rtf" }) {
      guard
        let text = try? NSAttributedString(
          data: Data(contentsOf: url),
          options: [.documentType: NSAttributedString.DocumentType.rtf],
          documentAttributes: nil)
      else { continue }
      result.append((url.deletingPathExtension().lastPathComponent, text))
    }
    return result
  }

  @Test func writtenRTFReadsBackInLibreOffice() throws {
    guard let soffice = Self.soffice else {
      print("LibreOffice read-back skipped (set DOCPKG_LIBREOFFICE=1 with soffice installed)")
      return
    }
    try withTemporaryDirectory { folder in
      let input = folder.appendingPathComponent("in")
      let output = folder.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
      var expected: [String: String] = [:]
      var paths: [String] = []
      for (index, (name, text)) in try Self.sources().enumerated() {
        let rtf = try text.data(
          from: NSRange(location: 0, length: text.length),
          documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
        let file = input.appendingPathComponent(String(format: "%03d.rtf", index))
        try rtf.write(to: file)
        expected[String(format: "%03d", index)] = name + "\u{0}" + Self.normalise(text.string)
        paths.append(file.path)
      }
      let start = Date()
      let profile = folder.appendingPathComponent("profile").path
      let result = try runProcess(
        soffice,
        [
          "-env:UserInstallation=file://\(profile)", "--headless", "--convert-to",
          "txt:Text (encoded):UTF8", "--outdir", output.path,
        ] + paths)
      let seconds = Date().timeIntervalSince(start)
      #expect(result.status == 0, "\(result.stderrText)")
      var same = 0
      var different: [String] = []
      for (key, value) in expected.sorted(by: { $0.key < $1.key }) {
        let parts = value.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let ours = parts.count > 1 ? String(parts[1]) : ""
        let file = output.appendingPathComponent(key + ".txt")
        var theirs = (try? String(contentsOf: file, encoding: .utf8)) ?? "<no output>"
        if theirs.hasPrefix("\u{FEFF}") { theirs.removeFirst() }
        if Self.normalise(theirs) == ours {
          same += 1
        } else {
          different.append(name)
          print("  \(name): \(Signature.difference(ours, Self.normalise(theirs)))")
        }
      }
      print(
        "LibreOffice read-back: \(same) of \(expected.count) RTF files written through "
          + "NSAttributedString give the same text (\(String(format: "%.1f", seconds)) s); "
          + "different: \(different.joined(separator: ", "))")
      #expect(different.isEmpty)
    }
  }
}
