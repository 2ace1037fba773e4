import FileWrappers
import Foundation
import RichText

extension RTFDDocument {
  /// The RTFD inside a zip, read in place (read-only).
  ///
  /// - Throws: `DocumentPackageError.missingEntry` without `TXT.rtf`.
  public convenience init(zipped: ZippedDocument) throws(DocumentPackageError) {
    self.init(text: AttributedDocument())
    root = zipped.root
    path = zipped.path
    fileURL = nil
    _ = try PackageFolder.regularFile(
      Self.textFilename, in: root, displayPath: Self.textFilename, packagePath: path)
  }
}
