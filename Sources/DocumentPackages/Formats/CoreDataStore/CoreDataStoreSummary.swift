import CoreData
import Foundation

/// What `inspect`, `validate` and the thumbnail show of an SQLite database: opened read-only
/// through the model it caches (else a model beside it), each entity counted (subentities
/// included, as a fetch request counts them), its journal state, and how its recorded version
/// hashes compare with the model it is read through and with the models beside it.
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
    /// A Core Data store (read through a model, or not when ``isReadThroughModel`` is false).
    case store(CoreDataStoreSummary)
    /// An SQLite database that is not a Core Data store.
    case plainSQLite
    /// The database does not open (the reader's own error, naming the path and cause).
    case failed(any Error)
  }

  /// The store's UUID (`NSStoreUUID`).
  var identifier: String
  /// The model version identifiers the store records, if any.
  var versionIdentifiers: [String]
  /// Whether a model read the store: false for a store that caches none (written before
  /// iOS 11 / macOS 10.13, or by a writer that leaves `Z_MODELCACHE` out) with none beside it
  /// that opens it; its objects are then not counted.
  var isReadThroughModel = true
  /// The entities, by name (empty when no model read the store).
  var entities: [Entity] = []
  /// The journal mode and the files beside the store.
  var journal: StoreJournalState?
  /// How the version hashes of the model the store is read through differ from those the
  /// store records (empty when they agree).
  var hashDifferences: [String] = []
  /// The number of entities the store records hashes for.
  var recordedEntityCount = 0
  /// The models beside the store, each compared with it.
  var besideModels: [StoreModelMatch.Beside] = []
  /// What the reader noticed besides a missing `-wal` (a read from a private copy, a
  /// rollback journal left by an interrupted write).
  var readerWarnings: [StoreWarning] = []

  /// Whether the store is in WAL mode without its `-wal`: changes kept in one are missing.
  var isMissingWriteAheadLog: Bool {
    journal?.mode == .writeAheadLog && journal?.writeAheadLogBytes == nil
  }

  /// The summary as `inspect` annotations.
  var notes: [String: String] {
    var notes = ["storeUUID": identifier]
    if isReadThroughModel {
      notes["coreData"] = "yes"
      notes["entities"] = entities.map { "\($0.name) (\($0.count))" }.joined(separator: ", ")
      notes["modelHashes"] =
        hashDifferences.isEmpty
        ? "match the store's (\(recordedEntityCount) entities)"
        : "differ from the store's: " + hashDifferences.joined(separator: "; ")
    } else {
      notes["coreData"] =
        "yes, caching no model and none beside it that opens it (docpkg records --model MODEL reads it)"
    }
    if !versionIdentifiers.isEmpty {
      notes["modelVersionIdentifiers"] = versionIdentifiers.joined(separator: ", ")
    }
    if let journal { notes["journal"] = journal.description }
    if !readerWarnings.isEmpty {
      notes["storeWarning"] = readerWarnings.map { "\($0)" }.joined(separator: "; ")
    }
    if !besideModels.isEmpty {
      notes["modelsBeside"] = besideModels.map(\.summary).joined(separator: "; ")
    }
    return notes
  }

  /// Reads the database at `url` (a store file or a `UIManagedDocument` package) without
  /// changing it or its `-wal`/`-shm`; with `comparingModels`, also loads every version of the
  /// models beside it to say which wrote it (what `inspect` and `validate` show, not the
  /// thumbnail).
  static func summary(at url: URL, comparingModels: Bool = true) -> Outcome {
    var summary: CoreDataStoreSummary
    do {
      let (coordinator, store) = try NSPersistentStoreCoordinator.openReadOnly(at: url)
      summary = try counted(
        store, coordinator: coordinator, url: url, comparingModels: comparingModels)
    } catch StoreError.notCoreDataStore {
      return .plainSQLite
    } catch StoreError.noModel {
      do {
        summary = try unread(at: url, comparingModels: comparingModels)
      } catch {
        return .failed(error)
      }
    } catch {
      return .failed(error)
    }
    summary.journal = try? StoreJournalState.of(storeAt: url)
    return .store(summary)
  }

  /// The summary of a store a model read: its entities counted, its hashes compared.
  private static func counted(
    _ store: NSPersistentStore, coordinator: NSPersistentStoreCoordinator, url: URL,
    comparingModels: Bool
  ) throws -> CoreDataStoreSummary {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    var entities: [Entity] = []
    for entity in coordinator.managedObjectModel.entities {
      guard let name = entity.name else { continue }
      let count = try context.count(for: NSFetchRequest<NSManagedObject>(entityName: name))
      entities.append(Entity(name: name, count: count))
    }
    let metadata = store.metadata
    var summary = CoreDataStoreSummary(
      identifier: store.identifier, versionIdentifiers: versionIdentifiers(in: metadata))
    summary.entities = entities.sorted { $0.name < $1.name }
    summary.hashDifferences = store.model.versionDifferences(storeMetadata: metadata)
    summary.recordedEntityCount =
      (metadata[NSStoreModelVersionHashesKey] as? [String: Data])?.count ?? 0
    if comparingModels {
      summary.besideModels = StoreModelMatch.models(besideStoreAt: url, metadata: metadata)
    }
    summary.readerWarnings = store.warnings.filter {
      if case .writeAheadLogMissing = $0 { return false }  // the journal state says it
      return true
    }
    return summary
  }

  /// The summary of a store no model opens: its metadata and the models beside it.
  private static func unread(at url: URL, comparingModels: Bool) throws
    -> CoreDataStoreSummary
  {
    let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
      ofType: NSSQLiteStoreType, at: url)
    var summary = CoreDataStoreSummary(
      identifier: metadata[NSStoreUUIDKey] as? String ?? "",
      versionIdentifiers: versionIdentifiers(in: metadata))
    summary.isReadThroughModel = false
    if comparingModels {
      summary.besideModels = StoreModelMatch.models(besideStoreAt: url, metadata: metadata)
    }
    return summary
  }

  private static func versionIdentifiers(in metadata: [String: Any]) -> [String] {
    (metadata[NSStoreModelVersionIdentifiersKey] as? [String] ?? []).filter { !$0.isEmpty }
  }
}
