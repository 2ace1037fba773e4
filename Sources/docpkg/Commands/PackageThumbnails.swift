import DocpkgSystem
import DocumentPackages
import Foundation
import Imaging

/// The package side of `thumbnail`: documents through `DocumentThumbnailer`, and
/// `--update-quicklook` through `NoteDocument`.
enum PackageThumbnails {
  /// Whether `path` is handled as a document: a folder, a file whose extension names a
  /// package type (a zip such as `Report.pages` is read in place, another file is refused
  /// as not a package), or a zip (`Trip.note.zip`, read in place).
  static func isPackageInput(_ path: String) -> Bool {
    if (try? FileStatus.following(RawPath(path)))?.isDirectory == true { return true }
    // Any zip may hold a package (read in place); one that holds none is refused as such.
    if path.lowercased().hasSuffix(".zip") { return true }
    return DocumentFormat.namesPackage(path: path)
  }

  /// Updates QuickLook (when asked) and writes the thumbnail (when `output` is given).
  /// - Returns: the warnings, each `path: cause`.
  /// - Throws: `DocumentPackageError`.
  static func make(
    input: String, output: String?, thumbnailer: Thumbnailer, updatesQuickLook: Bool
  ) throws(DocumentPackageError) -> [String] {
    var warnings: [String] = []
    let url = URL(fileURLWithPath: input)
    if updatesQuickLook {
      let format = try DocumentFormat.detect(path: input)
      if format == .note {
        try NoteDocument.refreshQuickLook(ofNoteAt: url)
      } else {
        warnings.append("\(input): \(format) has no QuickLook folder; left unchanged")
      }
    }
    if let output {
      let result = try DocumentThumbnailer(thumbnailer: thumbnailer)
        .writeThumbnail(ofDocumentAt: url, to: URL(fileURLWithPath: output))
      warnings += result.warnings
    }
    return warnings
  }
}
