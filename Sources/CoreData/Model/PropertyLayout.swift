import Synchronization

/// An entity's properties by name and by position ("slot"): an object keeps its values in
/// arrays indexed by slot, and its changed properties as a set of slots, so that reading or
/// changing a property hashes its name at most once (for the key asked for), not once per
/// table it is kept in.
///
/// Slots follow ``NSEntityDescription/properties``, inherited properties first, so a
/// property has the same slot in its entity and every subentity. Made once per entity (a
/// class, so an object holds one reference rather than copies of the tables).
final class PropertyLayout {
  /// What the property in a slot is, without a cast.
  enum Kind {
    case attribute(NSAttributeDescription)
    case relationship(NSRelationshipDescription)
    case other
  }

  let properties: [String: NSPropertyDescription]
  let attributes: [String: NSAttributeDescription]
  let relationships: [String: NSRelationshipDescription]
  /// The properties by slot (the one of each name that ``properties`` holds).
  let slots: [NSPropertyDescription]
  let kinds: [Kind]
  let slotsByName: [String: Int]
  /// The names by slot (for ``slot(named:)``).
  let names: [String]
  /// The attributes with their slots, in slot order.
  let attributeSlots: [(attribute: NSAttributeDescription, slot: Int)]
  /// The relationships with their slots, in slot order.
  let relationshipSlots: [(relationship: NSRelationshipDescription, slot: Int)]
  /// The slots an object's attribute values take: up to the last attribute's (the slots
  /// after it are relationships', which hold no attribute value).
  let attributeSlotCount: Int

  /// Made under ``NSEntityDescription``'s lookup lock.
  init(_ ordered: [NSPropertyDescription]) {
    let byName = Dictionary(ordered.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    properties = byName
    attributes = byName.compactMapValues { $0 as? NSAttributeDescription }
    relationships = byName.compactMapValues { $0 as? NSRelationshipDescription }
    var slots: [NSPropertyDescription] = []
    var kinds: [Kind] = []
    var slotsByName: [String: Int] = [:]
    var attributeSlots: [(NSAttributeDescription, Int)] = []
    var relationshipSlots: [(NSRelationshipDescription, Int)] = []
    for property in ordered where byName[property.name] === property {
      guard slotsByName[property.name] == nil else { continue }
      let slot = slots.count
      // Written only when it changes: a subentity's layout finds its inherited properties'
      // slots already set, and a layout in use is not written under its readers.
      if property.slotHint.load(ordering: .relaxed) != slot {
        property.slotHint.store(slot, ordering: .relaxed)
      }
      slots.append(property)
      slotsByName[property.name] = slot
      if let attribute = property as? NSAttributeDescription {
        kinds.append(.attribute(attribute))
        attributeSlots.append((attribute, slot))
      } else if let relationship = property as? NSRelationshipDescription {
        kinds.append(.relationship(relationship))
        relationshipSlots.append((relationship, slot))
      } else {
        kinds.append(.other)
      }
    }
    self.slots = slots
    self.kinds = kinds
    self.slotsByName = slotsByName
    names = slots.map(\.name)
    self.attributeSlots = attributeSlots
    self.relationshipSlots = relationshipSlots
    attributeSlotCount = (attributeSlots.last?.1 ?? -1) + 1
  }

  /// The slot of the property named `name`: for an entity of a few properties, the names
  /// are compared (a short name compares as two words) rather than the one asked for hashed.
  @inline(__always)
  func slot(named name: String) -> Int? {
    guard names.count <= 4 else { return slotsByName[name] }
    for slot in names.indices where names[slot] == name { return slot }
    return nil
  }

  /// The slot of `property` in this layout: its own hint when it holds here, else the slot
  /// of the property of the same name (nil when the entity has none).
  @inline(__always)
  func slot(of property: NSPropertyDescription) -> Int? {
    let hint = property.slotHint.load(ordering: .relaxed)
    if hint >= 0, hint < slots.count, slots[hint] === property { return hint }
    return slot(named: property.name)
  }

  /// The attribute values a new object starts with: the model's defaults, read now (so a
  /// default set after the layout was made still counts).
  var defaultAttributeValues: Slots<Any> {
    var values = Slots<Any>(count: attributeSlotCount)
    for (attribute, slot) in attributeSlots where attribute.hasDefaultValue {
      if let value = attribute.defaultValue { values[slot] = value }
    }
    return values
  }
}

/// Values by slot (see ``PropertyLayout``): nil where none is set. Slots past the end read
/// as nil, so an object with no values holds no storage.
struct Slots<Value> {
  private(set) var values: [Value?] = []

