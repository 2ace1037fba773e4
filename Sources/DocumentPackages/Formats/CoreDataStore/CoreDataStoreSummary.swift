import CoreData
import Foundation

/// What `inspect`, `validate` and the thumbnail show of an SQLite database: opened read-only
/// through the model it caches, each entity counted (subentities included, as a fetch
/// request counts them).
struct CoreDataStoreSummary {
  /// One entity and its object count.
  struct Entity {
    /// The entity's name.
    var name: String
    /// Its objects, subentities included.
    var count: Int
  }

  /// What reading the database gave.
  enum Outcome {
    /// A Core Data store.
    case store(CoreDataStoreSummary)
    /// An SQLite database that is not a Core Data store.
    case plainSQLite
    /// A Core Data store that caches no model (written before iOS 11 / macOS 10.13, or by a
    /// writer that leaves `Z_MODELCACHE` out), with no model found beside it.
    case storeWithoutModel
    /// The database does not open (the reader's own error, naming the path and cause).
    case failed(any Error)
  }

  /// The store's UUID (`NSStoreUUID`).
  var identifier: String
  /// The model version identifiers the store records, if any.
  var versionIdentifiers: [String]
  /// The entities, by name.
  var entities: [Entity]
  /// What the reader noticed (a missing `-wal`, a read from a private copy).
  var warnings: [StoreWarning]

  /// The summary as `inspect` annotations.
  var notes: [String: String] {
    var notes = [
      "coreData": "yes", "storeUUID": identifier,
      "entities": entities.map { "\($0.name) (\($0.count))" }.joined(separator: ", "),
    ]
    if !versionIdentifiers.isEmpty {
      notes["modelVersionIdentifiers"] = versionIdentifiers.joined(separator: ", ")
    }
    return notes
  }

  /// Reads the database at `url` without changing it or its `-wal`/`-shm`: through the
  /// model it caches, else through a model beside it (``modelsBeside(_:)``).
  static func summary(at url: URL) -> Outcome {
    var coordinator = NSPersistentStoreCoordinator()
    var store: NSPersistentStore
    do {
      store = try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: url,
        options: [NSReadOnlyPersistentStoreOption: true])
    } catch StoreError.notCoreDataStore {
      return .plainSQLite
    } catch StoreError.noModel {
      guard let found = openWithModelBeside(url) else { return .storeWithoutModel }
      (coordinator, store) = found
    } catch {
      return .failed(error)
    }
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    var entities: [Entity] = []
    for entity in coordinator.managedObjectModel.entities {
      guard let name = entity.name else { continue }
      do {
        let count = try context.count(for: NSFetchRequest<NSManagedObject>(entityName: name))
        entities.append(Entity(name: name, count: count))
      } catch {
        return .failed(error)
      }
    }
    let versions = store.metadata[NSStoreModelVersionIdentifiersKey] as? [String] ?? []
    return .store(
      CoreDataStoreSummary(
        identifier: store.identifier, versionIdentifiers: versions,
        entities: entities.sorted { $0.name < $1.name }, warnings: store.warnings))
  }

  /// The store opened read-only through its cached model or a model beside it; nil for an
  /// SQLite database that is not a Core Data store, or a store with no model to read it by.
  /// - Throws: the reader's error for a store that does not open.
  static func openStore(at url: URL) throws -> (NSPersistentStoreCoordinator, NSPersistentStore)? {
    let coordinator = NSPersistentStoreCoordinator()
    do {
      let store = try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: url,
        options: [NSReadOnlyPersistentStoreOption: true])
      return (coordinator, store)
    } catch StoreError.notCoreDataStore {
      return nil
    } catch StoreError.noModel {
      return openWithModelBeside(url)
    }
  }

  /// The first model beside the store (`.momd`, `.xcdatamodeld`, `.mom`, `.xcdatamodel` in its
  /// folder, sorted by name) that opens it.
  static func openWithModelBeside(_ url: URL) -> (NSPersistentStoreCoordinator, NSPersistentStore)?
  {
    for model in NSManagedObjectModel.modelURLs(besideStoreAt: url) {
      guard let loaded = try? NSManagedObjectModel.load(contentsOf: model) else { continue }
      let coordinator = NSPersistentStoreCoordinator(managedObjectModel: loaded)
      if let store = try? coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: url,
        options: [NSReadOnlyPersistentStoreOption: true])
      {
        return (coordinator, store)
      }
    }
    return nil
  }
}
