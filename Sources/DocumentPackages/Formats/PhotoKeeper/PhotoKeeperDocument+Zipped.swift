import FileWrappers
import Foundation
import RichText

extension PhotoKeeperDocument {
  /// The PhotoKeeper document inside a zip, read in place.
  ///
  /// - Throws: `DocumentPackageError` as `init(url:)` does.
  public init(zipped: ZippedDocument) throws(DocumentPackageError) {
    try self.init(folder: zipped.folder)
  }
}
