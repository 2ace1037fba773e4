/// A context's registered objects by ID, one object per stored row.
///
/// Keyed by ``Key`` rather than by `NSManagedObjectID` itself: an `NSObject` key compares
/// through `isEqual(_:)`, which boxes its argument as `Any?` and casts it back for every
/// probe of the hash table. ``Key`` compares the same facts without the cast.
struct ObjectRegistry {
  /// An object ID as a dictionary key: equal and hashed as the ID's `isEqual(_:)` and `hash`.
  struct Key: Hashable {
    let id: NSManagedObjectID

    static func == (lhs: Key, rhs: Key) -> Bool { lhs.id.isSameID(as: rhs.id) }

    func hash(into hasher: inout Hasher) { hasher.combine(id.hash) }
  }

  private var objects: [Key: NSManagedObject] = [:]

  /// The object registered under `id`; setting nil unregisters it.
  subscript(id: NSManagedObjectID) -> NSManagedObject? {
    get { objects[Key(id: id)] }
    set { objects[Key(id: id)] = newValue }
  }

  /// The registered objects, in no particular order.
  var values: Dictionary<Key, NSManagedObject>.Values { objects.values }

  /// How many objects are registered.
  var count: Int { objects.count }

  mutating func reserveCapacity(_ minimumCapacity: Int) {
    objects.reserveCapacity(minimumCapacity)
  }

  mutating func removeAll() { objects.removeAll() }
}
