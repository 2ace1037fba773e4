/// The objects inserted, changed and deleted since a context last posted
/// `NSManagedObjectContextObjectsDidChange`.
struct PendingChanges {
  var inserted = UnretainedObjects(.pendingInserted)
  var updated = TrackedObjects(.pendingUpdated)
  var deleted = TrackedObjects(.pendingDeleted)

  var isEmpty: Bool { inserted.count == 0 && updated.count == 0 && deleted.count == 0 }

  /// Empties the three lists.
  mutating func removeAll() {
    inserted.removeAll()
    updated.removeAll()
    deleted.removeAll()
  }
}

/// The objects of one of a context's change lists (inserted, updated, deleted, and the same
/// since the last `ObjectsDidChange`), in order, each once.
///
/// Whether an object is in a list is a bit of the object's
/// (``NSManagedObject/trackedLists``) rather than a hash set of the list's: an object is in
/// the lists of its own context only, and every way out of a list clears the bit (the
/// context clears its lists' bits when it goes). Lists are not copied to be changed.
struct TrackedObjects {
  /// Which list: the bit of ``NSManagedObject/trackedLists`` it sets.
  struct Kind {
    let bit: UInt8

    static let inserted = Kind(bit: 1)
    static let updated = Kind(bit: 2)
    static let deleted = Kind(bit: 4)
    static let pendingInserted = Kind(bit: 8)
    static let pendingUpdated = Kind(bit: 16)
    static let pendingDeleted = Kind(bit: 32)
  }

  private let bit: UInt8
  private(set) var items: [NSManagedObject] = []

  init(_ kind: Kind) { bit = kind.bit }

  var count: Int { items.count }

  func contains(_ object: NSManagedObject) -> Bool { object.trackedLists & bit != 0 }

  mutating func append(_ object: NSManagedObject) {
    guard object.trackedLists & bit == 0 else { return }
    object.trackedLists |= bit
    items.append(object)
  }

  mutating func remove(_ object: NSManagedObject) {
    guard object.trackedLists & bit != 0 else { return }
    object.trackedLists &= ~bit
    if let index = items.lastIndex(where: { $0 === object }) { items.remove(at: index) }
  }

  mutating func removeAll() {
    for object in items { object.trackedLists &= ~bit }
    items = []
  }

  /// Empties the list whose objects the caller took out of it (``leave(_:)``) already, while
  /// it went through them for something else (one pass over many objects, not two).
  mutating func removeAllLeft() {
    items = []
  }

  /// Takes `object` out of this kind of list without taking it out of ``items``: for
  /// ``removeAllLeft()``.
  @inline(__always)
  func leave(_ object: NSManagedObject) {
    object.trackedLists &= ~bit
  }
}

/// ``TrackedObjects`` for the objects inserted since the last `ObjectsDidChange`, without
/// holding them: each is in the context's inserted list too (added, taken out and emptied
/// with it), which holds it. In the same order as that list, so all of it when as many.
///
/// Not holding them spares a retain per object inserted and, once the save posted them, a
/// release per object (a pass over them all, a cache miss each in a large save).
struct UnretainedObjects {
  private let bit: UInt8
  private var references: [Unmanaged<NSManagedObject>] = []

  init(_ kind: TrackedObjects.Kind) { bit = kind.bit }

  var count: Int { references.count }

  /// The objects, held (for the notification that posts them).
  var items: [NSManagedObject] { references.map { $0.takeUnretainedValue() } }

  mutating func append(_ object: NSManagedObject) {
    guard object.trackedLists & bit == 0 else { return }
    object.trackedLists |= bit
    references.append(Unmanaged.passUnretained(object))
  }

  mutating func remove(_ object: NSManagedObject) {
    guard object.trackedLists & bit != 0 else { return }
    object.trackedLists &= ~bit
    if let index = references.lastIndex(where: {
      $0.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }) {
      references.remove(at: index)
    }
  }

  mutating func removeAll() {
    for reference in references { reference.takeUnretainedValue().trackedLists &= ~bit }
    references = []
  }

  /// See ``TrackedObjects/removeAllLeft()``.
  mutating func removeAllLeft() {
    references = []
  }

  /// See ``TrackedObjects/leave(_:)``.
  @inline(__always)
  func leave(_ object: NSManagedObject) {
    object.trackedLists &= ~bit
  }
}