  init() {}

  /// Room for `count` slots, all nil.
  ///
  /// Small counts are array literals: `Array(repeating:count:)` allocates through an
  /// unspecialized path that looks up the array's type metadata on each call (about as
  /// costly as the rest of making an object); a literal's allocation is specialized.
  init(count: Int) {
    // The nil comes from a call the optimizer does not see through: a literal of constants
    // would be a static array, copied (through the slow path) at the first write.
    let none = Self.none()
    switch count {
    case 0: values = []
    case 1: values = [none]
    case 2: values = [none, none]
    case 3: values = [none, none, none]
    case 4: values = [none, none, none, none]
    case 5: values = [none, none, none, none, none]
    case 6: values = [none, none, none, none, none, none]
    case 7: values = [none, none, none, none, none, none, none]
    case 8: values = [none, none, none, none, none, none, none, none]
    default: values = Array(repeating: none, count: count)
    }
  }

  @inline(never)
  private static func none() -> Value? { nil }

  subscript(slot: Int) -> Value? {
    @inline(__always) get { slot < values.count ? values[slot] : nil }
    @inline(__always) set {
      if slot < values.count {
        values[slot] = newValue
        return
      }
      guard newValue != nil else { return }
      values.append(contentsOf: repeatElement(nil, count: slot + 1 - values.count))
      values[slot] = newValue
    }
  }

  /// Takes the value out of `slot` (leaving nil), so that it can be changed without a copy:
  /// moved out of the storage (not copied, then the stored one destroyed, which retained
  /// and released each reference the value holds).
  @inline(__always)
  mutating func take(_ slot: Int) -> Value? {
    guard slot < values.count else { return nil }
    return values.withUnsafeMutableBufferPointer { buffer in
      let pointer = buffer.baseAddress! + slot
      let value = pointer.move()
      pointer.initialize(to: nil)
      return value
    }
  }

  /// Runs `body` on the value in `slot` in place (nil past the end, where nothing is
  /// stored).
  @inline(__always)
  mutating func modify<Result>(_ slot: Int, _ body: (inout Value?) -> Result) -> Result? {
    guard slot < values.count else { return nil }
    return body(&values[slot])
  }

  /// Whether `slot` holds a value (looked at in place, without a copy of the value).
  @inline(__always)
  func holdsValue(_ slot: Int) -> Bool {
    guard slot < values.count else { return false }
    return values.withUnsafeBufferPointer { buffer in
      switch buffer[slot] {
      case .none: false
      case .some: true
      }
    }
  }

  /// The slots that hold a value, with it.
  var occupied: [(slot: Int, value: Value)] {
    values.indices.compactMap { slot in values[slot].map { (slot, $0) } }
  }

  mutating func removeAll() { values = [] }
}

/// A set of slots (an object's changed properties): a bit each, in one word for the first
/// 64 properties.
struct PropertySet {
  private var low: UInt64 = 0
  private var high: [UInt64] = []

  init() {}

  var isEmpty: Bool { low == 0 && (high.isEmpty || high.allSatisfy { $0 == 0 }) }

  @inline(__always)
  func contains(_ slot: Int) -> Bool {
    if slot < 64 { return low & (1 << UInt64(slot)) != 0 }
    let word = slot / 64 - 1
    return word < high.count && high[word] & (1 << UInt64(slot % 64)) != 0
  }

  @inline(__always)
  mutating func insert(_ slot: Int) {
    if slot < 64 {
      low |= 1 << UInt64(slot)
      return
    }
    let word = slot / 64 - 1
    if word >= high.count {
      high.append(contentsOf: repeatElement(0, count: word + 1 - high.count))
    }
    high[word] |= 1 << UInt64(slot % 64)
  }

  mutating func removeAll() {
    low = 0
    if !high.isEmpty { high = [] }
  }

  /// The slots in the set, in order.
  var slots: [Int] {
    var result: [Int] = []
    for slot in 0..<64 where low & (1 << UInt64(slot)) != 0 { result.append(slot) }
    for (word, bits) in high.enumerated() where bits != 0 {
      for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
        result.append((word + 1) * 64 + bit)
      }
    }
    return result
  }
}

/// A to-one relationship's destination as its row has it: the destination's primary key and
/// entity number (when the relationship has a column for it). The key first: a slot of the
/// pair then takes 24 bytes, not 32.
typealias ToOneKey = (primaryKey: Int64, entityNumber: Int64?)
