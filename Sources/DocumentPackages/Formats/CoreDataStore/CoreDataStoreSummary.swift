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
  /// model it caches, else through a model beside it.
  static func summary(at url: URL) -> Outcome {
    let coordinator: NSPersistentStoreCoordinator
    let store: NSPersistentStore
    do {
      (coordinator, store) = try NSPersistentStoreCoordinator.openReadOnly(at: url)
    } catch StoreError.notCoreDataStore {
      return .plainSQLite
    } catch StoreError.noModel {
      return .storeWithoutModel
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
}
