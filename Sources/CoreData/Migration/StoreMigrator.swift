import DocpkgSystem
import Foundation
import PropertyLists

/// A lightweight migration of an SQLite store to another version of its model
/// (`Spec/Formats/CoreData.md`, "Migration"): the store is checkpointed, a new store is made
/// from the destination model beside it, every row is copied across in one transaction with
/// its primary key, `Z_OPT`, columns renamed as the ``InferredMapping`` says and entity numbers
/// renumbered, then the new store replaces the old in one `rename`. A crash leaves the old
/// store or the new, never a mix; an error leaves the old store as it was.
enum StoreMigrator {
  /// Migrates the store at `url` (the store file) to `destination`.
  ///
  /// - Parameters:
  ///   - url: the store file.
  ///   - destination: the model to migrate to.
  /// - Throws: ``StoreError/cannotMigrate(path:reason:)`` when no model of the store's version
  ///   is found or the change cannot be inferred; the reader's and SQLite's errors otherwise.
  static func migrate(storeAt url: URL, to destination: NSManagedObjectModel) throws(StoreError) {
    let path = url.path
    let scratch = URL(fileURLWithPath: path + ".docpkg-migrating")
    removeStore(at: scratch)
    do {
      try copy(storeAt: url, to: destination, into: scratch)
    } catch {
      removeStore(at: scratch)
      throw error
    }
    // The old store was checkpointed and closed: no -wal of it is left to be replayed into
    // the new one. The swap is one rename(2).
    removeStore(at: url, keepingStore: true)
    do throws(SystemError) {
      try FileSystem.rename(RawPath(scratch.path), to: RawPath(path))
    } catch {
      removeStore(at: scratch)
      throw .cannotMigrate(
        path: path, reason: "the migrated store could not replace it: \(error.reason)")
    }
  }

  /// Writes the migrated store to `scratch`; the source is only checkpointed.
  private static func copy(
    storeAt url: URL, to destination: NSManagedObjectModel, into scratch: URL
  ) throws(StoreError) {
    let path = url.path
    let sourceConnection = try SQLiteConnection(
      uri: StoreFile.uri(path, query: "mode=rw"), displayPath: path, writable: true)
    try sourceConnection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let sourceTables = try sourceConnection.tables()
    let metadata = try StoreMetadata.read(sourceConnection, tables: sourceTables)
    let source = try sourceModel(
      for: metadata, destination: destination, connection: sourceConnection,
      tables: sourceTables, path: path)
    let mapping = try InferredMapping(from: source, to: destination, path: path)
    let sourceSchema = try StoreSchema.build(
      model: source, metadata: metadata, connection: sourceConnection, tables: sourceTables)

    try StoreCreator.create(at: scratch, model: destination)
    let target = try SQLiteConnection(
      uri: StoreFile.uri(scratch.path, query: "mode=rw"), displayPath: scratch.path,
      writable: true)
    let targetTables = try target.tables()
    let targetMetadata = try StoreMetadata.read(target, tables: targetTables)
    let targetSchema = try StoreSchema.build(
      model: destination, metadata: targetMetadata, connection: target, tables: targetTables)
    let attach = try target.prepare("ATTACH DATABASE ?1 AS src")
    attach.bind(1, .text(StoreFile.uri(path, query: "mode=ro")))
    try attach.run()
    try target.execute("BEGIN IMMEDIATE")
    do {
      var copier = RowCopier(
        source: sourceSchema, target: targetSchema, connection: target,
        values: ColumnValue(storeURL: url))
      for map in mapping.entities { try copier.copyRows(map) }
      for map in mapping.entities { try copier.copyJoinTables(map) }
      try copier.carryPrimaryKeyCounters(mapping)
      try keepMetadata(metadata, destination: destination, in: target)
      try target.execute("COMMIT")
    } catch {
      try? target.execute("ROLLBACK")
      throw error
    }
    try target.execute("DETACH DATABASE src")
    // Everything into the store file itself before it is swapped in: its -wal is not renamed
    // with it.
    try target.execute("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  /// The model the store was written with: the one it caches, else the version of the
  /// destination's bundle whose hashes it records.
  static func sourceModel(
    for metadata: StoreMetadata, destination: NSManagedObjectModel,
    connection: SQLiteConnection, tables: Set<String>, path: String
  ) throws(StoreError) -> NSManagedObjectModel {
    if let cached = try StoreOpener.cachedModel(connection, tables: tables, path: path) {
      return cached
    }
    let recorded = metadata.dictionary
    for version in destination.siblingVersions() {
      guard let model = try? NSManagedObjectModel.load(contentsOf: version.url) else { continue }
      if model.isConfiguration(withName: nil, compatibleWithStoreMetadata: recorded) {
        return model
      }
    }
    throw .cannotMigrate(
      path: path,
      reason:
        "the store caches no model and no version of the model's bundle has the version hashes it records"
    )
  }

  /// The store's UUID and metadata carried over, with the destination's hashes and version
  /// identifiers.
  private static func keepMetadata(
    _ metadata: StoreMetadata, destination: NSManagedObjectModel, in connection: SQLiteConnection
  ) throws(StoreError) {
    var plist = metadata.plist
    if case .dictionary(let fresh) = StoreCreator.metadataPlist(destination) {
      for key in [
        "NSStoreModelVersionHashes", "NSStoreModelVersionHashesVersion",
        "NSStoreModelVersionIdentifiers", "NSPersistenceFrameworkVersion",
      ] {
        plist[key] = fresh[key]
      }
    }
    let update = try connection.prepare("UPDATE Z_METADATA SET Z_UUID = ?1, Z_PLIST = ?2")
    update.bind(1, .text(metadata.uuid))
    update.bind(2, .blob(BinaryPropertyList.encode(.dictionary(plist))))
    try update.run()
  }

  /// Removes the store at `url` with its `-wal`, `-shm` and `-journal` (only those when
  /// `keepingStore`).
  private static func removeStore(at url: URL, keepingStore: Bool = false) {
    let suffixes = keepingStore ? ["-wal", "-shm", "-journal"] : ["", "-wal", "-shm", "-journal"]
    for suffix in suffixes {
      try? FileManager.default.removeItem(atPath: url.path + suffix)
    }
  }
}
