import Foundation

/// One object of a context (Apple's `NSManagedObject`): its attribute values, read with the
/// row, and its relationships, read when first asked for; changed through
/// ``setValue(_:forKey:)`` and saved by its context.
///
/// ```swift
/// let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
/// word.setValue("Haus", forKey: "text")
/// word.setValue(vocabulary, forKey: "vocabulary")  // vocabulary's "words" now holds word
/// try context.save()
/// (vocabulary.value(forKey: "words") as? Set<NSManagedObject>)?.count
/// ```
///
/// Values are Apple's types: `NSNumber` (integers, floating point, Booleans),
/// `NSDecimalNumber`, `String`, `Date`, `Data`, `UUID`, `URL`; a to-one relationship gives an
/// `NSManagedObject`, a to-many one a `Set<NSManagedObject>`, an ordered one an `NSOrderedSet`.
/// Setting a relationship sets its inverse on the other objects too.
///
/// Subclasses declare their properties with ``Managed`` (`@Managed var text: String?`, docpkg's
/// property wrapper standing in for Apple's `@NSManaged`, which Linux cannot implement); fetched
/// objects and
/// objects a relationship reaches are made as the entity's class once docpkg knows it
/// (`Spec/Formats/CoreData.md`, "Subclasses").
open class NSManagedObject: NSObject, NSFetchRequestResult {
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's identity: temporary until its context saves it.
  @exclusivity(unchecked) public internal(set) var objectID: NSManagedObjectID
  /// The context the object is in; nil once the object is deleted and saved, or reset (or
  /// once the context is gone).
  public internal(set) var managedObjectContext: NSManagedObjectContext? {
    @inline(__always) get { contextReference?.context }
    set { contextReference = newValue?.reference }
  }
  /// Where ``managedObjectContext`` is read from (see ``ContextReference``).
  @exclusivity(unchecked) var contextReference: ContextReference?

  /// Where the values of the entity's properties are kept (see ``PropertyLayout``).
  let layout: PropertyLayout
  /// The attribute values, by slot.
  @exclusivity(unchecked) var attributeValues: Slots<Any>
  /// The to-one relationships' destinations as the row has them, by slot.
  @exclusivity(unchecked) var toOneKeys: Slots<ToOneKey>
  /// The relationships read or set so far, by slot; the others are read from the store when
  /// asked for.
  @exclusivity(unchecked) var relationships: Slots<RelationshipValue>
  /// The row's optimistic-locking version (`Z_OPT`).
  @exclusivity(unchecked) var version: Int64
  /// The state before the first change since the last save, for rollback.
  @exclusivity(unchecked) var snapshot: Snapshot?
  /// The primary key the save writing the object's row gives it (0: none), set and cleared by
  /// that save (a field rather than a table of the save's: looked up for every row and
  /// relationship written).
  @exclusivity(unchecked) var savingPrimaryKey: Int64 = 0
  /// The properties changed since the last save, by slot.
  @exclusivity(unchecked) var changes = PropertySet()
  // The one-byte fields last, together (no padding between them: the instance takes 16
  // bytes less of the allocator).
  /// The change lists of its context the object is in, a bit each (see ``TrackedObjects``).
  @exclusivity(unchecked) var trackedLists: UInt8 = 0
  /// Whether the row's to-one keys are the object's loaded to-one relationships rather than
  /// ``toOneKeys``: how a save leaves an object it inserted (whose relationships were all set
  /// in this context), so that no keys are stored for it until they are needed.
  /// ``recordToOneKeys()`` copies them into ``toOneKeys`` before the relationships change or
  /// are forgotten, or the keys are read for another instance; whatever replaces
  /// ``toOneKeys`` whole clears it.
  @exclusivity(unchecked) var keysInRelationships = false
  @exclusivity(unchecked) var lifecycle: Lifecycle = .saved
  /// Whether the object is a fault (see `NSManagedObject+Faulting.swift`).
  @exclusivity(unchecked) var faultState: FaultState = .realized

  /// Where an object is in its context's life cycle.
  enum Lifecycle { case saved, inserted, deleted }

  /// An object's values as they were, to roll back to. A class, so that an object without
  /// one (most objects) holds one word for it rather than three.
  final class Snapshot {
    let attributeValues: Slots<Any>
    let toOneKeys: Slots<ToOneKey>
    let relationships: Slots<RelationshipValue>

