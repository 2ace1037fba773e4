import Foundation
import RichText

/// The text of a document of any format (`docpkg text`).
public enum DocumentText {
  /// The text of the document at `url`: a `.note`'s `Text.rtf`, an RTFD's `TXT.rtf` (folder
  /// or flat); `nil` for formats without text (PhotoKeeper, other packages).
  ///
  /// - Throws: `DocumentPackageError` (a zipped package is read in place).
  public static func read(ofDocumentAt url: URL, format: DocumentFormat? = nil)
    throws(DocumentPackageError) -> RTFReadResult?
  {
    let detected: DocumentFormat
    if let format {
      detected = format
    } else {
      detected = try DocumentFormat.detect(path: url.path)
    }
    switch detected {
    case .note: return try NoteDocument(url: url).text()
    case .rtfd, .flatRTFD: return try RTFDDocument(url: url).text()
    case .photoKeeper:
      _ = try PhotoKeeperDocument(url: url)
      return nil
    case .genericPackage:
      return try genericText(GenericPackage(url: url))
    case .zip: return try zippedText(ZippedDocument(url: url))
    }
  }
}
