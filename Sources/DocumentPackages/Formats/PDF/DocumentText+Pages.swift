import Foundation
import RichText

extension DocumentText {
  /// The text of pages `pages` (numbered from 1, both ends included) of the PDF at `path`,
  /// each page ended by a form feed as `pdftotext -f A -l B` writes it. A range reaching past
  /// the last page stops there.
  ///
  /// ```swift
  /// let second = try DocumentText.read(pdfAt: "Report.pdf", pages: 2...2)
  /// ```
  ///
  /// - Throws: `DocumentPackageError`: bad data (65) when the file is not a readable PDF, is
  ///   encrypted, or the range starts past its last page; unavailable (69) without poppler.
  public static func read(pdfAt path: String, pages: ClosedRange<Int>)
    throws(DocumentPackageError) -> RTFReadResult
  {
    let document = try PDFKind.open(path)
    let text: String
    do {
      text = try document.text(pages: (pages.lowerBound - 1)..<pages.upperBound)
    } catch {
      throw DocumentPackageError.wrapping(error, path: path)
    }
    return RTFReadResult(document: TextImport.plainText(text))
  }
}
