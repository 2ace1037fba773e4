import Foundation
import TestSupport
import Testing

@testable import CoreData

/// The schema docpkg lays out for a model against the schema Xcode's Core Data made for it.
@Suite struct StoreLayoutTests {
  /// Source models and the stores Xcode's Core Data made from them.
  static let pairs: [(model: String, store: String)] = [
    (
      "coredata/bignerdranch__CoreDataStack/Sample.xcdatamodeld/TestModel.xcdatamodel",
      "coredata/bignerdranch__CoreDataStack/TestModel.sqlite"
    )
  ]

  @Test(arguments: pairs.indices)
  func layoutEqualsTheXcodeMadeSchema(_ index: Int) throws {
    let (modelPath, storePath) = Self.pairs[index]
    guard let modelURL = ProjectPaths.corpus(modelPath),
      let storeURL = ProjectPaths.corpus(storePath)
    else { return }
    let model = try NSManagedObjectModel.load(contentsOf: modelURL)
    let rows = try SQLiteScript.query(
      storeURL.path, "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
    let real = rows.compactMap { $0.first as? String }.map(Self.normalised)
    let made = StoreLayout(model: model).statements.map(Self.normalised)
    #expect(made == real)
  }

  /// `sqlite3 .schema` text with runs of spaces collapsed and no spaces inside parentheses.
  static func normalised(_ sql: String) -> String {
    sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
  }
}

/// A store docpkg creates from a real model, as a file, against the Xcode-made store.
@Suite struct CreatedStoreTests {
  @Test(arguments: StoreLayoutTests.pairs.indices)
  func createdSchemaEqualsTheXcodeMadeSchema(_ index: Int) throws {
    let (modelPath, storePath) = StoreLayoutTests.pairs[index]
    guard let modelURL = ProjectPaths.corpus(modelPath),
      let storeURL = ProjectPaths.corpus(storePath)
    else { return }
    let model = try NSManagedObjectModel.load(contentsOf: modelURL)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-created-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let created = directory.appendingPathComponent("Created.sqlite")
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let store = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: created)
    let schema = "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid"
    let real = try SQLiteScript.query(storeURL.path, schema).compactMap { $0.first as? String }
    let made = try SQLiteScript.query(created.path, schema, live: true).compactMap {
      $0.first as? String
    }
    #expect(made.map(StoreLayoutTests.normalised) == real.map(StoreLayoutTests.normalised))
    // Bookkeeping as Xcode's store has it: entities and hashes in the metadata, WAL journal.
    let keys = try SQLiteScript.query(
      created.path, "SELECT Z_ENT, Z_NAME, Z_SUPER FROM Z_PRIMARYKEY ORDER BY Z_ENT", live: true)
    let realKeys = try SQLiteScript.query(
      storeURL.path,
      "SELECT Z_ENT, Z_NAME, Z_SUPER FROM Z_PRIMARYKEY WHERE Z_ENT < 16000 ORDER BY Z_ENT")
    #expect(
      keys.map { $0.map { "\($0 ?? "nil")" } } == realKeys.map { $0.map { "\($0 ?? "nil")" } })
    #expect(
      store.metadata[NSStoreModelVersionHashesKey] as? [String: Data]
        == (try VersionHashTests.writtenHashes(storeURL)))
    #expect(
      try SQLiteScript.query(created.path, "PRAGMA journal_mode", live: true).first?.first
        as? String == "wal")
    #expect(
      try SQLiteScript.query(created.path, "PRAGMA auto_vacuum", live: true).first?.first
        as? Int64 == 2)
  }
}
