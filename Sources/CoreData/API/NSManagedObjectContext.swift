import Foundation
import Synchronization

/// Where objects live while they are used (Apple's `NSManagedObjectContext`): it runs fetch
/// requests against its coordinator's stores, keeps one object per stored row (so
/// relationships lead back to the same objects), tracks inserted, changed and deleted
/// objects, and saves them to the store in one SQLite transaction.
///
/// ```swift
/// let vocabulary = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
/// vocabulary.setValue("German", forKey: "name")
/// try context.save()
/// let request = NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")
/// request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
/// for vocabulary in try context.fetch(request) { print(vocabulary.value(forKey: "name")) }
/// ```
///
/// As on Apple platforms, use a context and its objects on its queue only: the main thread
/// for a main-queue context, and inside ``perform(_:)`` or ``performAndWait(_:)`` for a
/// private-queue one (the context is `Sendable` so that it can be handed to that queue).
public final class NSManagedObjectContext: @unchecked Sendable {
  /// How a context is used from threads (Apple's `NSManagedObjectContextConcurrencyType`).
  public enum ConcurrencyType: UInt, Sendable {
    /// A private queue.
    case privateQueueConcurrencyType = 1
    /// The main queue.
    case mainQueueConcurrencyType = 2
  }

  /// The concurrency type the context was made with.
  public let concurrencyType: ConcurrencyType
  /// The coordinator whose stores the context reads: its ``parent``'s for a child context.
  public var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    get { parent?.persistentStoreCoordinator ?? coordinator }
    set { coordinator = newValue }
  }
  @exclusivity(unchecked) var coordinator: NSPersistentStoreCoordinator?
  /// The context a child context saves into and reads unsaved changes from (nil: the
  /// context saves to its coordinator's stores). See ``save()``.
  @exclusivity(unchecked) public var parent: NSManagedObjectContext? {
    didSet { updateAutomaticMerging() }
  }
  /// Whether the context merges, on its queue, the saves of its parent (a child context) or
  /// of the other root contexts of its coordinator (a root context), as
  /// ``mergeChanges(fromContextDidSave:)`` does.
  public var automaticallyMergesChangesFromParent = false {
    didSet { updateAutomaticMerging() }
  }
  /// Set while a fetch evaluates its predicate and order, which do not fire faults.
  @exclusivity(unchecked) var isEvaluatingFetch = false
  /// The entity ``NSEntityDescription/insertNewObject(forEntityName:into:)`` found last by
  /// name, with the model (and its generation) it was found in.
  @exclusivity(unchecked) var lastEntityByName: EntityByName?

  /// An entity found by name in a model (a class: checking it retains one object, not each
  /// of its fields).
  final class EntityByName {
    let name: String
    let model: NSManagedObjectModel
    let generation: Int
    let entity: NSEntityDescription
    /// ``model`` and ``entity`` again, read without a retain (the fields above hold them).
    unowned(unsafe) let modelReference: NSManagedObjectModel
    unowned(unsafe) let entityReference: NSEntityDescription

    init(name: String, model: NSManagedObjectModel, entity: NSEntityDescription) {
      self.name = name
      self.model = model
      generation = model.generation
      self.entity = entity
      modelReference = model
      entityReference = entity
    }
  }
  /// The `NSManagedObjectContextDidSave` observer of automatic merging.
  var mergeObserver: (any NSObjectProtocol)?
  /// An optional name, for debugging.
  public var name: String?

  /// How conflicts with the store are settled at save: an ``NSMergePolicy``
  /// (``NSErrorMergePolicy`` by default).
  public var mergePolicy: Any = NSErrorMergePolicy

  @exclusivity(unchecked) var registered = ObjectRegistry()
  @exclusivity(unchecked) var inserted = TrackedObjects(.inserted)
  @exclusivity(unchecked) var updated = TrackedObjects(.updated)
  @exclusivity(unchecked) var deleted = TrackedObjects(.deleted)
  /// Changes since the last `ObjectsDidChange` notification.
  @exclusivity(unchecked) var pending = PendingChanges()
  /// The queue ``perform(_:)`` and ``performAndWait(_:)`` run blocks on.
  let execution: ContextQueue
  /// What the context's objects reach it through: cleared when the context goes.
  let reference = ContextReference()

  /// Makes a context; set its ``persistentStoreCoordinator`` before fetching.
  public init(concurrencyType: ConcurrencyType) {
    self.concurrencyType = concurrencyType
    execution = ContextQueue(concurrencyType, label: "org.docpkg.CoreData.context")
    reference.context = self
  }

  deinit {
    // The objects that outlive the context see no context from now on.
    reference.context = nil
    if let mergeObserver { NotificationCenter.default.removeObserver(mergeObserver) }
    // The objects outlive the context: they are in no list of it any more.
    clearChanges()
  }

  /// The objects (or IDs, dictionaries or count) the request selects.
  ///
  /// - Throws: ``StoreError`` when the entity is unknown or the store cannot be read.
  public func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] {
    let plan = try FetchPlan(request, context: self)
    // `NSFetchRequest<Word>`: the request's entity's objects are made as `Word`.
    if let type = T.self as? NSManagedObject.Type, type != NSManagedObject.self {
      ManagedObjectClasses.register(type, for: plan.mapping.entity)
    }
    if request.resultType == .countResultType {
      return [NSNumber(value: try count(for: request))].compactMap { $0 as? T }
    }
    isEvaluatingFetch = true
    defer { isEvaluatingFetch = false }
    let objects =
      hasChanges || parent != nil ? try plan.objects(including: self) : try plan.objects()
    if !request.returnsObjectsAsFaults { for object in objects { object.faultState = .realized } }
    switch request.resultType {
    case .managedObjectIDResultType: return objects.compactMap { $0.objectID as? T }
    case .dictionaryResultType:
      return objects.compactMap { NSDictionary(dictionary: $0.attributeDictionary) as? T }
    default:
      // The common request, NSFetchRequest<NSManagedObject>: the array as it is.
      if T.self == NSManagedObject.self { return unsafeBitCast(objects, to: [T].self) }
      return objects.map { object in
        guard let typed = object as? T else {
          preconditionFailure(
            "\(object.entity.name ?? "?") objects were made as \(type(of: object)) before \(T.self) was used for them; fetch with NSFetchRequest<\(T.self)> or make one with \(T.self)(context:) first"
          )
        }
        return typed
      }
    }
  }

  /// How many objects the request selects, after its offset and within its limit.
  ///
  /// - Throws: ``StoreError``.
  public func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int {
    let plan = try FetchPlan(request, context: self)
    isEvaluatingFetch = true
    defer { isEvaluatingFetch = false }
    return hasChanges || parent != nil
      ? try plan.objects(including: self).count : try plan.count()
  }

  /// The object with `objectID`, read from the store if it is not registered yet.
  ///
  /// - Throws: ``StoreError/unknownEntity(_:)`` when no row has that ID.
  public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let known = registered[objectID], known.lifecycle != .deleted, !isDeletedInAncestors(known) {
      return known
    }
    if parent != nil, let inherited = try inheritedObject(with: objectID) { return inherited }
    guard let store = objectID.store, let mapping = store.schema.byNumber[objectID.entityNumber]
    else { throw StoreError.storeClosed }
    guard
      let object = try readRows(
        store: store, mapping: mapping, sql: "SELECT * FROM \(mapping.table) WHERE Z_PK = ?1",
        binding: objectID.primaryKey
      ).first
    else { throw StoreError.unknownEntity("\(objectID)") }
    return object
  }

  /// The objects registered in the context.
  public var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

  // MARK: Reading

  func stores() throws(StoreError) -> [NSPersistentStore] {
    guard let coordinator = persistentStoreCoordinator else { throw .storeClosed }
    return coordinator.persistentStores
  }

  /// The objects of the rows `sql` selects from a table (bound to `binding` when given).
  func readRows(
    store: NSPersistentStore, mapping: EntityMapping, sql: String, binding: Int64? = nil
  ) throws(StoreError) -> [NSManagedObject] {
    let statement = try store.connection.prepare(sql)
    if let binding { statement.bind(1, binding) }
    let layout = RowLayout(statement)
    var objects: [NSManagedObject] = []
    while try statement.step() {
      objects.append(object(from: statement, layout: layout, store: store, fallback: mapping))
    }
    return objects
  }

  func object(
    from statement: SQLiteStatement, layout: RowLayout, store: NSPersistentStore,
    fallback: EntityMapping
  ) -> NSManagedObject {
    let number = layout.entity >= 0 ? statement.int64(layout.entity) : fallback.number
    let mapping = store.schema.byNumber[number] ?? fallback
    let id = NSManagedObjectID(
      entity: mapping.entity, entityNumber: mapping.number,
      primaryKey: statement.int64(layout.primaryKey), store: store)
    if let known = registered[id] { return known }
    let plan = layout.plan(for: mapping)
    var values = Slots<Any>(count: plan.slotCount)
    for (attribute, index, slot) in plan.attributes {
      if let value = store.values.value(statement, index, attribute) { values[slot] = value }
    }
    var keys = plan.toOneSlotCount > 0 ? Slots<ToOneKey>(count: plan.toOneSlotCount) : Slots()
    for (slot, index, entityIndex) in plan.toOne where !statement.isNull(index) {
      keys[slot] = (
        primaryKey: statement.int64(index), entityNumber: entityIndex.map { statement.int64($0) }
      )
    }
    let object = NSManagedObject.fetched(
      entity: mapping.entity, layout: plan.layout, objectID: id, context: self,
      attributeValues: values, toOneKeys: keys,
      version: layout.version >= 0 ? statement.int64(layout.version) : 0, type: plan.objectType)
    registered[id] = object
    if parent != nil { inheritChanges(into: object) }
    return object
  }

  /// The object a to-one relationship reaches.
  func object(destination: NSEntityDescription, entityNumber: Int64?, primaryKey: Int64)
    throws(StoreError) -> NSManagedObject?
  {
    for store in try stores() {
      guard let target = store.schema.mapping(for: destination) else { continue }
      let mapping = entityNumber.flatMap { store.schema.byNumber[$0] } ?? target
      let id = NSManagedObjectID(
        entity: mapping.entity, entityNumber: mapping.number, primaryKey: primaryKey, store: store)
      if let known = registered[id] { return known }
      return try readRows(
        store: store, mapping: mapping, sql: "SELECT * FROM \(mapping.table) WHERE Z_PK = ?1",
        binding: primaryKey
      ).first
    }
    return nil
  }

  /// The objects a to-many relationship of `source` reaches, in order for ordered ones.
  func destinations(of relationship: NSRelationshipDescription, from source: NSManagedObject)
    throws(StoreError) -> [NSManagedObject]
  {
    guard let store = source.objectID.store,
      let mapping = store.schema.byNumber[source.objectID.entityNumber],
      let columns = mapping.relationships[relationship.name],
      let destination = relationship.destinationEntity,
      let target = store.schema.mapping(for: destination)
    else { return [] }
    let filter = target.entityFilter(includingSubentities: true)
    switch columns {
    case .toOne: return []
    case .inverseToOne(let column, let order):
      let orderBy = order.map { "\($0), Z_PK" } ?? "Z_PK"
      return try readRows(
        store: store, mapping: target,
        sql: "SELECT * FROM \(target.table) WHERE \(column) = ?1 AND \(filter) ORDER BY \(orderBy)",
        binding: source.objectID.primaryKey)
    case .joinTable(let table, let sourceColumn, let destinationColumn, let order):
      let orderBy = order.map { "j.\($0), d.Z_PK" } ?? "d.Z_PK"
      let qualified = filter == "1" ? "1" : "d." + filter
      return try readRows(
        store: store, mapping: target,
        sql:
          "SELECT d.* FROM \(target.table) d JOIN \(table) j ON d.Z_PK = j.\(destinationColumn) WHERE j.\(sourceColumn) = ?1 AND \(qualified) ORDER BY \(orderBy)",
        binding: source.objectID.primaryKey)
    }
  }
}

/// An object's way to its context (``NSManagedObject/managedObjectContext``): the context
/// clears it when it goes, so that its objects then see nil, as through a weak reference.
///
/// Not a weak reference in each object: a weakly referenced object gets a side table, and
/// every retain and release of the context (several per object inserted or fetched) then
/// takes the runtime's slow path. The context is read only on its queue (as its objects
/// are), and cleared by its `deinit`, when no other reference to it is left.
///
/// Like Apple's (an `assign` property) the pointer is not retained, so an object must not be
/// used off its context's queue while the context goes (Apple's rule too); the pointer
/// itself is atomic (acquire and release), so that such a read is no data race on the field.
final class ContextReference: Sendable {
  private let pointer = Atomic<Unmanaged<NSManagedObjectContext>?>(nil)

  var context: NSManagedObjectContext? {
    @inline(__always) get { pointer.load(ordering: .acquiring)?.takeUnretainedValue() }
    set { pointer.store(newValue.map { Unmanaged.passUnretained($0) }, ordering: .releasing) }
  }
}
