import Synchronization

/// A Core Data model: the entities of a store, read from any of the forms Apple writes
/// (Apple's `NSManagedObjectModel`).
///
/// ```swift
/// let model = try NSManagedObjectModel.load(
///   contentsOf: URL(fileURLWithPath: "Vocabularies.xcdatamodeld"))
/// model.entitiesByName["Word"]?.relationshipsByName["vocabulary"]?.destinationEntity?.name
/// ```
///
/// ``load(contentsOf:)`` reads a source model (`.xcdatamodeld`, `.xcdatamodel` with
/// `contents` XML or the Xcode 3 `elements` archive), a compiled model (`.momd`, `.mom`), and
/// a store reads its own cached model (`Z_MODELCACHE`) the same way.
open class NSManagedObjectModel: CustomStringConvertible {
  private var storedEntities: [NSEntityDescription] = []
  /// ``entitiesByName`` and the entities' names it was made from, in ``entities`` order.
  /// Guarded by `lookupLock`: contexts on several queues share one model.
  private var entityLookup: (byName: [String: NSEntityDescription], names: [String?])?
  private let lookupLock = NSLock()
  /// Changes each time ``entities`` is set (so that a context's last entity found by name
  /// is known to be in the model still).
  /// Atomic (relaxed): contexts read it on their own queues without the lock.
  var generation: Int { generationCounter.load(ordering: .relaxed) }
  private let generationCounter = Atomic<Int>(0)
  /// The model's version identifiers (Xcode's "Model Version Identifier").
  public var versionIdentifiers: Set<AnyHashable> = []
  /// Where ``load(contentsOf:)`` read the model from (nil for a model made in code or read
  /// from a store's cache).
  var loadedFrom: URL?
  /// The model's configurations: each a name and the names of its entities.
  var configurationEntityNames: [String: [String]] = [:]

  /// Makes an empty model.
  public init() {}

  /// Apple's failable reading initializer: the model at `url`, or nil when it cannot be read.
  ///
  /// ``load(contentsOf:)`` throws a ``ModelError`` saying why instead.
  public convenience init?(contentsOf url: URL) {
    guard let loaded = try? NSManagedObjectModel.load(contentsOf: url) else { return nil }
    self.init()
    entities = loaded.entities
    versionIdentifiers = loaded.versionIdentifiers
    configurationEntityNames = loaded.configurationEntityNames
  }

  /// Every entity of the model, sorted as set.
  public var entities: [NSEntityDescription] {
    get { storedEntities }
    set {
      storedEntities = newValue
      lookupLock.withLock {
        generationCounter.wrappingAdd(1, ordering: .relaxed)
        entityLookup = nil
      }
      for entity in newValue { entity.model = self }
    }
  }

  /// The entities by name.
  public var entitiesByName: [String: NSEntityDescription] {
    // Names may be set after the entities are; the cache holds while they are still the
    // names it was made from (compared, not hashed: this runs for every inserted object).
    // Built and read under the lock: contexts on several queues share one model.
    lookupLock.withLock {
      let entities = storedEntities
      if let entityLookup, entityLookup.names.count == entities.count,
        zip(entities, entityLookup.names).allSatisfy({ $0.name == $1 })
      {
        return entityLookup.byName
      }
      let made = Dictionary(
        entities.compactMap { entity in entity.name.map { ($0, entity) } },
        uniquingKeysWith: { first, _ in first })
      entityLookup = (made, entities.map(\.name))
      return made
    }
  }

  /// The names of the model's configurations.
  public var configurations: [String] { configurationEntityNames.keys.sorted() }

  /// The entities of the configuration `name`.
  public func entities(forConfigurationName name: String?) -> [NSEntityDescription]? {
    guard let name else { return storedEntities }
    guard let names = configurationEntityNames[name] else { return nil }
    let byName = entitiesByName
    return names.compactMap { byName[$0] }
  }

  /// The entity names.
  public var description: String {
    "(NSManagedObjectModel) \(storedEntities.compactMap(\.name).sorted())"
  }
}
