import Foundation
import Imaging

extension DocumentThumbnailer {
  /// The thumbnail of a zipped package, read in place, made as for the package folder.
  func zippedThumbnail(_ zipped: ZippedDocument) throws(DocumentPackageError) -> Result {
    switch zipped.format {
    case .note: return try noteThumbnail(NoteDocument(zipped: zipped))
    case .rtfd, .flatRTFD: return try rtfdThumbnail(RTFDDocument(zipped: zipped))
    case .photoKeeper:
      return try photoKeeperThumbnail(PhotoKeeperDocument(zipped: zipped), path: zipped.path)
    case .genericPackage, .zip:
      return genericThumbnail(
        GenericPackage(zipped: zipped), path: zipped.path, name: zipped.packageName)
    }
  }
}
