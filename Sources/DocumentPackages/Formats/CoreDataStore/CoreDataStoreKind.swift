import CoreData
import Foundation
import RichText
import TextFiles
import UniformTypes

/// An SQLite database (`org.sqlite.sqlite3`, by extension or by its 16-byte header), read as a
/// Core Data store when it has `Z_METADATA` and `Z_PRIMARYKEY` (`Spec/Formats/CoreData.md`,
/// "In the commands"): `inspect` shows the store UUID, the model version identifiers, each
/// entity's row count, the journal state and how the models compare with it; `validate`
/// reports a store that does not open (CDS-1), a store in WAL mode without its `-wal` (CDS-2),
/// a model whose version hashes differ from the store's (CDS-3, CDS-4); the thumbnail is a
/// text page of entities and counts.
/// A plain SQLite database (not Core Data) is a valid document of this kind with a note.
struct CoreDataStoreKind: FileKind {
  var format: DocumentFormat { .coreDataStore }
  var noun: String { "SQLite database" }
  /// SQLite's type, as the built-in table declares it.
  static let sqlite = UTType("org.sqlite.sqlite3") ?? .database
  func claims(_ type: UTType) -> Bool { type.conforms(to: Self.sqlite) }
  func typeIdentifier(name: String) -> String { Self.sqlite.identifier }

  /// CDS-1 when the database does not open as a store (truncated, damaged `Z_METADATA`,
  /// damaged model cache); CDS-2 (a warning) for a missing `-wal`; the summary as notes.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    guard depth == .thorough else { return }
    switch CoreDataStoreSummary.summary(at: url) {
    case .plainSQLite:
      examination.notes["coreData"] = "no: an SQLite database without Z_METADATA/Z_PRIMARYKEY"
    case .failed(let error):
      examination.add("CDS-1", .error, "", "\(error)")
    case .store(let summary):
      Self.report(summary, at: url.path, into: &examination)
    }
  }

  /// A store's summary as notes and findings: CDS-2 for a missing `-wal`, CDS-3 when the model
  /// it is read through does not have the version hashes it records, CDS-4 when no version of
  /// a model beside it matches it.
  static func report(
    _ summary: CoreDataStoreSummary, at path: String, into examination: inout Examination
  ) {
    examination.notes.merge(summary.notes) { $1 }
    if summary.isMissingWriteAheadLog {
      let store = summary.journal?.storePath ?? path
      examination.add("CDS-2", .warning, "", "\(StoreWarning.writeAheadLogMissing(path: store))")
    }
    if !summary.hashDifferences.isEmpty {
      examination.add(
        "CDS-3", .warning, "",
        "the model it is read through does not match the version hashes it records: "
          + summary.hashDifferences.joined(separator: "; "))
    }
    for beside in summary.besideModels where beside.matchingVersion == nil {
      examination.add(
        "CDS-4", .warning, "",
        "the model beside it does not match it: \(beside.summary) (another model, or a version not kept)"
      )
    }
  }

  /// Every non-empty string attribute of every object, one a line (``CoreDataStoreText``);
  /// nil (no text) for a plain SQLite database or a store with no model to read it by.
  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    try Self.text(ofStoreAt: URL(fileURLWithPath: source.path), path: source.path)
  }

  /// A text page: the store's entities with their row counts, one a line.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    maker.textPage(
      try Self.pageLines(
        ofStoreAt: URL(fileURLWithPath: source.path), title: "Core Data store", name: source.name,
        path: source.path))
  }

  /// The text of the store at `url` (a store file or a `UIManagedDocument` package); errors
  /// name `path`.
  static func text(ofStoreAt url: URL, path: String) throws(DocumentPackageError)
    -> RTFReadResult?
  {
    let lines: [String]?
    do {
      lines = try CoreDataStoreText.strings(at: url)
    } catch {
      throw DocumentPackageError(
        path: path, cause: .underlying(reason: "\(error)", category: .badData))
    }
    guard let lines else { return nil }
    return RTFReadResult(document: TextImport.plainText(lines.joined(separator: "\n")))
  }

  /// The thumbnail's lines for the store at `url`: `title`, then each entity with its count
  /// (the name alone for a store no model reads, "SQLite database" for another database).
  static func pageLines(ofStoreAt url: URL, title: String, name: String, path: String)
    throws(DocumentPackageError) -> [String]
  {
    switch CoreDataStoreSummary.summary(at: url, comparingModels: false) {
    case .plainSQLite: return ["SQLite database", name]
    case .failed(let error):
      throw DocumentPackageError(
        path: path, cause: .underlying(reason: "\(error)", category: .badData))
    case .store(let summary) where !summary.isReadThroughModel:
      return [title, name]
    case .store(let summary):
      return [title] + summary.entities.map { "\($0.name)  \($0.count)" }
    }
  }
}

extension DocumentFormat {
  /// An SQLite database, read as a Core Data store when it is one.
  public static let coreDataStore = DocumentFormat(rawValue: "coredata-store")
}
