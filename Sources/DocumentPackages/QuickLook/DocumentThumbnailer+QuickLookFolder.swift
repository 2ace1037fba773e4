import Foundation
import Imaging

extension DocumentThumbnailer {
  /// The thumbnail of a folder whose extension names no known package type but that holds
  /// `QuickLook/Thumbnail.*` or `QuickLook/Preview.*` (png, jpg, jpeg, tiff, tif), with a
  /// warning; `nil` when it holds no such picture that decodes.
  func quickLookFolderThumbnail(_ url: URL) -> Result? {
    guard let folder = try? PackageFolder(url: url, limits: .default) else { return nil }
    let package = GenericPackage(folder: folder)
    for source in package.thumbnailSources() where source.path.hasPrefix("QuickLook/") {
      guard let image = try? thumbnailer.thumbnail(data: source.data) else { continue }
      return Result(
        image: image, source: .packagePreview,
        warnings: ["\(url.path): not a known package type; thumbnail from its \(source.path)"])
    }
    return nil
  }
}
