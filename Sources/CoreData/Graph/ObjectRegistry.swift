/// A context's registered objects by ID, one object per stored row.
///
/// Keyed by ``Key`` rather than by `NSManagedObjectID` itself: an `NSObject` key compares
/// through `isEqual(_:)`, which boxes its argument as `Any?` and casts it back for every
/// probe of the hash table. ``Key`` compares the same facts without the cast.
struct ObjectRegistry {
  /// An object ID as a dictionary key: equal and hashed as the ID's `isEqual(_:)` and `hash`.
  ///
  /// The hash is kept in the key: growing the table rehashes every key, and reading each
  /// ID's hash again would visit every ID object (a cache miss each, in a large context).
  struct Key: Hashable {
    let id: NSManagedObjectID
    let hash: Int

    init(id: NSManagedObjectID) {
      self.id = id
      hash = id.hash
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.hash == rhs.hash && lhs.id.isSameID(as: rhs.id)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
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
