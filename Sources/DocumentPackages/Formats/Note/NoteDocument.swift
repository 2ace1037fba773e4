import DocpkgSystem
import FileWrappers
import Foundation
import RichText

/// A `.note` package (`Spec/Formats/Note.md`): `Text.rtf`, `Attachments/`, and the
/// `QuickLook/` thumbnail and preview regenerated on every save.
///
/// Opening is lazy (names, kinds and sizes only); the text and attachments are read when
/// asked for. Saving is atomic and incremental: unchanged files are hard-linked from the
/// package that was read.
///
/// ```swift
/// let note = try NoteDocument(url: URL(fileURLWithPath: "Trip.note"))
/// print(try note.text().document.string)
/// try note.addAttachment(contentsOf: URL(fileURLWithPath: "photo.jpg"))
/// try note.save()
/// let fresh = try NoteDocument.create(in: folder)   // "Note.note", then "Note 1.note", …
/// ```
public final class NoteDocument {
  /// The package extension.
  public static let pathExtension = "note"
  /// The text file.
  public static let textFilename = "Text.rtf"
  /// The folder of attachments.
  public static let attachmentsFolderName = "Attachments"
  /// The QuickLook folder.
  public static let quickLookFolderName = "QuickLook"
  /// The QuickLook thumbnail inside `QuickLook/`.
  public static let thumbnailFilename = "Thumbnail.png"
  /// The QuickLook preview inside `QuickLook/`.
  public static let previewFilename = "Preview.rtf"

  /// Where the document was read from or last saved to; `nil` for a new, unsaved note.
  public internal(set) var fileURL: URL?
  /// The package tree (lazy).
  var root: FileWrapper
  /// The package path for messages.
  var path: String
  /// Whether the last `save` failed (`DocumentState.savingError`).
  var lastSaveFailed = false

  /// Opens the package at `url` lazily and checks its structure: `Text.rtf` a regular file,
  /// `Attachments/` (when present) a folder of regular files with safe names, no symbolic
  /// link among them.
  ///
  /// - Throws: `DocumentPackageError` (`.notFound`, `.notAPackage`, `.missingEntry`,
  ///   `.wrongKind`, `.unsafeName`, `.linkOutsidePackage`, reading limits).
  public init(url: URL, limits: ReadingLimits = .default) throws(DocumentPackageError) {
    let folder = try PackageFolder(url: url, limits: limits)
    root = folder.root
    path = url.path
    fileURL = url
    try checkStructure()
  }

  /// A note from a package tree already read (what a `UIDocument` reads), with the checks of
  /// ``init(url:limits:)``; `url` is where the tree was read from, so a save there
  /// hard-links the files that did not change.
  ///
  /// - Throws: `DocumentPackageError` (`.missingEntry`, `.wrongKind`, `.unsafeName`,
  ///   `.linkOutsidePackage`).
  public init(fileWrapper: FileWrapper, url: URL?) throws(DocumentPackageError) {
    root = fileWrapper
    path = url?.path ?? "Untitled.note"
    fileURL = url
    try checkStructure()
  }

  /// A new, unsaved note with empty text and no attachments.
  public init() {
    root = FileWrapper(directoryWithFileWrappers: [:])
    path = "Untitled.note"
    root.addRegularFile(
      withContents: Data(RTFWriter().write(AttributedDocument())),
      preferredFilename: Self.textFilename)
  }

  /// Creates an empty note in `folder` under the first free name of `NAME.note`,
  /// `NAME 1.note`, `NAME 2.note`, … (claimed with `mkdir`), with QuickLook, and returns it.
  ///
  /// - Throws: `DocumentPackageError` (`.cannotCreate` when the folder is not writable).
  public static func create(in folder: URL, name: String = "Note") throws(DocumentPackageError)
    -> NoteDocument
  {
    let url: URL
    do {
      url = try UniqueName.createDocumentDirectory(
        in: folder, base: name, pathExtension: pathExtension)
    } catch let error as NameError {
      throw DocumentPackageError(
        path: folder.appendingPathComponent(name).path,
        cause: .outputNotCreatable(reason: "\(error)"))
    } catch {
      throw DocumentPackageError(
        path: folder.path, cause: .outputNotCreatable(reason: "cannot create a note here"))
    }
    let note = NoteDocument()
    note.path = url.path
    do {
      try note.save(to: url)
    } catch {
      // Give the claimed name back; rmdir(2) only removes it while it is still empty.
      try? FileSystem.removeDirectory(RawPath(url.path))
      throw error
    }
    return note
  }

  // MARK: Text

  /// The raw bytes of `Text.rtf`.
  public func textRTF() throws(DocumentPackageError) -> Data {
    try PackageFolder.topLevelContents(Self.textFilename, in: root, packagePath: path)
  }

  /// The text, parsed; `damage` lists what the reader recovered from.
  ///
  /// - Throws: `DocumentPackageError.unreadableContents` when `Text.rtf` is not RTF.
  public func text() throws(DocumentPackageError) -> RTFReadResult {
    try Self.parse(textRTF(), name: Self.textFilename, packagePath: path)
  }

  /// Replaces the text (saved on the next `save`).
  public func setText(_ document: AttributedDocument) {
    setTextRTF(Data(RTFWriter().write(document)))
  }

  /// Replaces `Text.rtf` with `data` as given.
  public func setTextRTF(_ data: Data) {
    if let old = root.fileWrappers?[Self.textFilename] { root.removeFileWrapper(old) }
    root.addRegularFile(withContents: data, preferredFilename: Self.textFilename)
  }

  static func parse(_ data: Data, name: String, packagePath: String) throws(DocumentPackageError)
    -> RTFReadResult
  {
    do {
      return try RTFReader().read([UInt8](data))
    } catch {
      throw DocumentPackageError(
        path: packagePath, cause: .unreadableContents(name: name, reason: "\(error)"))
    }
  }

  // MARK: Structure

  /// The `Attachments` folder, if any.
  var attachmentsFolder: FileWrapper? {
    root.fileWrappers?[Self.attachmentsFolderName]
  }

  func checkStructure() throws(DocumentPackageError) {
    _ = try PackageFolder.regularFile(
      Self.textFilename, in: root, displayPath: Self.textFilename, packagePath: path)
    guard let folder = attachmentsFolder else { return }
    guard folder.isDirectory else {
      throw DocumentPackageError(
        path: path, cause: .wrongKind(name: Self.attachmentsFolderName, expected: "folder"))
    }
    for key in PackageFolder.sortedKeys(of: folder) {
      guard let child = folder.fileWrappers?[key] else { continue }
      let display = Self.attachmentsFolderName + "/" + key
      try PackageFolder.requireSafeName(key, displayPath: display, packagePath: path)
      try PackageFolder.requireRegular(child, displayPath: display, packagePath: path)
    }
  }
}
