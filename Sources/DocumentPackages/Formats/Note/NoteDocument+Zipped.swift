import FileWrappers
import Foundation
import RichText

extension NoteDocument {
  /// The note inside a zip, read in place (read-only: it has no file URL to save to).
  ///
  /// - Throws: `DocumentPackageError` as `init(url:)` does for a package folder.
  public convenience init(zipped: ZippedDocument) throws(DocumentPackageError) {
    self.init()
    root = zipped.root
    path = zipped.path
    fileURL = nil
    try checkStructure()
  }
}
