import FileWrappers
import Foundation

/// Saving a package back over itself writes only what the read kept. Items a file wrapper
/// cannot hold — FIFOs, sockets, devices — were skipped by the read, so such a save would
/// delete them; it is refused instead, before anything is written.
enum SkippedItemsCheck {
  /// Throws when `root` was read from `original`, is about to be saved to the same place,
  /// and its read skipped items.
  ///
  /// - Throws: `DocumentPackageError` (bad data, 65) naming the first skipped item.
  static func check(_ root: FileWrapper, savingTo destination: URL, original: URL?)
    throws(DocumentPackageError)
  {
    guard let original,
      original.standardizedFileURL.path == destination.standardizedFileURL.path
    else { return }
    let skipped = root.problems.filter {
      if case .unsupportedFileType = $0.kind { return true }
      return false
    }
    guard let first = skipped.first else { return }
    let more = skipped.count > 1 ? " (and \(skipped.count - 1) more)" : ""
    throw DocumentPackageError(
      path: destination.path,
      cause: .underlying(
        reason:
          "cannot save in place: \(first.path) is a \(first.kind.skippedTypeName) that saving would delete\(more); nothing was written",
        category: .badData))
  }
}

extension PackageProblem.Kind {
  /// The file type of an `unsupportedFileType` problem ("item" for other kinds).
  fileprivate var skippedTypeName: String {
    if case .unsupportedFileType(let type) = self { return type }
    return "item"
  }
}
