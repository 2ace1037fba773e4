/// Why a Core Data store could not be opened or read.
public enum StoreError: Error, Equatable, Sendable {
  /// No file is at the path.
  case notFound(path: String)
  /// The file is not an SQLite database.
  case notSQLite(path: String, reason: String)
  /// The file is shorter than its header says: cut off while copying.
  case truncated(path: String, expectedBytes: Int, actualBytes: Int)
  /// SQLite reported an error.
  case sqlite(path: String, function: String, code: Int32, message: String)
  /// The database has no `Z_METADATA` (or no `Z_PRIMARYKEY`): not a Core Data store.
  case notCoreDataStore(path: String, missingTable: String)
  /// The `Z_METADATA` property list cannot be read.
  case damagedMetadata(path: String, reason: String)
  /// The store type is one docpkg does not read.
  case unsupportedStoreType(String)
  /// The store keeps no model (`Z_MODELCACHE`) and none was given.
  case noModel(path: String)
  /// The store's cached model cannot be read.
  case damagedModelCache(path: String, reason: String)
  /// The given model does not describe the store.
  case modelMismatch(entity: String, reason: String)
  /// An entity of the model is not in the store's `Z_PRIMARYKEY`, or a name is unknown.
  case unknownEntity(String)
  /// A column the model implies is not in the store's table.
  case missingColumn(entity: String, property: String, table: String, column: String)
  /// A fetch request names no entity, or a key its sort descriptors use is unknown.
  case invalidFetchRequest(reason: String)
  /// The store was closed or its coordinator released.
  case storeClosed
  /// Copying a store with a `-wal` for reading failed.
  case copyFailed(path: String, reason: String)
  /// The store was added read-only, so it cannot be saved to.
  case readOnlyStore(path: String)
  /// A new store could not be made.
  case creationFailed(path: String, reason: String)
  /// The store was written by another version of the model and cannot be migrated to this one
  /// (no version of the model matches it, or the change is beyond a lightweight migration).
  case cannotMigrate(path: String, reason: String)
}

extension StoreError: CustomStringConvertible {
  /// One line naming the store, entity, table or column involved.
  /// Whether the error says the model does not fit the store (another version wrote it).
  var isModelMismatch: Bool {
    switch self {
    case .modelMismatch, .missingColumn: true
    default: false
    }
  }

  public var description: String {
    switch self {
    case .notFound(let path): return "no store at \(path)"
    case .notSQLite(let path, let reason): return "\(path) is not an SQLite database: \(reason)"
    case .truncated(let path, let expected, let actual):
      return
        "\(path) is truncated: its header declares \(expected) bytes, the file has \(actual)"
    case .sqlite(let path, let function, let code, let message):
      return "\(path): \(function) failed (SQLite \(code)): \(message)"
    case .notCoreDataStore(let path, let table):
      return "\(path) is not a Core Data store: it has no \(table) table"
    case .damagedMetadata(let path, let reason):
      return "\(path): the Z_METADATA property list is damaged: \(reason)"
    case .unsupportedStoreType(let type):
      return "store type \(type) is not read (only \(NSSQLiteStoreType))"
    case .noModel(let path):
      return
        "\(path) caches no model (no Z_MODELCACHE, written before iOS 11/macOS 10.13); give the model"
    case .damagedModelCache(let path, let reason):
      return "\(path): the cached model (Z_MODELCACHE) cannot be read: \(reason)"
    case .modelMismatch(let entity, let reason):
      return
        "the model does not match the store at entity \(entity): \(reason) (open with the store's own model to read it anyway)"
    case .unknownEntity(let name): return "entity \(name) is not in the store"
    case .missingColumn(let entity, let property, let table, let column):
      return "\(entity).\(property): the store's table \(table) has no column \(column)"
    case .invalidFetchRequest(let reason): return "invalid fetch request: \(reason)"
    case .storeClosed: return "the store is closed"
    case .readOnlyStore(let path): return "\(path) was opened read-only and cannot be saved to"
    case .cannotMigrate(let path, let reason):
      return "\(path) cannot be migrated to the model: \(reason); the store is unchanged"
    case .creationFailed(let path, let reason):
      return "cannot create a store at \(path): \(reason)"
    case .copyFailed(let path, let reason):
      return "cannot copy \(path) with its -wal for reading: \(reason)"
    }
  }
}

/// Something a store reader noticed that does not stop reading.
public enum StoreWarning: Equatable, Sendable, CustomStringConvertible {
  /// The store is in WAL mode and has no `-wal` beside it: a store closed cleanly has none,
  /// but a store copied while open without its `-wal` lacks the changes kept there.
  case writeAheadLogMissing(path: String)
  /// The store has a `-wal`; it was read from a private copy (store and `-wal`), so the
  /// originals were not touched.
  case readFromCopy(path: String)
  /// The store has a non-empty `-journal` beside it: a write in rollback-journal mode was
  /// interrupted. Reading never replays it (that would write the store), so pages that write
  /// had changed may be read as it left them.
  case rollbackJournalPresent(path: String)

  /// One line naming the store.
  public var description: String {
    switch self {
    case .writeAheadLogMissing(let path):
      return
        "\(path) is in WAL mode and has no -wal beside it; if it was copied while in use, recent changes are missing"
    case .readFromCopy(let path):
      return "\(path) has a -wal; read from a private copy so the originals stay untouched"
    case .rollbackJournalPresent(let path):
      return
        "\(path) has a -journal beside it (an interrupted write); it is not replayed, so the store may be read mid-write"
    }
  }
}