    init(
      attributeValues: Slots<Any>, toOneKeys: Slots<ToOneKey>,
      relationships: Slots<RelationshipValue>
    ) {
      self.attributeValues = attributeValues
      self.toOneKeys = toOneKeys
      self.relationships = relationships
    }
  }

  init(
    entity: NSEntityDescription, layout: PropertyLayout, objectID: NSManagedObjectID,
    context: NSManagedObjectContext, attributeValues: Slots<Any>, toOneKeys: Slots<ToOneKey>,
    version: Int64
  ) {
    self.entity = entity
    self.layout = layout
    self.objectID = objectID
    self.contextReference = context.reference
    self.attributeValues = attributeValues
    self.toOneKeys = toOneKeys
    self.relationships = Slots()
    self.version = version
    self.faultState = .fault
  }

  /// Makes an object of `entity` and inserts it into `context` (Apple's designated
  /// initializer); attributes start at the model's default values, relationships empty.
  ///
  /// `required` here (not on Apple platforms), so that docpkg can make objects of a
  /// subclass: a subclass that overrides it writes `required override init`.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    // The layout from a local (reading it back from the field retains it around the call).
    let layout = entity.layout
    self.layout = layout
    self.objectID = NSManagedObjectID(temporaryFor: entity)
    self.attributeValues = layout.defaultAttributeValues
    // No to-one keys: the object has no row yet (a save leaves its keys in its loaded
    // relationships: see keysInRelationships). Room for every relationship now, so that
    // setting one does not grow the array.
    self.toOneKeys = Slots()
    self.relationships = Slots(count: layout.slots.count)
    self.version = 0
    super.init()
    if Self.self != NSManagedObject.self { ManagedObjectClasses.register(Self.self, for: entity) }
    // Relationships start unread: an inserted object's read as empty (loadedRelationship).
    context?.insert(self)
  }

  /// Makes an object of this class's entity in `context`'s model and inserts it (Apple's
  /// `init(context:)`): the entity whose `managedObjectClassName` is the class (with or
  /// without its module), else the entity named as the class.
  ///
  /// A class no entity of the model has is a programmer error (it stops the program), as it
  /// raises an exception on Apple platforms. (A `required` initializer here, where Apple's is a
  /// convenience one, so that subclasses inherit it.)
  public required init(context: NSManagedObjectContext) {
    guard let model = context.persistentStoreCoordinator?.managedObjectModel,
      let entity = ManagedObjectClasses.entity(of: Self.self, in: model)
    else {
      preconditionFailure("the context's model has no entity of class \(Self.self)")
    }
    self.entity = entity
    // The layout from a local (reading it back from the field retains it around the call).
    let layout = entity.layout
    self.layout = layout
    self.objectID = NSManagedObjectID(temporaryFor: entity)
    self.attributeValues = layout.defaultAttributeValues
    // No to-one keys: the object has no row yet (a save leaves its keys in its loaded
    // relationships: see keysInRelationships). Room for every relationship now, so that
    // setting one does not grow the array.
    self.toOneKeys = Slots()
    self.relationships = Slots(count: layout.slots.count)
    self.version = 0
    super.init()
    if Self.self != NSManagedObject.self { ManagedObjectClasses.register(Self.self, for: entity) }
    context.insert(self)
  }

  /// The entity of this class in the model of a coordinator of this process (Apple's
  /// `entity()`).
  ///
  /// A class no such model has an entity of is a programmer error (it stops the program).
  open class func entity() -> NSEntityDescription {
    guard let entity = ManagedObjectClasses.entity(of: self) else {
      preconditionFailure("no model in use has an entity of class \(self)")
    }
    return entity
  }

  /// A fetched object of `entity`'s class (a subclass the app uses, else this class).
  /// (`type` when the caller looked the class up already.)
  static func fetched(
    entity: NSEntityDescription, layout: PropertyLayout, objectID: NSManagedObjectID,
    context: NSManagedObjectContext, attributeValues: Slots<Any>, toOneKeys: Slots<ToOneKey>,
    version: Int64, type: NSManagedObject.Type? = nil
  ) -> NSManagedObject {
    let type = type ?? ManagedObjectClasses.type(for: entity)
    guard type != NSManagedObject.self else {
      return NSManagedObject(
        entity: entity, layout: layout, objectID: objectID, context: context,
        attributeValues: attributeValues, toOneKeys: toOneKeys, version: version)
    }
    let object = type.init(entity: entity, insertInto: nil)
    object.objectID = objectID
    object.managedObjectContext = context
    object.attributeValues = attributeValues
    object.toOneKeys = toOneKeys
    object.version = version
    object.faultState = .fault
    return object
  }

  /// Whether the object is a fault: fetched (or reached through a relationship) and none of
  /// its properties read or set yet, or turned back into one by
  /// ``NSManagedObjectContext/refresh(_:mergeChanges:)``. Reading or setting a property
  /// fires the fault.
  public var isFault: Bool { faultState != .realized }
  /// Whether the object was inserted and not saved yet.
  public var isInserted: Bool { lifecycle == .inserted && managedObjectContext != nil }
  /// Whether the object has unsaved changes (and is neither inserted nor deleted).
  public var isUpdated: Bool { lifecycle == .saved && !changes.isEmpty }
  /// Whether the object was deleted and not saved yet.
  public var isDeleted: Bool { lifecycle == .deleted }
  /// Whether the object is inserted, updated or deleted.
  public var hasChanges: Bool { isInserted || isDeleted || !changes.isEmpty }

  /// The value of the property `key`: an attribute's value, or the objects a relationship
  /// reaches (read from the store the first time); `nil` when it is empty or not a property.
  open func value(forKey key: String) -> Any? {
    fireFault()
    guard let slot = layout.slot(named: key) else { return nil }
    if let value = attributeValues[slot] { return value }
    guard case .relationship(let relationship) = layout.kinds[slot] else { return nil }
    switch loadedRelationship(relationship, slot: slot) {
    case .toOne(let object): return object
    case .toMany(let list):
      return relationship.isOrdered ? NSOrderedSet(array: list.items) : Set(list.items)
    }
  }

  /// Sets the property `key`: an attribute's value, a to-one relationship's object, or a
  /// to-many relationship's objects (a `Set`, `NSOrderedSet` or array of objects); the
  /// inverse relationship of every object involved is updated too.
  ///
  /// Setting a key the entity does not have is a programmer error (it stops the program),
  /// as it raises an exception on Apple platforms.
  open func setValue(_ value: Any?, forKey key: String) {
    fireFault()
    guard let slot = layout.slot(named: key) else {
      preconditionFailure("the entity \(entity.name ?? "?") has no property \(key)")
    }
    switch layout.kinds[slot] {
    case .attribute:
      willChange(slot)
      // Bound once and stored from the binding (the value is copied once, not once per
      // test and again for the store).
      if let value, !Self.isNull(present: value) {
        attributeValues[slot] = consume value
      } else {
        attributeValues[slot] = nil
      }
    case .relationship(let relationship):
      if relationship.isToMany {
        replaceDestinations(of: relationship, slot: slot, with: Self.objects(in: value))
      } else {
        setDestination(of: relationship, slot: slot, to: value as? NSManagedObject)
      }
    case .other:
      preconditionFailure("the entity \(entity.name ?? "?") has no property \(key)")
    }
  }

  /// Whether `value` is `NSNull` (compared by type first: a cast of a string to `NSNull`
  /// costs more than the comparison).
  @inline(__always)
  static func isNull(_ value: Any?) -> Bool {
    guard let value else { return false }
    return isNull(present: value)
  }

  /// Whether `value` is `NSNull` (see ``isNull(_:)``).
  @inline(__always)
  static func isNull(present value: Any) -> Bool {
    let type = type(of: value)
    if type == String.self || type == NSNumber.self { return false }
    return value is NSNull
  }

  /// The value at a dotted key path (`vocabulary.name`), following to-one relationships.
  open func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for part in keyPath.split(separator: ".") {
      guard let object = current as? NSManagedObject else { return nil }
      current = object.value(forKey: String(part))
    }
    return current
  }

  /// The stored value of `key` (the same as ``value(forKey:)``).
  open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

  /// Sets the stored value of `key` (the same as ``setValue(_:forKey:)``).
  open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

  /// The attribute values by name (Apple's `dictionaryWithValues(forKeys:)`).
  open func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
    var result: [String: Any] = [:]
    for key in keys { result[key] = value(forKey: key) ?? NSNull() }
    return result
  }

  /// The changed properties' new values (`NSNull` for a value set to nil).
  open func changedValues() -> [String: Any] {
    var result: [String: Any] = [:]
    for slot in changes.slots {
      result[layout.slots[slot].name] = value(forKey: layout.slots[slot].name) ?? NSNull()
    }
    return result
  }

  /// The values of `keys` (every attribute when nil) as last saved or fetched.
  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    fireFault()
    let values = snapshot?.attributeValues ?? (lifecycle == .inserted ? Slots() : attributeValues)
    let names = keys ?? Array(entity.attributesByName.keys)
    var result: [String: Any] = [:]
    for name in names {
      guard let slot = layout.slot(named: name), case .attribute = layout.kinds[slot] else {
        result[name] = NSNull()
        continue
      }
      result[name] = values[slot] ?? NSNull()
    }
    return result
  }

  /// A hash of the object's identity (an object is equal only to itself): its address,
  /// mixed, rather than NSObject's, which runs a `Hasher` that a set of objects then runs
  /// again over its result.
  open override var hash: Int {
    let mixed = UInt64(UInt(bitPattern: ObjectIdentifier(self))) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
  }

  /// The entity name, object ID and attribute values.
  open override var description: String {
    let dictionary = attributeDictionary
    let values = dictionary.keys.sorted().map { "\($0) = \(dictionary[$0] ?? "nil")" }
    return "<\(entity.name ?? "?"): \(objectID)> { \(values.joined(separator: "; ")) }"
  }

  /// Records that the property in `slot` is about to change: takes the rollback snapshot on
  /// the first change of a saved object, and tells the context.
  func willChange(_ slot: Int) {
    fireFault()
    changes.insert(slot)
    guard lifecycle == .saved else { return }
    recordToOneKeys()
    if snapshot == nil {
      snapshot = Snapshot(
        attributeValues: attributeValues, toOneKeys: toOneKeys, relationships: relationships)
    }
    managedObjectContext?.objectDidChange(self)
  }

  /// The names of the properties changed since the last save.
  var changedKeys: Set<String> { Set(changes.slots.map { layout.slots[$0].name }) }

  /// The attribute values by name.
  var attributeDictionary: [String: Any] {
    var result: [String: Any] = [:]
    for (slot, value) in attributeValues.occupied { result[layout.slots[slot].name] = value }
    return result
  }

  /// The value of the attribute named `name`, nil when it has none or is no attribute.
  func attributeValue(named name: String) -> Any? {
    guard let slot = layout.slot(named: name) else { return nil }
    return attributeValues[slot]
  }

  /// Puts back the values of the last save (or fetch).
  func restoreSnapshot() {
    guard let snapshot else { return }
    attributeValues = snapshot.attributeValues
    toOneKeys = snapshot.toOneKeys
    relationships = snapshot.relationships
    self.snapshot = nil
    changes.removeAll()
  }

  /// Forgets the values read so far, so the next reads come from the store.
  func forgetRelationships() {
    recordToOneKeys()
    relationships.removeAll()
  }

  /// Copies the loaded to-one relationships into ``toOneKeys`` when they stand for the row's
  /// keys (``keysInRelationships``): each destination's key when its ID is permanent.
  func recordToOneKeys() {
    guard keysInRelationships else { return }
    keysInRelationships = false
    for (relationship, slot) in layout.relationshipSlots where !relationship.isToMany {
      guard case .toOne(let destination)? = relationships[slot] else { continue }
      if let destination, !destination.objectID.isTemporaryID {
        toOneKeys[slot] = (
          primaryKey: destination.objectID.primaryKey,
          entityNumber: destination.objectID.entityNumber
        )
      } else {
        toOneKeys[slot] = nil
      }
    }
  }

  /// The objects as a set, made with room to spare: each probe of a fuller table calls
  /// `isEqual(_:)`, which costs more than the room.
  static func set(of objects: [NSManagedObject]) -> Set<NSManagedObject> {
    var set = Set<NSManagedObject>(minimumCapacity: objects.count * 2)
    for object in objects { set.insert(object) }
    return set
  }

  static func objects(in value: Any?) -> [NSManagedObject] {
    switch value {
    case let set as Set<NSManagedObject>: set.sorted { $0.objectID.hash < $1.objectID.hash }
    case let ordered as NSOrderedSet: ordered.array.compactMap { $0 as? NSManagedObject }
    case let array as [NSManagedObject]: array
    case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
    default: []
    }
  }
}
