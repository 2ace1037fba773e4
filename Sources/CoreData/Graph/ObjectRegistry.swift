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

  /// The objects of permanent IDs.
  private var objects: [Key: NSManagedObject] = [:]
  /// The objects of temporary IDs, by the IDs' numbers (a temporary ID is equal to no other
  /// ID but one of its number), kept apart so that a save can forget them all at once.
  private var temporaries: [UInt64: NSManagedObject] = [:]

  /// Objects a save gave permanent IDs, not yet in ``objects``: they are put there at the
  /// first lookup of a permanent ID (many contexts that save look up none after it, and a
  /// save of many objects then makes no table of them).
  private var unindexed: [NSManagedObject] = []
  /// Objects inserted under temporary IDs, not yet in ``temporaries``: put there at the first
  /// lookup or removal of a temporary ID (inserting many objects and saving them looks up
  /// none, and then makes no table of them).
  private var unindexedTemporaries: [NSManagedObject] = []

  /// The object registered under `id`; setting nil unregisters it.
  subscript(id: NSManagedObjectID) -> NSManagedObject? {
    mutating get {
      if let number = id.temporaryNumber {
        indexTemporaries()
        return temporaries[number]
      }
      indexSaved()
      return objects[Key(id: id)]
    }
    set {
      if let number = id.temporaryNumber {
        indexTemporaries()
        temporaries[number] = newValue
      } else {
        indexSaved()
        objects[Key(id: id)] = newValue
      }
    }
  }

  /// Registers `object` under its permanent ID, which no other registered object has (an
  /// object a save gave its first permanent ID).
  mutating func registerSaved(_ object: NSManagedObject) {
    unindexed.append(object)
  }

  /// Registers `object` under its temporary ID (an object inserted into the context).
  mutating func registerInserted(_ object: NSManagedObject) {
    unindexedTemporaries.append(object)
  }

  /// Puts the objects of ``registerInserted(_:)`` in ``temporaries``.
  private mutating func indexTemporaries() {
    guard !unindexedTemporaries.isEmpty else { return }
    temporaries.reserveCapacity(temporaries.count + unindexedTemporaries.count)
    for object in unindexedTemporaries {
      if let number = object.objectID.temporaryNumber { temporaries[number] = object }
    }
    unindexedTemporaries = []
  }

  /// Puts the objects of ``registerSaved(_:)`` in ``objects``.
  private mutating func indexSaved() {
    guard !unindexed.isEmpty else { return }
    objects.reserveCapacity(objects.count + unindexed.count)
    for object in unindexed { objects[Key(id: object.objectID)] = object }
    unindexed = []
  }

  /// The registered objects, in no particular order.
  var values: [NSManagedObject] {
    mutating get {
      indexTemporaries()
      return Array(objects.values) + unindexed + Array(temporaries.values)
    }
  }

  /// How many objects are registered.
  var count: Int {
    mutating get {
      indexTemporaries()
      return objects.count + unindexed.count + temporaries.count
    }
  }

  /// Room for `minimumCapacity` more objects of ``registerSaved(_:)``.
  mutating func reserveSaved(_ minimumCapacity: Int) {
    unindexed.reserveCapacity(unindexed.count + minimumCapacity)
  }

  mutating func removeAll() {
    objects.removeAll()
    unindexed.removeAll()
    unindexedTemporaries.removeAll()
    temporaries.removeAll()
  }

  /// Moves the objects of ``registerInserted(_:)`` to those of ``registerSaved(_:)`` in one
  /// go when they are `saved`, in order, and no temporary ID was looked up since: a save of
  /// every object inserted, whose IDs it made permanent. The list itself moves when no
  /// other saved object waits to be indexed (no object retained or released again). False
  /// (nothing moved) otherwise.
  mutating func moveInsertedToSaved(_ saved: [NSManagedObject]) -> Bool {
    guard temporaries.isEmpty, unindexedTemporaries.count == saved.count,
      zip(unindexedTemporaries, saved).allSatisfy({ $0 === $1 })
    else { return false }
    if unindexed.isEmpty {
      swap(&unindexed, &unindexedTemporaries)
    } else {
      unindexed += unindexedTemporaries
      unindexedTemporaries = []
    }
    return true
  }

  /// Unregisters the temporary IDs of `numbers` (the objects a save gave permanent IDs): all
  /// at once when they are all there are, so that the table is not probed for each.
  mutating func removeTemporaries(_ numbers: [UInt64]) {
    // The inserted objects, not looked up since: each was registered once, and their
    // numbers are the saved objects' when there are as many.
    if temporaries.isEmpty, numbers.count == unindexedTemporaries.count {
      unindexedTemporaries = []
      return
    }
    indexTemporaries()
    if numbers.count == temporaries.count {
      temporaries.removeAll()
      return
    }
    for number in numbers { temporaries[number] = nil }
  }
}
