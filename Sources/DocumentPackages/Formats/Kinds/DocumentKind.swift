import FileWrappers
import Foundation
import RichText
import UniformTypes

/// What docpkg knows about one kind of document: how to recognise it, read its text, draw
/// its thumbnail, check it against its rules and summarise it in a listing.
///
/// Each kind is one conforming type in its own folder under `Formats/`; ``DocumentKinds/all``
/// lists them, most specific first. Commands never name a kind: they ask the registry for
/// the kind of a path and call it. A package travelling as a zip is opened into the same
/// ``DocumentSource`` (a `FileWrapper` root) as a folder, so a kind has no zipped twin.
///
/// Adding a kind is a folder with one conforming type, plus one line in
/// ``DocumentKinds/all`` (`Spec/Architecture.md`, "Adding a document kind").
protocol DocumentKind: Sendable {
  /// The kind's identity, as `inspect`, `validate` and `list` print it.
  var format: DocumentFormat { get }
  /// What the kind is called in sentences and listings ("note", "RTFD").
  var noun: String { get }
  /// Whether documents of this kind are folders (packages) or regular files.
  var isPackage: Bool { get }
  /// Whether the kind claims items of `type` (a package type an extension declares, or a
  /// regular file's sniffed or declared type).
  func claims(_ type: UTType) -> Bool
  /// The type identifier reported for a document of this kind called `name`.
  func typeIdentifier(name: String) -> String

  /// The kind's rule identifiers for the findings of the generic tree walk.
  var treeRules: TreeRules { get }
  /// The rule and severity for a FIFO, socket or device at `path` inside the package.
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity)
  /// The rule and severity for a name that is not UTF-8 at `path` inside the package.
  func nonUTF8NameRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity)
  /// Applies the kind's own rules to a package tree already read.
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination)
  /// Applies the kind's own rules to the document on disk: a regular file (kinds that are
  /// files), or a package whose content a library opens by path (a `UIManagedDocument`'s
  /// SQLite store), after ``check(_:depth:into:)``. Not called for a package inside a zip.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination)

  /// How many attachments a listing shows for `examination`.
  func attachmentCount(of examination: Examination) -> Int
  /// Whether the kind keeps a `QuickLook/` folder whose state a listing shows.
  var keepsQuickLook: Bool { get }

  /// The text of the document, `nil` for a kind without text.
  /// - Throws: `DocumentPackageError` naming the document.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult?
  /// The thumbnail of the document, sized by `maker`'s thumbnailer.
  /// - Throws: `DocumentPackageError` naming the document.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  /// Writes the document's text and attachments as files into `writer` (`docpkg unpack`);
  /// `nil` for a kind that does not unpack.
  /// - Throws: `DocumentPackageError` naming the document or the output.
  func unpack(_ source: DocumentSource, into writer: inout OutputFolder)
    throws(DocumentPackageError) -> DocumentUnpacker.Summary?
  /// Whether `docpkg pack` builds documents of this kind.
  var packs: Bool { get }
  /// The MIME types docpkg declares to the desktop for this kind (``DesktopTypes``).
  var desktopTypes: [DesktopMIMEType] { get }
  /// Types the desktop knows whose thumbnails docpkg's thumbnailer makes for this kind.
  var desktopThumbnailedTypes: [String] { get }
  /// What is wrong with packing a text (when `hasText`) and `attachmentCount` attachments into
  /// a document of this kind, for a usage error; `nil` when nothing is.
  func packingProblem(hasText: Bool, attachmentCount: Int) -> String?
  /// Builds a new document of this kind at `url` from `text` and `attachments`
  /// (`docpkg pack`).
  /// - Throws: `DocumentPackageError` naming the input or output at fault.
  func pack(text: AttributedDocument?, attachments: [URL], to url: URL)
    throws(DocumentPackageError)
}

extension DocumentKind {
  /// The format's raw value.
  var noun: String { format.rawValue }
  /// Packages unless a kind says otherwise.
  var isPackage: Bool { true }
  /// `GEN-5`, a warning, unless a kind says otherwise.
  func nonUTF8NameRule(at path: String) -> (
    rule: String, severity: ValidationIssue.Severity
  ) {
    ("GEN-5", .warning)
  }
  /// Nothing to check in a file, unless a kind says what.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {}
  /// None, unless a kind counts them.
  func attachmentCount(of examination: Examination) -> Int { 0 }
  /// A listing shows the QuickLook state its rules found, unless a kind keeps none.
  var keepsQuickLook: Bool { true }
  /// Not unpacked, unless a kind says how.
  func unpack(_ source: DocumentSource, into writer: inout OutputFolder)
    throws(DocumentPackageError) -> DocumentUnpacker.Summary?
  {
    nil
  }
  /// Not packed, unless a kind says how.
  var packs: Bool { false }
  /// None, unless a kind declares some.
  var desktopTypes: [DesktopMIMEType] { [] }
  /// None, unless a kind claims some.
  var desktopThumbnailedTypes: [String] { [] }
  /// A text is required, unless a kind says otherwise.
  func packingProblem(hasText: Bool, attachmentCount: Int) -> String? {
    hasText ? nil : "--text FILE is required for .\(typeExtension)"
  }
  /// The preferred extension of the kind's type ("note").
  var typeExtension: String {
    UTType(typeIdentifier(name: "")).flatMap(\.preferredFilenameExtension) ?? format.rawValue
  }
  /// Refuses: the kind is not packed.
  func pack(text: AttributedDocument?, attachments: [URL], to url: URL)
    throws(DocumentPackageError)
  {
    throw DocumentPackageError(
      path: url.path,
      cause: .outputNotCreatable(reason: "docpkg packs \(DocumentPacker.packableNames) documents"))
  }
}

/// A kind's rule identifiers for the findings every package tree walk can make.
struct TreeRules: Sendable, Equatable {
  /// "The path is not a folder" (an error).
  var notAFolder: String
  /// A symbolic link resolving outside the package (an error).
  var linkOutside: String
  /// A symbolic link that stays inside (a warning).
  var linkInside: String
  /// Exceeding FileWrappers' reading limits (an error).
  var limits: String

}
