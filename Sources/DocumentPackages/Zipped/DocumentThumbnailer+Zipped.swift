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
      let package = GenericPackage(zipped: zipped)
      var warnings: [String] = []
      for source in package.thumbnailSources() {
        if let image = try? thumbnailer.thumbnail(data: source.data) {
          return Result(image: image, source: .packagePreview, warnings: warnings)
        }
        warnings.append("\(zipped.path): \(source.path) does not decode; skipped")
      }
      let icon = FileIcon.render(
        label: FileIcon.label(forFilename: zipped.packageName), size: NoteThumbnailLayout.size,
        fonts: composer.fonts)
      return Result(image: thumbnailer.thumbnail(of: icon), source: .icon, warnings: warnings)
    }
  }
}
