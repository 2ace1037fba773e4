/// A kind of object in a model: its name, properties, and place in an inheritance tree
/// (Apple's `NSEntityDescription`).
///
/// ```swift
/// let book = NSEntityDescription()
/// book.name = "Book"
/// book.properties = [title]
/// model.entities = [book]
/// ```
///
/// Subentities share their root entity's table in a store, told apart by entity number.
open class NSEntityDescription: CustomStringConvertible {
  /// The entity's name, unique in its model.
  @exclusivity(unchecked) public var name: String?
  /// The class Xcode generates or the app declares for the entity's objects.
  public var managedObjectClassName: String?
  /// Whether the entity has no instances of its own, only of its subentities.
  public var isAbstract: Bool = false
  /// Groups of property names whose values are unique together in the store.
  public var uniquenessConstraints: [[Any]] = []
  /// The model's user-info dictionary for the entity.
  public var userInfo: [AnyHashable: Any]? = [:]
  /// A string that changes the entity's version hash without changing its definition.
  public var versionHashModifier: String?
  /// The name the entity had in an earlier model version, for migration.
  public var renamingIdentifier: String?

  private var ownProperties: [NSPropertyDescription] = []
  /// The by-name dictionaries, made once: models do not change while they are used (Apple
  /// forbids it); setting properties or subentities drops them.
  /// Read and written only under ``lookupLock``: contexts on several queues share a model.
  private var lookup: PropertyLayout?
  /// Guards every entity's ``lookup``.
  private static let lookupLock = NSLock()
  /// The class this entity's objects are made as and the ``ManagedObjectClasses`` generation
  /// it was found in; read and written only under that registry's lock.
  var objectClass: (type: NSManagedObject.Type, generation: Int)?

  private var children: [NSEntityDescription] = []
  /// The entity this one inherits from.
  public private(set) var superentity: NSEntityDescription? {
    get { superentityAnchor?.target }
    set { superentityAnchor = newValue?.anchor }
  }
  private var superentityAnchor: ModelAnchor<NSEntityDescription>?
  weak var model: NSManagedObjectModel?
  /// What references to this entity hold (see ``ModelAnchor``).
  let anchor = ModelAnchor<NSEntityDescription>()

  /// Makes an entity with no name and no properties.
  public init() {
    anchor.target = self
  }

  deinit {
    anchor.target = nil
  }

  /// The model the entity is in.
  public var managedObjectModel: NSManagedObjectModel? { model }

  /// The entities that inherit from this one; setting it makes this their superentity.
  public var subentities: [NSEntityDescription] {
    get { children }
    set {
      for child in children where child.superentity === self {
        child.superentity = nil
        for entity in child.selfAndDescendants { entity.forgetLookup() }
      }
      children = newValue
      for child in newValue { child.superentity = self }
      for entity in selfAndDescendants { entity.forgetLookup() }
    }
  }

  /// Every property, inherited ones first; setting it replaces the entity's own properties.
  public var properties: [NSPropertyDescription] {
    get { (superentity?.properties ?? []) + ownProperties }
    set {
      let inherited = Set((superentity?.properties ?? []).map(\.name))
      ownProperties = newValue.filter { !inherited.contains($0.name) }
      for property in ownProperties { property.owner = self }
      for entity in selfAndDescendants { entity.forgetLookup() }
    }
  }

  /// The properties the entity declares itself (not inherited ones).
  var declaredProperties: [NSPropertyDescription] { ownProperties }

  private var madeLookup: PropertyLayout {
    Self.lookupLock.withLock {
      if let lookup { return lookup }
      let made = PropertyLayout(properties)
      lookup = made
      return made
    }
  }

  /// Where an object of the entity keeps each property's value (made with the by-name
  /// dictionaries, once).
  var layout: PropertyLayout { madeLookup }

  private func forgetLookup() {
    Self.lookupLock.withLock { lookup = nil }
  }

  /// Every property by name.
  public var propertiesByName: [String: NSPropertyDescription] { madeLookup.properties }

  /// The property named `name` (one lookup, for ``NSManagedObject/setValue(_:forKey:)``).
  func property(named name: String) -> NSPropertyDescription? { madeLookup.properties[name] }

  /// How many properties the entity has, inherited ones included.
  var propertyCount: Int { madeLookup.slots.count }

  /// Every attribute by name.
  public var attributesByName: [String: NSAttributeDescription] { madeLookup.attributes }

  /// Every relationship by name.
  public var relationshipsByName: [String: NSRelationshipDescription] {
    madeLookup.relationships
  }

  /// The attribute values a new object starts with: the model's defaults, read now (so a
  /// default set after the lookup was made still counts).
  var defaultAttributeValues: Slots<Any> { madeLookup.defaultAttributeValues }

  /// The relationships that reach `entity`.
  public func relationships(forDestination entity: NSEntityDescription)
    -> [NSRelationshipDescription]
  {
    properties.compactMap { $0 as? NSRelationshipDescription }
      .filter { $0.destinationEntity === entity }
  }

  /// Whether this entity is `entity` or inherits from it.
  public func isKindOf(entity: NSEntityDescription) -> Bool {
    var current: NSEntityDescription? = self
    while let candidate = current {
      if candidate === entity { return true }
      current = candidate.superentity
    }
    return false
  }

  /// The entity at the top of this one's inheritance tree (whose table it shares).
  var rootEntity: NSEntityDescription {
    var current = self
    var steps = 0
    while let parent = current.superentity, steps < 1_000 {
      current = parent
      steps += 1
    }
    return current
  }

  /// This entity and every entity below it, depth first.
  var selfAndDescendants: [NSEntityDescription] {
    var result: [NSEntityDescription] = []
    var seen: Set<ObjectIdentifier> = []
    var pending = [self]
    while let next = pending.popLast() {
      guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
      result.append(next)
      pending.append(contentsOf: next.children.reversed())
    }
    return result
  }

  /// The entity's name, parent and property names.
  public var description: String {
    let parent = superentity.map { " : \($0.name ?? "?")" } ?? ""
    return "(NSEntityDescription) \(name ?? "?")\(parent) \(properties.map(\.name))"
  }
}
