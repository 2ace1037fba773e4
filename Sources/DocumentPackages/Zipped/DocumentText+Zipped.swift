import Foundation
import RichText

extension DocumentText {
  /// The text of a zipped package, read in place, as its format's text.
  static func zippedText(_ zipped: ZippedDocument) throws(DocumentPackageError) -> RTFReadResult? {
    switch zipped.format {
    case .note: return try NoteDocument(zipped: zipped).text()
    case .rtfd, .flatRTFD: return try RTFDDocument(zipped: zipped).text()
    case .photoKeeper:
      _ = try PhotoKeeperDocument(zipped: zipped)
      return nil
    case .genericPackage, .zip: return try genericText(GenericPackage(zipped: zipped))
    }
  }

  /// The text of another package: an iWork document's (`IWorkDocument.paragraphs()`),
  /// otherwise none.
  static func genericText(_ package: GenericPackage) throws(DocumentPackageError) -> RTFReadResult?
  {
    guard let document = package.iWork else { return nil }
    let paragraphs: [String]
    do {
      paragraphs = try document.paragraphs()
    } catch {
      throw DocumentPackageError(
        path: package.path,
        cause: .underlying(reason: "\(document.application) document: \(error)", category: .badData)
      )
    }
    return RTFReadResult(
      document: AttributedDocument(
        paragraphs: paragraphs.map { Paragraph(runs: [TextRun(text: $0)]) }))
  }
}
