import AppKitText
import FileWrappers
import Foundation
import RichText
import TestSupport
import Testing

/// On the shared corpus (read in place; skipped when absent): the `NSAttributedString` entry
/// points give the text and attributes RichText's own reader gives, and RTF written through
/// them reads back the same.
@Suite("NSAttributedString corpus parity")
struct CorpusParityTests {
  static func files(_ folder: String, where keep: (URL) -> Bool) -> [URL] {
    guard let root = ProjectPaths.corpus(folder),
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    var result: [URL] = []
    for case let url as URL in walker where keep(url) { result.append(url) }
    return result.sorted { $0.path < $1.path }
  }

  @Test func rtfCorpusMatchesRichTextsReader() throws {
    let files = Self.files("rtf") { $0.pathExtension == "rtf" }
    guard !files.isEmpty else {
      print("RTF corpus not found; skipping (set CORPUS_DIR)")
      return
    }
    var compared = 0
    var roundTripped = 0
    for url in files {
      let data = try Data(contentsOf: url)
      guard let own = try? RTFReader().read([UInt8](data)) else {
        // RichText refuses it (not RTF, too deep): the entry point must refuse it too.
        #expect(
          (try? NSAttributedString(
            data: data, options: [.documentType: NSAttributedString.DocumentType.rtf],
            documentAttributes: nil)) == nil, "\(url.lastPathComponent)")
        continue
      }
      let text = try NSAttributedString(
        data: data, options: [.documentType: NSAttributedString.DocumentType.rtf],
        documentAttributes: nil)
      let sameString = text.string == own.document.string
      #expect(
        sameString,
        "\(url.lastPathComponent): \(Signature.difference(text.string, own.document.string))")
      let expected = Signature.of(own.document)
      let actual = Signature.of(text)
      let same = actual == expected
      #expect(same, "\(url.lastPathComponent): \(actual.firstDifference(from: expected))")
      compared += 1

      let rtf = try text.data(
        from: NSRange(location: 0, length: text.length),
        documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
      let back = try NSAttributedString(data: rtf, options: [:], documentAttributes: nil)
      // Plain RTF leaves attachments out, as AppKit does.
      let sameText = back.string == text.string.replacingOccurrences(of: "\u{FFFC}", with: "")
      #expect(
        sameText,
        "\(url.lastPathComponent) round trip: \(Signature.difference(back.string, text.string))")
      let again = Signature.of(back)
      let sameAgain = again == actual.withoutAttachments
      #expect(
        sameAgain,
        "\(url.lastPathComponent) round trip: \(again.firstDifference(from: actual.withoutAttachments))"
      )
      roundTripped += 1
    }
    print(
      "NSAttributedString corpus parity: \(compared) of \(files.count) RTF files compared, \(roundTripped) round-tripped"
    )
    #expect(compared > 50)
  }

  @Test func rtfdCorpusReadsWithItsAttachments() throws {
    let packages = Self.files("rtfd") { $0.pathExtension == "rtfd" }
    guard !packages.isEmpty else {
      print("RTFD corpus not found; skipping (set CORPUS_DIR)")
      return
    }
    var attachments = 0
    for url in packages {
      let wrapper = try FileWrapper(url: url, options: [])
      guard let txt = wrapper.fileWrappers?["TXT.rtf"]?.regularFileContents else { continue }
      let own = try RTFReader().read([UInt8](txt)).document
      let text = try NSAttributedString(url: url, options: [:], documentAttributes: nil)
      let sameString = text.string == own.string
      #expect(
        sameString, "\(url.lastPathComponent): \(Signature.difference(text.string, own.string))")
      let signature = Signature.of(text)
      let sameSignature = signature == Signature.of(own)
      #expect(
        sameSignature,
        "\(url.lastPathComponent): \(signature.firstDifference(from: Signature.of(own)))")
      for cell in own.attachments {
        attachments += 1
        let present = wrapper.fileWrappers?[cell.fileName] != nil
        var resolved = false
        text.enumerateAttribute(
          .attachment, in: NSRange(location: 0, length: text.length), options: []
        ) {
          value, _, _ in
          if let attachment = value as? NSTextAttachment,
            attachment.attachmentFileName == cell.fileName,
            (attachment.fileWrapper != nil) == present
          {
            resolved = true
          }
        }
        #expect(resolved, "\(url.lastPathComponent): \(cell.fileName)")
      }
      // Written back as RTFD and read again: same text, same attachment files.
      let package = try text.fileWrapper(
        from: NSRange(location: 0, length: text.length),
        documentAttributes: [.documentType: NSAttributedString.DocumentType.rtfd])
      let back = try #require(NSAttributedString(rtfdFileWrapper: package, documentAttributes: nil))
      let sameBack = back.string == text.string
      #expect(
        sameBack,
        "\(url.lastPathComponent) round trip: \(Signature.difference(back.string, text.string))")
    }
    print(
      "NSAttributedString RTFD corpus: \(packages.count) packages, \(attachments) attachment cells")
  }
}
