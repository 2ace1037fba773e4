import Foundation
import PropertyLists

/// Makes a new, empty store for a model as Xcode's Core Data does: incremental auto-vacuum,
/// WAL journal, the tables and indexes of ``StoreLayout``, one `Z_PRIMARYKEY` row per entity
/// (`Z_MAX` 0), and the `Z_METADATA` row with the store UUID, type, framework version and the
/// model's version hashes. `Z_MODELCACHE` is created empty (docpkg does not write Apple's
/// compressed model archive).
enum StoreCreator {
  /// The framework version docpkg writes (`NSPersistenceFrameworkVersion` of macOS 13's
  /// Core Data, as in the alemar11 corpus store).
  static let frameworkVersion: Int64 = 1344

  static func create(at url: URL, model: NSManagedObjectModel) throws(StoreError) {
    let path = url.path
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .creationFailed(path: path, reason: "\(error)")
    }
    let connection = try SQLiteConnection(
      uri: StoreFile.uri(path, query: "mode=rwc"), displayPath: path, writable: true)
    try connection.execute("PRAGMA auto_vacuum = 2; PRAGMA journal_mode = WAL")
    let layout = StoreLayout(model: model)
    try connection.execute("BEGIN IMMEDIATE")
    do {
      for statement in layout.statements { try connection.execute(statement) }
      let keys = try connection.prepare(
        "INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?1, ?2, ?3, 0)")
      for row in layout.entityNumbers {
        keys.bind(1, .integer(row.number))
        keys.bind(2, .text(row.entity.name ?? ""))
        keys.bind(3, .integer(row.superNumber))
        try keys.run()
      }
      let metadata = try connection.prepare(
        "INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?1, ?2)")
      metadata.bind(1, .text(UUID().uuidString))
      metadata.bind(2, .blob(BinaryPropertyList.encode(metadataPlist(model))))
      try metadata.run()
      try connection.execute("COMMIT")
    } catch {
      try? connection.execute("ROLLBACK")
      throw error
    }
  }

  /// `Z_PLIST`: the keys Xcode's Core Data writes for a new store.
  static func metadataPlist(_ model: NSManagedObjectModel) -> PropertyListValue {
    let hashes = model.entityVersionHashesByName.mapValues { PropertyListValue.data($0) }
    let identifiers = model.versionIdentifiers.compactMap { $0 as? String }.sorted()
    return .dictionary([
      "NSStoreType": .string(NSSQLiteStoreType),
      "NSStoreModelVersionHashes": .dictionary(hashes),
      "NSStoreModelVersionHashesVersion": .integer(3),
      "NSStoreModelVersionIdentifiers": .array(identifiers.map { .string($0) }),
      "NSPersistenceFrameworkVersion": .integer(frameworkVersion),
      "_NSAutoVacuumLevel": .string("2"),
    ])
  }
}
