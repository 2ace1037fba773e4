/// One object read from a store (Apple's `NSManagedObject`): its attribute values, read with
/// the row, and its relationships, read when first asked for.
///
/// ```swift
/// let word = words[0]
/// word.value(forKey: "text") as? String
/// (word.value(forKey: "vocabulary") as? NSManagedObject)?.value(forKey: "name")
/// (word.value(forKey: "translations") as? Set<NSManagedObject>)?.count
/// ```
///
/// Values are Apple's types: `NSNumber` (integers, floating point, Booleans),
/// `NSDecimalNumber`, `String`, `Date`, `Data`, `UUID`, `URL`; a to-one relationship gives an
/// `NSManagedObject`, a to-many one a `Set<NSManagedObject>`, an ordered one an `NSOrderedSet`.
/// Objects are read-only.
open class NSManagedObject: NSObject, NSFetchRequestResult {
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's identity in its store.
  public let objectID: NSManagedObjectID
  /// The context the object was fetched into.
  public private(set) weak var managedObjectContext: NSManagedObjectContext?

  var attributeValues: [String: Any]
  var toOneKeys: [String: (entityNumber: Int64?, primaryKey: Int64)]
  private var relationshipCache: [String: Any] = [:]
  /// The row's optimistic-locking version (`Z_OPT`).
  let version: Int64

  init(
    entity: NSEntityDescription, objectID: NSManagedObjectID, context: NSManagedObjectContext,
    attributeValues: [String: Any], toOneKeys: [String: (entityNumber: Int64?, primaryKey: Int64)],
    version: Int64
  ) {
    self.entity = entity
    self.objectID = objectID
    self.managedObjectContext = context
    self.attributeValues = attributeValues
    self.toOneKeys = toOneKeys
    self.version = version
  }

  /// Always false: objects are read whole, and relationships fault on their own.
  public var isFault: Bool { false }
  /// Always false: docpkg does not insert objects.
  public var isInserted: Bool { false }
  /// Always false: docpkg does not change objects.
  public var isUpdated: Bool { false }
  /// Always false: docpkg does not delete objects.
  public var isDeleted: Bool { false }
  /// Always false: objects are read-only.
  public var hasChanges: Bool { false }

  /// The value of the property `key`: an attribute's value, or the objects a relationship
  /// reaches (read from the store the first time); `nil` when it is empty or not a property.
  open func value(forKey key: String) -> Any? {
    if let value = attributeValues[key] { return value }
    guard let relationship = entity.relationshipsByName[key] else { return nil }
    if let cached = relationshipCache[key] { return cached }
    guard let context = managedObjectContext else { return nil }
    let value: Any?
    if relationship.isToMany {
      let objects = (try? context.destinations(of: relationship, from: self)) ?? []
      value = relationship.isOrdered ? NSOrderedSet(array: objects) : Set(objects)
    } else {
      guard let key = toOneKeys[key], let destination = relationship.destinationEntity else {
        return nil
      }
      value = try? context.object(
        destination: destination, entityNumber: key.entityNumber, primaryKey: key.primaryKey)
    }
    if let value { relationshipCache[key] = value }
    return value
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

  /// The stored value of `key` (the same as ``value(forKey:)`` for a read-only object).
  open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

  /// The attribute values by name (Apple's `dictionaryWithValues(forKeys:)`).
  open func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
    var result: [String: Any] = [:]
    for key in keys { result[key] = value(forKey: key) ?? NSNull() }
    return result
  }

  /// The entity name, object ID and attribute values.
  open override var description: String {
    let values = attributeValues.keys.sorted().map { "\($0) = \(attributeValues[$0] ?? "nil")" }
    return "<\(entity.name ?? "?"): \(objectID)> { \(values.joined(separator: "; ")) }"
  }
}
