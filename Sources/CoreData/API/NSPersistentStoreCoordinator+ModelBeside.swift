import Foundation

extension NSPersistentStoreCoordinator {
  /// Opens the store at `url` read-only through the model it caches, else through the first
  /// model beside it that opens it (``NSManagedObjectModel/modelURLs(besideStoreAt:)``). A
  /// docpkg addition, for stores written before iOS 11 / macOS 10.13, which cache none.
  ///
  /// - Parameter url: the store file (or a `UIManagedDocument` package).
  /// - Returns: the coordinator and its one store.
  /// - Throws: ``StoreError`` (`.noModel` when neither the store nor its folder has a model
  ///   that opens it; `.notCoreDataStore` for another SQLite database).
  public static func openReadOnly(at url: URL) throws -> (
    coordinator: NSPersistentStoreCoordinator, store: NSPersistentStore
  ) {
    let options: [String: Any] = [NSReadOnlyPersistentStoreOption: true]
    let coordinator = NSPersistentStoreCoordinator()
    do {
      let store = try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: options)
      return (coordinator, store)
    } catch StoreError.noModel(let path) {
      for candidate in NSManagedObjectModel.modelURLs(besideStoreAt: url) {
        guard let model = try? NSManagedObjectModel.load(contentsOf: candidate) else { continue }
        let beside = NSPersistentStoreCoordinator(managedObjectModel: model)
        if let store = try? beside.addPersistentStore(
          ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: options)
        {
          return (beside, store)
        }
      }
      throw StoreError.noModel(path: path)
    }
  }
}
