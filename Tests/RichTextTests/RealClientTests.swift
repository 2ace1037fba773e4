import Foundation
import RichText
import TestSupport
import Testing

/// Acceptance 2: LibreOffice and pandoc read our RTF as we do. Opt-in (LibreOffice takes
/// seconds to start): `RICHTEXT_REAL_CLIENTS=1 swift test --filter RealClientTests`, or
/// `Scripts/rtf-real-clients.sh`. Skips tools that are not installed.
@Suite("RTF real clients")
struct RealClientTests {
  static var enabled: Bool {
    ProcessInfo.processInfo.environment["RICHTEXT_REAL_CLIENTS"] == "1"
  }

  static func tool(_ name: String) -> URL? {
    for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
      let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// The documents checked: every attribute, 12 scripts, one paragraph per script.
  static let documents: [(name: String, document: AttributedDocument)] = [
    ("all-attributes", SampleDocuments.allAttributes),
    (
      "scripts-only",
      AttributedDocument(paragraphs: SampleDocuments.allAttributes.paragraphs.suffix(12))
    ),
  ]

  @Test func libreOfficeReadsOurPlainText() throws {
    guard Self.enabled, let soffice = Self.tool("soffice") else {
      print("RealClientTests: set RICHTEXT_REAL_CLIENTS=1 with soffice installed to run")
      return
    }
    try withTemporaryDirectory { directory in
      for (name, document) in Self.documents {
        let input = directory.appendingPathComponent("\(name).rtf")
        try Data(RTFWriter().write(document)).write(to: input)
        let result = try runProcess(
          soffice,
          [
            "-env:UserInstallation=file://\(directory.path)/profile", "--headless",
            "--convert-to", "txt:Text (encoded):UTF8", "--outdir", directory.path, input.path,
          ])
        #expect(result.status == 0, "\(result.stderrText)")
        let output = try String(
          contentsOf: directory.appendingPathComponent("\(name).txt"), encoding: .utf8)
        let text = output.hasPrefix("\u{FEFF}") ? String(output.dropFirst()) : output
        let ours = document.exported(as: .plainText)
        #expect(text == ours, "\(name): LibreOffice text differs")
        print(
          "LibreOffice \(name): \(text == ours ? "identical" : "DIFFERENT") (\(ours.count) characters)"
        )
      }
    }
  }

  @Test func pandocAgreesOnTheText() throws {
    guard Self.enabled, let pandoc = Self.tool("pandoc") else {
      print("RealClientTests: set RICHTEXT_REAL_CLIENTS=1 with pandoc installed to run")
      return
    }
    try withTemporaryDirectory { directory in
      for (name, document) in Self.documents {
        let input = directory.appendingPathComponent("\(name).rtf")
        try Data(RTFWriter().write(document)).write(to: input)
        let result = try runProcess(
          pandoc, ["-f", "rtf", "-t", "plain", "--wrap=none", input.path])
        #expect(result.status == 0)
        let theirs = Self.normalise(result.stdoutText)
        let ours = Self.normalise(Self.asPandocReadsIt(document.exported(as: .plainText)))
        #expect(theirs == ours, "\(name): pandoc text differs")
        print("pandoc \(name): \(theirs == ours ? "agrees" : "DIFFERS")")
      }
    }
  }

  /// pandoc 2.17 decodes each `\u` UTF-16 unit alone, so characters outside the BMP (emoji)
  /// come out as two U+FFFD; its plain writer turns superscript/subscript digits into ² / ₂
  /// and marks strikeout with `~~`.
  static func asPandocReadsIt(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      if scalar.value > 0xFFFF {
        output += "\u{FFFD}\u{FFFD}"
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  static func normalise(_ text: String) -> String {
    let mapped = text.replacingOccurrences(of: "~~", with: "").map { character -> String in
      switch character {
      case "²", "₂": return "2"
      default: return String(character)
      }
    }.joined()
    return mapped.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}
