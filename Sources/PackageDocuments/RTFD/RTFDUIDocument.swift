import DocumentApps
import DocumentPackages
import FileWrappers
import RichText

/// A TextEdit `.rtfd` package as a `UIDocument` (`Spec/Formats/RTFD.md`), built
/// on `RTFDDocument`: saves are the package's own (atomic, unchanged
/// attachments hard-linked, a package holding FIFOs or devices the read skipped never
/// overwritten), with `UIDocument`'s opening, autosave and conflicts.
///
/// ```swift
/// let document = RTFDUIDocument(fileURL: URL(fileURLWithPath: "Credits.rtfd"))
/// guard await document.open() else { return }
/// let text = try document.modelQueue.sync { try document.rtfd.text().document.string }
/// ```
open class RTFDUIDocument: UIDocument, @unchecked Sendable {
  // @unchecked: `rtfd` is read and replaced only on `modelQueue` (documented for callers).

  /// The package: an empty RTFD until the document opens. Read and change it on
  /// `modelQueue`, then call `updateChangeCount(.done)`.
  public private(set) var rtfd = RTFDDocument(text: AttributedDocument())

  /// Loads the package tree the document read; it must hold `TXT.rtf`.
  ///
  /// - Throws: `readFailed(path:reason:)` for a file
  ///   (a flat RTFD is read with `RTFDDocument(url:)`); `DocumentPackageError` for a folder
  ///   without `TXT.rtf`.
  open override func load(fromContents contents: Any, ofType typeName: String?) throws {
    rtfd = try RTFDDocument(fileWrapper: packageFolder(in: contents), url: fileURL)
  }

  /// The package itself: ``writeContents(_:to:for:originalContentsURL:)`` saves it.
  open override func contents(forType typeName: String) throws -> Any { rtfd }

  /// Saves the package to `url` on the model queue, as `RTFDDocument.save(to:)` does,
  /// overwriting a version someone else saved there (already kept as a conflict copy).
  open override func writeContents(
    _ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?
  ) throws {
    try modelQueue.sync { try rtfd.save(to: url, overwritingChangesSinceRead: true) }
  }
}
