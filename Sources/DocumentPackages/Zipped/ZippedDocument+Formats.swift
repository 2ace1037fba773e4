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

extension PhotoKeeperDocument {
  /// The PhotoKeeper document inside a zip, read in place.
  ///
  /// - Throws: `DocumentPackageError` as `init(url:)` does.
  public init(zipped: ZippedDocument) throws(DocumentPackageError) {
    try self.init(folder: zipped.folder)
  }
}

extension GenericPackage {
  /// Any other package inside a zip (an iWork document among them), read in place.
  public init(zipped: ZippedDocument) {
    self.init(folder: zipped.folder, name: zipped.packageName)
  }
}
