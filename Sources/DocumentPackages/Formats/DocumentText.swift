import Foundation
import RichText

/// The text of a document of any format (`docpkg text`).
public enum DocumentText {
  /// The text of the document at `url`: a `.note`'s `Text.rtf`, an RTFD's `TXT.rtf` (folder
  /// or flat); `nil` for formats without text (photo packages, packages that are not iWork documents).
  ///
  /// - Throws: `DocumentPackageError` (a zipped package is read in place).
  public static func read(ofDocumentAt url: URL, format: DocumentFormat? = nil)
    throws(DocumentPackageError) -> RTFReadResult?
  {
    let source = try DocumentSource.open(url, format: format)
    return try source.kind.text(of: source)
  }
}
