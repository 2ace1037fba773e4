import Foundation

/// One opened SQLite store (Apple's `NSPersistentStore`).
///
/// The store is opened so that reading never changes it or its `-wal`/`-shm` (see
/// ``warnings``); its `Z_METADATA` is read into ``metadata``, its model is mapped onto its
/// tables once, and fetches then read rows through SQLite's C library. The first save opens
/// it read-write (WAL journal, as Core Data uses it); from then on it is read through that
/// connection, so other processes' saves are seen.
public final class NSPersistentStore {
  /// Where the store is.
  public let url: URL?
  /// The store type, `SQLite`.
  public let type: String
  /// The configuration the store was added with.
  public let configurationName: String
  /// The store's UUID (`Z_UUID`), also ``metadata``'s `NSStoreUUID`.
  public let identifier: String
  /// Whether the store was added with `NSReadOnlyPersistentStoreOption`: saves to it fail.
  public let isReadOnly: Bool
  /// What reading noticed: a WAL-mode store without its `-wal`, or a `-wal` read from a copy.
  public let warnings: [StoreWarning]
  /// The model the store is read through.
  public let model: NSManagedObjectModel

  let file: StoreFile
  let storeMetadata: StoreMetadata
  let schema: StoreSchema
  let values: ColumnValue
  /// What object IDs reach the store through (see ``StoreReference``).
  let reference: StoreReference

  init(
    file: StoreFile, metadata: StoreMetadata, model: NSManagedObjectModel, schema: StoreSchema,
    configurationName: String?, isReadOnly: Bool = true
  ) {
    self.isReadOnly = isReadOnly
    self.url = file.url
    self.type = NSSQLiteStoreType
    self.configurationName = configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME"
    self.identifier = metadata.uuid
    self.reference = StoreReference(identifier: metadata.uuid)
    self.file = file
    self.storeMetadata = metadata
    self.model = model
    self.schema = schema
    self.values = ColumnValue(storeURL: file.url)
    self.warnings = file.warnings
    reference.store = self
  }

  /// The store's metadata: `NSStoreUUID`, `NSStoreType`, `NSStoreModelVersionHashes` (entity
  /// name → `Data`), `NSStoreModelVersionIdentifiers` and the rest of `Z_METADATA`'s plist.
  public var metadata: [String: Any] { storeMetadata.dictionary }

  /// The entity numbers the store gives each entity (`Z_PRIMARYKEY`), by entity name.
  public var entityNumbers: [String: Int] {
    storeMetadata.entities.mapValues { Int($0.number) }
  }

  /// The read-write connection, once a save opened it.
  private var writer: SQLiteConnection?

  var connection: SQLiteConnection { writer ?? file.connection }

  /// The read-write connection saves go through, opened the first time.
  func writableConnection() throws(StoreError) -> SQLiteConnection {
    if let writer { return writer }
    guard !isReadOnly else { throw .readOnlyStore(path: file.url.path) }
    let opened = try SQLiteConnection(
      uri: StoreFile.uri(file.url.path, query: "mode=rw"), displayPath: file.url.path,
      writable: true)
    try opened.execute("PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL")
    writer = opened
    return opened
  }
}

/// An object ID's way to its store (``NSManagedObjectID/persistentStore``): the store's one
/// weak reference, shared by its IDs, so that making an ID retains this box (a fast retain)
/// instead of forming a weak reference of its own (a side-table update per ID).
final class StoreReference: @unchecked Sendable {
  /// Set once, by the store's initializer, before the store is handed out.
  weak var store: NSPersistentStore?
  /// The store's ``NSPersistentStore/identifier`` (kept here, where its IDs reach it, rather
  /// than in each ID: the store's identifier never changes).
  let identifier: String

  init(identifier: String) {
    self.identifier = identifier
  }
}
