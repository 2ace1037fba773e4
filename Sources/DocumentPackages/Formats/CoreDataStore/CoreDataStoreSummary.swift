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
  /// The journal mode and the files beside the store.
  var journal: StoreJournalState?
  /// How the version hashes of the model the store is read through differ from those the
  /// store records (empty when they agree).
  var hashDifferences: [String] = []
  /// The number of entities the store records hashes for.
  var recordedEntityCount = 0
  /// The models beside the store, each compared with it.
  var besideModels: [StoreModelMatch.Beside] = []

  /// The summary as `inspect` annotations.
  var notes: [String: String] {
    var notes = [
      "coreData": "yes", "storeUUID": identifier,
      "entities": entities.map { "\($0.name) (\($0.count))" }.joined(separator: ", "),
    ]
    if !versionIdentifiers.isEmpty {
      notes["modelVersionIdentifiers"] = versionIdentifiers.joined(separator: ", ")
    }
    if let journal { notes["journal"] = journal.description }
    notes["modelHashes"] =
      hashDifferences.isEmpty
      ? "match the store's (\(recordedEntityCount) entities)"
      : "differ from the store's: " + hashDifferences.joined(separator: "; ")
    if !besideModels.isEmpty {
      notes["modelsBeside"] = besideModels.map(\.summary).joined(separator: "; ")
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
    let metadata = store.metadata
    let versions = (metadata[NSStoreModelVersionIdentifiersKey] as? [String] ?? []).filter {
      !$0.isEmpty
    }
    var summary = CoreDataStoreSummary(
      identifier: store.identifier, versionIdentifiers: versions,
      entities: entities.sorted { $0.name < $1.name }, warnings: store.warnings)
    summary.journal = try? StoreJournalState.of(storeAt: url)
    summary.hashDifferences = store.model.versionDifferences(storeMetadata: metadata)
    summary.recordedEntityCount = (metadata[NSStoreModelVersionHashesKey] as? [String: Data])?.count ?? 0
    summary.besideModels = StoreModelMatch.models(besideStoreAt: url, metadata: metadata)
    return .store(summary)
  }
}
