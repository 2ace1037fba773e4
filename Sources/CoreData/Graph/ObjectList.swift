/// The objects of a to-many relationship, in order, each once.
struct ObjectList {
  private(set) var items: [NSManagedObject] = []
  private var members: Set<ObjectIdentifier> = []

  init(_ objects: [NSManagedObject] = []) {
    for object in objects { append(object) }
  }

  var count: Int { items.count }

  func contains(_ object: NSManagedObject) -> Bool {
    members.contains(ObjectIdentifier(object))
  }

  /// Appends `object` unless the list has it; whether it was appended.
  @discardableResult
  mutating func append(_ object: NSManagedObject) -> Bool {
    guard members.insert(ObjectIdentifier(object)).inserted else { return false }
    items.append(object)
    return true
  }

  mutating func remove(_ object: NSManagedObject) {
    guard members.remove(ObjectIdentifier(object)) != nil else { return }
    if let index = items.lastIndex(where: { $0 === object }) { items.remove(at: index) }
  }
}

/// A relationship's value once read or set: the object of a to-one relationship, or the
/// objects of a to-many one.
enum RelationshipValue {
  case toOne(NSManagedObject?)
  case toMany(ObjectList)

  /// How many objects the value holds (``objects``' count, without making the array).
  var count: Int {
    switch self {
    case .toOne(let object): object == nil ? 0 : 1
    case .toMany(let list): list.count
    }
  }

  var objects: [NSManagedObject] {
    switch self {
    case .toOne(let object): object.map { [$0] } ?? []
    case .toMany(let list): list.items
    }
  }
}
