import Foundation

/// Opens a store: file checks, metadata, the model (given or cached), and the mapping of
/// the model onto the tables.
enum StoreOpener {
  static func open(
    url: URL, model given: NSManagedObjectModel?, usesStoreModel: Bool, configurationName: String?,
    isReadOnly: Bool = true
  ) throws(StoreError) -> NSPersistentStore {
    let file = try StoreFile(url: storeFile(at: url))
    let tables = try file.connection.tables()
    let metadata = try StoreMetadata.read(file.connection, tables: tables)
    if let type = metadata.storeType, type != NSSQLiteStoreType {
      throw .unsupportedStoreType(type)
    }
    let cached = try cachedModel(file.connection, tables: tables, path: url.path)
    let model: NSManagedObjectModel
    if let given, !usesStoreModel {
      if let cached { try ModelComparison.check(given, against: cached) }
      try checkVersionHashes(given, configurationName: configurationName, metadata: metadata)
      model = given
    } else if let cached {
      model = cached
    } else if let given {
      model = given
    } else {
      throw .noModel(path: url.path)
    }
    let schema = try StoreSchema.build(
      model: model, metadata: metadata, connection: file.connection, tables: tables)
    return NSPersistentStore(
      file: file, metadata: metadata, model: model, schema: schema,
      configurationName: configurationName, isReadOnly: isReadOnly)
  }

  /// The store file of `url`: the file itself, or the `StoreContent/persistentStore` of a
  /// `UIManagedDocument` package (`StoreContent.nosync/persistentStore` in a package iOS 5–6
  /// kept in iCloud), or of its `StoreContent` folder.
  static func storeFile(at url: URL) -> URL {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return url }
    for candidate in [
      "StoreContent/persistentStore", "StoreContent.nosync/persistentStore", "persistentStore",
    ] {
      let inner = url.appendingPathComponent(candidate)
      if FileManager.default.fileExists(atPath: inner.path) { return inner }
    }
    return url
  }

  /// The model in `Z_MODELCACHE`, or nil when the store has none.
  static func cachedModel(_ connection: SQLiteConnection, tables: Set<String>, path: String)
    throws(StoreError) -> NSManagedObjectModel?
  {
    guard tables.contains("Z_MODELCACHE") else { return nil }
    let statement = try connection.prepare("SELECT Z_CONTENT FROM Z_MODELCACHE LIMIT 1")
    guard try statement.step(), let data = statement.blob(0), !data.isEmpty else { return nil }
    do {
      return try NSManagedObjectModel.load(modelCache: data, path: path + " Z_MODELCACHE")
    } catch {
      throw .damagedModelCache(path: path, reason: error.description)
    }
  }

  /// Every entity of the model (of its configuration `configurationName`) must have the
  /// version hash the store records for it, as Apple's Core Data requires; a store recording
  /// no hashes is not checked.
  private static func checkVersionHashes(
    _ model: NSManagedObjectModel, configurationName: String?, metadata: StoreMetadata
  ) throws(StoreError) {
    let hashes = metadata.versionHashes
    guard !hashes.isEmpty else { return }
    let entities = model.entities(forConfigurationName: configurationName) ?? model.entities
    for entity in entities.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) {
      guard let name = entity.name else { continue }
      guard let recorded = hashes[name] else {
        throw .modelMismatch(
          entity: name, reason: "the store's NSStoreModelVersionHashes has no entity \(name)")
      }
      if recorded != entity.versionHash {
        throw .modelMismatch(
          entity: name,
          reason:
            "its version hash differs from the one the store records (another version of the model wrote the store)"
        )
      }
    }
  }
}

extension SQLiteConnection {
  func tables() throws(StoreError) -> Set<String> { try tableNames() }
}
