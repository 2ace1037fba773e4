import Foundation

/// A model, a coordinator and a main context in one (Apple's `NSPersistentContainer`).
///
/// ```swift
/// let container = NSPersistentContainer(name: "Vocabularies", managedObjectModel: model)
/// let description = NSPersistentStoreDescription(url: storeURL)
/// description.isReadOnly = true
/// container.persistentStoreDescriptions = [description]
/// container.loadPersistentStores { _, error in if let error { print(error) } }
/// let words = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Word"))
/// ```
///
/// On Apple platforms ``init(name:)`` finds `<name>.momd` in the app bundle; here it reads
/// each store through the model the store caches (`Z_MODELCACHE`).
open class NSPersistentContainer {
  /// The container's name; the default store is `<name>.sqlite`.
  public let name: String
  /// The coordinator of the container's stores.
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// The main context.
  public let viewContext: NSManagedObjectContext
  /// The stores ``loadPersistentStores(completionHandler:)`` opens.
  public var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// A container for `model`.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(
        url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
  }

  /// A container whose stores are read through the models they cache.
  public init(name: String) {
    self.name = name
    persistentStoreCoordinator = NSPersistentStoreCoordinator()
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(
        url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
  }

  /// The model of the container (the first store's cached model for ``init(name:)``).
  public var managedObjectModel: NSManagedObjectModel {
    persistentStoreCoordinator.managedObjectModel
  }

  /// Where stores are by default: `$XDG_DATA_HOME` (or `~/.local/share`).
  open class func defaultDirectoryURL() -> URL {
    if let data = ProcessInfo.processInfo.environment["XDG_DATA_HOME"], !data.isEmpty {
      return URL(fileURLWithPath: data, isDirectory: true)
    }
    return FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".local/share", isDirectory: true)
  }

  /// Opens every described store (read-only when its description says so; created from the
  /// model when missing otherwise; migrated from another version of the model when its
  /// description's `shouldMigrateStoreAutomatically` and `shouldInferMappingModelAutomatically`
  /// say so, as they do by default), calling `block` once per store with the error (a
  /// ``StoreError``) or nil.
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      do {
        var options: [AnyHashable: Any] = [
          NSReadOnlyPersistentStoreOption: description.isReadOnly,
          NSMigratePersistentStoresAutomaticallyOption: description.shouldMigrateStoreAutomatically,
          NSInferMappingModelAutomaticallyOption: description.shouldInferMappingModelAutomatically,
        ]
        for (key, value) in description.options { options[key] = value }
        try persistentStoreCoordinator.addPersistentStore(
          ofType: description.type, configurationName: description.configuration,
          at: description.url, options: options)
        block(description, nil)
      } catch {
        block(description, error)
      }
    }
  }

  /// A new context on the same coordinator.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` later on the queue of a new background context, with that context.
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }

  /// Runs `block` on the queue of a new background context, with that context, and returns
  /// its result.
  ///
  /// - Throws: What `block` throws.
  public func performBackgroundTask<T, E: Error>(
    isolation: isolated (any Actor)? = #isolation,
    _ block: @escaping (NSManagedObjectContext) throws(E) -> T
  ) async throws(E) -> T {
    let context = newBackgroundContext()
    return try await context.perform(schedule: .enqueued) { () throws(E) -> T in
      try block(context)
    }
  }
}
