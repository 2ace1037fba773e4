import FileWrappers
import Foundation

/// A document opened for reading through its kind: a package folder or a regular file on
/// disk, or a package inside a zip read in place. Kinds read their documents from it the same
/// way whichever it is, so no kind has a zipped twin.
struct DocumentSource {
  /// The path as given (for a zipped package, the zip's path): what messages name.
  let path: String
  /// The document's own name (`Trip.note`; for a zipped package, the package inside).
  let name: String
  /// The file on disk; `nil` when the document is inside a zip.
  let fileURL: URL?
  /// The archive, when the document is a package inside a zip.
  let zipped: ZippedDocument?
  /// The document's kind.
  let kind: any DocumentKind
  /// Bounds on reading a package folder.
  var limits: ReadingLimits = .default

  /// Opens the document at `url`: its kind from `format` when given, else detected; a zip
  /// holding a package is opened in place and the package's kind is used.
  ///
  /// - Throws: `DocumentPackageError` from detection or from opening the zip.
  static func open(_ url: URL, format: DocumentFormat? = nil) throws(DocumentPackageError)
    -> DocumentSource
  {
    let detected: DocumentFormat
    if let format {
      detected = format
    } else {
      detected = try DocumentFormat.detect(path: url.path)
    }
    if detected == .zip {
      let zipped = try ZippedDocument(url: url)
      return DocumentSource(
        path: url.path, name: zipped.packageName, fileURL: nil, zipped: zipped,
        kind: DocumentKinds.kind(for: zipped.format))
    }
    return DocumentSource(
      path: url.path, name: url.lastPathComponent, fileURL: url, zipped: nil,
      kind: DocumentKinds.kind(for: detected))
  }

  /// The package folder: the zip's tree, or the folder on disk read lazily.
  ///
  /// - Throws: `DocumentPackageError` (`.notFound`, `.notAPackage`, reading limits).
  func folder() throws(DocumentPackageError) -> PackageFolder {
    if let zipped { return zipped.folder }
    return try PackageFolder(url: URL(fileURLWithPath: path), limits: limits)
  }
}
