/// The objects of a to-many relationship, in order, each once.
///
/// Membership is looked up in a table of the objects' addresses made for this list (open
/// addressing, linear probing, a multiplicative hash), not a `Set<ObjectIdentifier>`, whose
/// every insertion runs SipHash: a list a relationship's inverse fills holds one entry per
/// object inserted. A list of a few objects compares them one by one and has no table.
struct ObjectList {
  private(set) var items: [NSManagedObject] = []
  /// The members' addresses, 0 where a place is free; empty while the list has at most
  /// ``directLimit`` items. At most half full, its count a power of two.
  private var table: [UInt] = []

  /// Lists of up to this many items have no table.
  private static let directLimit = 8

  init(_ objects: [NSManagedObject] = []) {
    for object in objects { append(object) }
  }

  var count: Int { items.count }

  func contains(_ object: NSManagedObject) -> Bool {
    guard !table.isEmpty else { return items.contains { $0 === object } }
    return table[place(of: Self.address(object))] != 0
  }

  /// Appends `object` unless the list has it; whether it was appended.
  @discardableResult
  mutating func append(_ object: NSManagedObject) -> Bool {
    if table.isEmpty {
      if items.contains(where: { $0 === object }) { return false }
      items.append(object)
      if items.count > Self.directLimit { rebuildTable() }
      return true
    }
    let address = Self.address(object)
    let index = place(of: address)
    if table[index] != 0 { return false }
    items.append(object)
    if items.count * 2 > table.count {
      rebuildTable()
    } else {
      table[index] = address
    }
    return true
  }

  mutating func remove(_ object: NSManagedObject) {
    guard contains(object) else { return }
    if let index = items.lastIndex(where: { $0 === object }) { items.remove(at: index) }
    guard !table.isEmpty else { return }
    if items.count <= Self.directLimit {
      table = []
      return
    }
    removeFromTable(Self.address(object))
  }

  @inline(__always)
  private static func address(_ object: NSManagedObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  /// Where `address` is in the table, or the free place where it would go.
  @inline(__always)
  private func place(of address: UInt) -> Int {
    let mask = table.count - 1
    var index = home(address)
    while table[index] != 0, table[index] != address { index = (index + 1) & mask }
    return index
  }

  /// The place `address` is looked for first.
  @inline(__always)
  private func home(_ address: UInt) -> Int {
    let mixed = UInt64(address) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32) & (table.count - 1)
  }

  /// A table four times the items' count (rounded up to a power of two), with every item.
  private mutating func rebuildTable() {
    var size = 16
    while size < items.count * 4 { size *= 2 }
    table = [UInt](repeating: 0, count: size)
    for object in items {
      let address = Self.address(object)
      table[place(of: address)] = address
    }
  }

  /// Frees the place of `address`, moving back the entries after it that would no longer
  /// be found (backward-shift deletion).
  private mutating func removeFromTable(_ address: UInt) {
    let mask = table.count - 1
    var free = place(of: address)
    guard table[free] == address else { return }
    var next = free
    while true {
      next = (next + 1) & mask
      let moved = table[next]
      if moved == 0 { break }
      let wanted = home(moved)
      // The entry at `next` stays unless the free place lies between its home and it.
      let stays =
        free <= next ? (free < wanted && wanted <= next) : (free < wanted || wanted <= next)
      if stays { continue }
      table[free] = moved
      free = next
    }
    table[free] = 0
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

  /// Appends `object` to a to-many value's list unless it has it (``ObjectList/append(_:)``),
  /// changed in place: the list is taken out of the value (which holds a placeholder
  /// meanwhile), so that it is not shared while it changes; nil for a to-one value.
  @inline(__always)
  mutating func appendToList(_ object: NSManagedObject) -> Bool? {
    guard case .toMany(var list) = self else { return nil }
    self = .toOne(nil)
    let added = list.append(object)
    self = .toMany(list)
    return added
  }

  var objects: [NSManagedObject] {
    switch self {
    case .toOne(let object): object.map { [$0] } ?? []
    case .toMany(let list): list.items
    }
  }
}

extension Slots where Value == RelationshipValue {
  /// Takes the to-many list out of `slot` (leaving nil) so that it can be changed without a
  /// copy; a to-one value there (a name shared through the name lookup) is left in place.
  @inline(__always) mutating func takeList(_ slot: Int) -> ObjectList? {
    switch take(slot) {
    case .toMany(let list)?: return list
    case let other?:
      self[slot] = other
      return nil
    case nil: return nil
    }
  }

}
