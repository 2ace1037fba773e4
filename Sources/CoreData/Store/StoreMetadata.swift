import Foundation
import PropertyLists

/// What a store's `Z_METADATA` row and `Z_PRIMARYKEY` table say.
///
/// `Z_METADATA` has one row: `Z_VERSION`, `Z_UUID` (the store UUID) and `Z_PLIST`, a binary
/// property list with `NSStoreType`, `NSStoreModelVersionHashes` (entity name → 32-byte hash),
/// `NSStoreModelVersionIdentifiers`, `NSPersistenceFrameworkVersion` and more. `Z_PRIMARYKEY`
/// has one row per entity: its number `Z_ENT`, `Z_NAME`, parent number `Z_SUPER` (0 for a
/// root) and the largest primary key issued, `Z_MAX`.
struct StoreMetadata {
  var uuid: String
  var version: Int64
  var plist: [String: PropertyListValue]
  var entities: [String: EntityRow]

  struct EntityRow: Equatable {
    var number: Int64
    var name: String
    var superNumber: Int64
    var maxPrimaryKey: Int64
  }

  var storeType: String? {
    if case .string(let type)? = plist["NSStoreType"] { return type }
    return nil
  }

  var versionHashes: [String: Data] {
    guard case .dictionary(let hashes)? = plist["NSStoreModelVersionHashes"] else { return [:] }
    return hashes.compactMapValues { value in
      if case .data(let bytes) = value { return bytes }
      return nil
    }
  }

  /// Apple's metadata dictionary: the plist's values with `NSStoreUUID` and `NSStoreType`.
  var dictionary: [String: Any] {
    var result = plist.mapValues(\.foundationValue)
    result[NSStoreUUIDKey] = uuid
    if result[NSStoreTypeKey] == nil { result[NSStoreTypeKey] = NSSQLiteStoreType }
    return result
  }

  static func read(_ connection: SQLiteConnection, tables: Set<String>) throws(StoreError)
    -> StoreMetadata
  {
    let path = connection.path
    for table in ["Z_METADATA", "Z_PRIMARYKEY"] where !tables.contains(table) {
      throw .notCoreDataStore(path: path, missingTable: table)
    }
    let row = try connection.prepare("SELECT Z_VERSION, Z_UUID, Z_PLIST FROM Z_METADATA LIMIT 1")
    guard try row.step() else {
      throw .damagedMetadata(path: path, reason: "Z_METADATA has no row")
    }
    let uuid = row.text(1) ?? ""
    let plist: PropertyListValue
    do {
      plist = try BinaryPropertyList.decode(row.blob(2) ?? Data())
    } catch {
      throw .damagedMetadata(path: path, reason: String(describing: error))
    }
    guard case .dictionary(let fields) = plist else {
      throw .damagedMetadata(path: path, reason: "Z_PLIST is a \(plist.kindName), not a dictionary")
    }
    var metadata = StoreMetadata(uuid: uuid, version: row.int64(0), plist: fields, entities: [:])
    let keys = try connection.prepare("SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY")
    while try keys.step() {
      let entity = EntityRow(
        number: keys.int64(0), name: keys.text(1) ?? "", superNumber: keys.int64(2),
        maxPrimaryKey: keys.int64(3))
      metadata.entities[entity.name] = entity
    }
    return metadata
  }
}
