import CoreData
import FileWrappers
import Foundation
import RichText
import TextFiles
import UniformTypes

/// A `UIManagedDocument` package (`Spec/Formats/CoreData.md`, "UIManagedDocument packages"):
/// a folder holding a Core Data SQLite store at `StoreContent/persistentStore` (with its
/// `-wal`/`-shm` and `.persistentStore_SUPPORT`), known by that content whatever its name.
/// `inspect`, `validate`, `text` and the thumbnail are the store's (``CoreDataStoreKind``),
/// plus the keys of the package's `DocumentMetadata.plist`; CDS-5 reports a damaged
/// `DocumentMetadata.plist`.
struct ManagedDocumentKind: DocumentKind {
  var format: DocumentFormat { .managedDocument }
  var noun: String { "Core Data document package" }
  /// docpkg's type for the package (Apple declares none: each app declares its own).
  static let type = UTType("com.docpkg.managed-document") ?? .package
  func claims(_ type: UTType) -> Bool { type.conforms(to: Self.type) }
  func typeIdentifier(name: String) -> String {
    DocumentFormat.packageType(ofExtensionOf: name, registry: .shared)?.identifier
      ?? Self.type.identifier
  }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "GEN-1", linkOutside: "GEN-2", linkInside: "GEN-3", limits: "GEN-7")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("GEN-4", .error)
  }
  var keepsQuickLook: Bool { false }

  /// The package tree needs nothing beyond the tree rules: the store is checked on disk.
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
  }

  /// The store's findings and notes (CDS-1 to CDS-4), and the `DocumentMetadata.plist` keys.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    switch ManagedDocumentMetadata.keys(inPackageAt: url) {
    case .success(let keys?):
      examination.notes["documentMetadata"] = keys.isEmpty ? "empty" : keys.joined(separator: ", ")
    case .success(nil):
      break
    case .failure(let problem):
      examination.add("CDS-5", .warning, ManagedDocumentMetadata.name, problem.reason)
    }
    guard depth == .thorough else { return }
    switch CoreDataStoreSummary.summary(at: url) {
    case .plainSQLite:
      examination.add(
        "CDS-1", .error, "StoreContent/persistentStore",
        "is an SQLite database without Z_METADATA/Z_PRIMARYKEY, not a Core Data store")
    case .failed(let error):
      examination.add("CDS-1", .error, "", "\(error)")
    case .store(let summary):
      CoreDataStoreKind.report(summary, at: url.path, into: &examination)
    }
  }

  /// The store's string attributes (``CoreDataStoreText``).
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    try CoreDataStoreKind.text(ofStoreAt: try onDisk(source), path: source.path)
  }

  /// A text page: the store's entities with their row counts.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    maker.textPage(
      try CoreDataStoreKind.pageLines(
        ofStoreAt: try onDisk(source), title: "Core Data document", name: source.name,
        path: source.path))
  }

  /// The package on disk: SQLite opens the store by path, so a package inside a zip is not
  /// read in place.
  private func onDisk(_ source: DocumentSource) throws(DocumentPackageError) -> URL {
    guard let url = source.fileURL else {
      throw DocumentPackageError(
        path: source.path,
        cause: .underlying(
          reason: "a UIManagedDocument inside a zip is not read in place: unpack it first",
          category: .badData))
    }
    return url
  }
}

extension DocumentFormat {
  /// A `UIManagedDocument` package: a Core Data store in a folder.
  public static let managedDocument = DocumentFormat(rawValue: "managed-document")
}
