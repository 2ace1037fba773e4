import DocumentApps
import DocumentPackages
import FileWrappers

/// A `.note` package as a `UIDocument` (`Spec/Formats/Note.md`): the Notes app's
/// `Document` class, built on docpkg's `NoteDocument`, so opening, autosave,
/// outside changes, conflicts and `documentState` work as `UIDocument` does while every save
/// is the note's own: `QuickLook/` refreshed, atomic, unchanged files hard-linked, and a
/// package holding FIFOs or devices the read skipped never overwritten.
///
/// ```swift
/// let document = NoteUIDocument(fileURL: URL(fileURLWithPath: "Trip.note"))
/// guard await document.open() else { return }
/// document.modelQueue.sync {
///   document.note.setText(AttributedDocument(paragraphs: [Paragraph(runs: [TextRun(text: "Day 1")])]))
/// }
/// document.updateChangeCount(.done)  // autosaved
/// ```
///
/// A version another process or a sync client saved while this one had unsaved changes is
/// kept as a conflict copy beside the note before the save (`UIDocument`), and
/// the document enters `.inConflict`.
open class NoteUIDocument: UIDocument, @unchecked Sendable {
  // @unchecked: `note` is read and replaced only on `modelQueue` (documented for callers).

  /// The note: an empty one until the document opens. Read and change it on
  /// `modelQueue` (`modelQueue.sync { … }`), then call
  /// `updateChangeCount(.done)`.
  public private(set) var note = NoteDocument()

  /// Loads the note from the package tree the document read, with `NoteDocument`'s checks.
  ///
  /// - Throws: `readFailed(path:reason:)` for a file that is not
  ///   a folder; `DocumentPackageError` for a package that is not a note.
  open override func load(fromContents contents: Any, ofType typeName: String?) throws {
    note = try NoteDocument(fileWrapper: packageFolder(in: contents), url: fileURL)
  }

  /// The note itself: ``writeContents(_:to:for:originalContentsURL:)`` saves it.
  open override func contents(forType typeName: String) throws -> Any { note }

  /// Saves the note to `url` on the model queue, as `NoteDocument.save(to:)` does (QuickLook
  /// refreshed first). A version saved there by someone else was already kept as a conflict
  /// copy, so it is overwritten.
  open override func writeContents(
    _ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?
  ) throws {
    try modelQueue.sync { try note.save(to: url, overwritingChangesSinceRead: true) }
  }
}
