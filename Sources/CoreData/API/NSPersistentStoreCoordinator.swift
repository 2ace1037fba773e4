import Foundation

/// Connects a model to stores (Apple's `NSPersistentStoreCoordinator`): SQLite stores,
/// read-only with `NSReadOnlyPersistentStoreOption`, else saved to by contexts; a store that
/// does not exist yet is created from the model.
///
/// ```swift
/// let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
/// let store = try coordinator.addPersistentStore(
///   ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL,
///   options: [NSReadOnlyPersistentStoreOption: true])
/// ```
public final class NSPersistentStoreCoordinator {
  /// The model stores are read through; a coordinator made without one takes the first
  /// store's cached model.
  @exclusivity(unchecked) public private(set) var managedObjectModel: NSManagedObjectModel
  private var givenModel: NSManagedObjectModel?
  /// The stores added so far.
  public private(set) var persistentStores: [NSPersistentStore] = []

  /// A coordinator for `model`: a store added to it must match it (see
  /// ``addPersistentStore(ofType:configurationName:at:options:)``).
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    givenModel = model
    ManagedObjectClasses.remember(model)
  }

  /// A coordinator that reads each store through the model the store caches (`Z_MODELCACHE`).
  public init() {
    managedObjectModel = NSManagedObjectModel()
    givenModel = nil
  }

  /// Opens the SQLite store at `url`, creating it from the coordinator's model when there is
  /// no file there and the store is not read-only.
  ///
  /// The store is read through the coordinator's model, which must match the store (entity
  /// numbers, tables and columns, and the store's cached model when it has one); with
  /// `options[DocpkgUseStoreModelOption] = true`, or a coordinator made without a model, the
  /// store's own cached model is used instead. A store another version of the model wrote
  /// is migrated to the coordinator's model first when the options hold both
  /// ``NSMigratePersistentStoresAutomaticallyOption`` and
  /// ``NSInferMappingModelAutomaticallyOption`` (a lightweight migration: `Spec/Formats/CoreData.md`,
  /// "Migration"); `NSPersistentContainer` passes them from its descriptions.
  ///
  /// - Throws: ``StoreError``: not a store, truncated, damaged metadata, model mismatch,
  ///   ``StoreError/cannotMigrate(path:reason:)``.
  @discardableResult
  public func addPersistentStore(
    ofType storeType: String, configurationName: String?, at url: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    guard storeType == NSSQLiteStoreType else { throw StoreError.unsupportedStoreType(storeType) }
    guard let url else { throw StoreError.notFound(path: "(no URL)") }
    let usesStoreModel = (options?[DocpkgUseStoreModelOption] as? Bool) ?? false
    let readOnly = (options?[NSReadOnlyPersistentStoreOption] as? Bool) ?? false
    if !readOnly, let givenModel, !FileManager.default.fileExists(atPath: url.path) {
      try StoreCreator.create(at: url, model: givenModel)
    }
    let migrates =
      (options?[NSMigratePersistentStoresAutomaticallyOption] as? Bool ?? false)
      && (options?[NSInferMappingModelAutomaticallyOption] as? Bool ?? false)
    let store: NSPersistentStore
    do {
      store = try StoreOpener.open(
        url: url, model: givenModel, usesStoreModel: usesStoreModel,
        configurationName: configurationName, isReadOnly: readOnly)
    } catch {
      guard migrates, !readOnly, !usesStoreModel, error.isModelMismatch, let givenModel else {
        throw error
      }
      try StoreMigrator.migrate(storeAt: StoreOpener.storeFile(at: url), to: givenModel)
      store = try StoreOpener.open(
        url: url, model: givenModel, usesStoreModel: false,
        configurationName: configurationName, isReadOnly: false)
    }
    if givenModel == nil || usesStoreModel, persistentStores.isEmpty {
      managedObjectModel = store.model
      ManagedObjectClasses.remember(store.model)
    }
    persistentStores.append(store)
    return store
  }

  /// Closes `store`.
  public func remove(_ store: NSPersistentStore) throws {
    persistentStores.removeAll { $0 === store }
  }

  /// The store at `url`, if it was added.
  public func persistentStore(for url: URL) -> NSPersistentStore? {
    persistentStores.first { $0.url?.standardizedFileURL == url.standardizedFileURL }
  }

  /// The metadata of the store at `url` (`Z_METADATA`; `url` may be a `UIManagedDocument`
  /// package), without opening it for fetching.
  ///
  /// - Throws: ``StoreError``.
  public static func metadataForPersistentStore(
    ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil
  ) throws -> [String: Any] {
    guard storeType == NSSQLiteStoreType else { throw StoreError.unsupportedStoreType(storeType) }
    let file = try StoreFile(url: StoreOpener.storeFile(at: url))
    return try StoreMetadata.read(file.connection, tables: try file.connection.tables()).dictionary
  }
}
