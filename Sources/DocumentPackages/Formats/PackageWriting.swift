import FileWrappers
import Foundation

/// How every package document saves its root wrapper: one atomic write, and one mapping
/// of what went wrong to the package error a caller sees.
enum PackageWriting {
  /// Writes `root` to `destination` atomically, incrementally against `original` when the
  /// document was read from there; `overwritingChangesSinceRead` when the caller kept a
  /// version saved there since aside (`FileWrapper.WritingOptions`).
  ///
  /// - Throws: `DocumentPackageError`: `.inUse` as the write reported it (another process
  ///   saved in between); an I/O failure as `.cannotCreate`; other categories kept.
  static func write(
    _ root: FileWrapper, to destination: URL, original: URL?,
    overwritingChangesSinceRead: Bool = false
  ) throws(DocumentPackageError) {
    let options: FileWrapper.WritingOptions =
      overwritingChangesSinceRead ? [.atomic, .overwritingChangesSinceRead] : [.atomic]
    do {
      try root.write(to: destination, options: options, originalContentsURL: original)
    } catch {
      let wrapped = DocumentPackageError.wrapping(error, path: destination.path)
      if wrapped.category == .inUse { throw wrapped }
      throw DocumentPackageError(
        path: destination.path,
        cause: .underlying(
          reason: wrapped.reason,
          category: wrapped.category == .io ? .cannotCreate : wrapped.category))
    }
  }
}
