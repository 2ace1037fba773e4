/// How one fetch request is run: which store and table, what SQL, and what is left to do in
/// memory (predicate, sorting on anything but stored attributes, and the window after them).
struct FetchPlan {
  let store: NSPersistentStore
  let mapping: EntityMapping
  let context: NSManagedObjectContext
  let predicate: (any FetchPredicate)?
  let sortDescriptors: [Predicates.NSSortDescriptor]
  let limit: Int
  let offset: Int
  let includesSubentities: Bool

  init<T>(_ request: NSFetchRequest<T>, context: NSManagedObjectContext) throws(StoreError) {
    guard let name = request.entity?.name ?? request.entityName else {
      throw .invalidFetchRequest(reason: "it names no entity")
    }
    var found: (NSPersistentStore, EntityMapping)?
    for store in try context.stores() {
      if let mapping = store.schema.byName[name] {
        found = (store, mapping)
        break
      }
    }
    guard let (store, mapping) = found else { throw .unknownEntity(name) }
    self.store = store
    self.mapping = mapping
    self.context = context
    predicate = request.predicate
    sortDescriptors = request.sortDescriptors ?? []
    limit = max(0, request.fetchLimit)
    offset = max(0, request.fetchOffset)
    includesSubentities = request.includesSubentities
  }

  private var filter: String { mapping.entityFilter(includingSubentities: includesSubentities) }

  /// The columns of sort descriptors that are all stored attributes, or nil.
  private var sqlOrder: [String]? {
    var terms: [String] = []
    let columns = Dictionary(
      mapping.attributes.map { ($0.attribute.name, ($0.column, $0.attribute.attributeType)) },
      uniquingKeysWith: { first, _ in first })
    for descriptor in sortDescriptors {
      // Strings and decimals sort in memory: SQLite's order differs from Foundation's there.
      guard let key = descriptor.key, let (column, type) = columns[key],
        type != .stringAttributeType, type != .decimalAttributeType, type != .URIAttributeType,
        type != .UUIDAttributeType, type != .transformableAttributeType,
        type != .binaryDataAttributeType
      else { return nil }
      terms.append("\(column) \(descriptor.ascending ? "ASC" : "DESC")")
    }
    return terms
  }

  func objects() throws(StoreError) -> [NSManagedObject] {
    let base = "SELECT * FROM \(mapping.table) WHERE \(filter)"
    if predicate == nil, let order = sqlOrder {
      var sql = base + " ORDER BY " + (order + ["Z_PK"]).joined(separator: ", ")
      if limit > 0 || offset > 0 { sql += " LIMIT \(limit > 0 ? limit : -1) OFFSET \(offset)" }
      return try context.readRows(store: store, mapping: mapping, sql: sql)
    }
    var objects = try context.readRows(store: store, mapping: mapping, sql: base + " ORDER BY Z_PK")
    if let predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
    if !sortDescriptors.isEmpty { objects = sorted(objects) }
    if offset > 0 { objects = Array(objects.dropFirst(offset)) }
    if limit > 0 { objects = Array(objects.prefix(limit)) }
    return objects
  }

  /// The objects the request selects with the context's unsaved changes applied: deleted
  /// objects left out, inserted ones added, and the predicate and order applied to the
  /// objects' current values.
  func objects(including context: NSManagedObjectContext) throws(StoreError) -> [NSManagedObject] {
    var objects = try context.readRows(
      store: store, mapping: mapping,
      sql: "SELECT * FROM \(mapping.table) WHERE \(filter) ORDER BY Z_PK")
    let inherited = context.inheritedChanges()
    objects.removeAll { $0.lifecycle == .deleted || inherited.deleted.contains($0.objectID) }
    let entity = mapping.entity
    for object in context.inserted.items + context.adopt(inherited.inserted)
    where object.lifecycle != .deleted
      && (includesSubentities ? object.entity.isKindOf(entity: entity) : object.entity === entity)
    {
      objects.append(object)
    }
    if let predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
    if !sortDescriptors.isEmpty { objects = sorted(objects) }
    if offset > 0 { objects = Array(objects.dropFirst(offset)) }
    if limit > 0 { objects = Array(objects.prefix(limit)) }
    return objects
  }

  func count() throws(StoreError) -> Int {
    guard predicate == nil else {
      let all = try objects()
      return all.count
    }
    let statement = try store.connection.prepare(
      "SELECT COUNT(*) FROM \(mapping.table) WHERE \(filter)")
    guard try statement.step() else { return 0 }
    var total = Int(statement.int64(0)) - offset
    total = max(0, total)
    return limit > 0 ? min(limit, total) : total
  }

  /// A stable sort by the descriptors, ties broken by the next descriptor: each object's
  /// keys are looked up and normalized once, one column per descriptor, and positions are
  /// sorted, so comparisons touch neither the objects nor `Any`.
  private func sorted(_ objects: [NSManagedObject]) -> [NSManagedObject] {
    // One attribute key (the common case): its values read once, compared as strings
    // themselves when all are strings.
    var single: [Any?]?
    if sortDescriptors.count == 1, let key = sortDescriptors[0].key, !key.contains(".") {
      var reader = AttributeReader(key: key, context: context)
      let values = objects.map { reader.value(of: $0) }
      var texts: [String] = []
      texts.reserveCapacity(values.count)
      for value in values {
        guard let text = value as? String else { break }
        texts.append(text)
      }
      if texts.count == values.count {
        return Self.sorted(objects, byTexts: texts, ascending: sortDescriptors[0].ascending)
      }
      single = values
    }
    let columns = sortDescriptors.map { descriptor -> [ValueOrder.Comparable?] in
      if let single { return single.map(ValueOrder.normalized) }
      guard let key = descriptor.key else { return Array(repeating: nil, count: objects.count) }
      if key.contains(".") {
        return objects.map { ValueOrder.normalized($0.value(forKeyPath: key)) }
      }
      var reader = AttributeReader(key: key, context: context)
      return objects.map { ValueOrder.normalized(reader.value(of: $0)) }
    }
    let ascending = sortDescriptors.map(\.ascending)
    if columns.count == 1, let texts = Self.texts(columns[0]) {
      return Self.sorted(objects, byTexts: texts, ascending: ascending[0])
    }
    var order = Array(objects.indices)
    order.sort { first, second in
      for position in columns.indices {
        switch ValueOrder.compare(normalized: columns[position][first], columns[position][second])
        {
        case .orderedAscending: return ascending[position]
        case .orderedDescending: return !ascending[position]
        case .orderedSame: continue
        }
      }
      return first < second
    }
    return order.map { objects[$0] }
  }

  /// The objects in the order of their strings (ties in their order): the strings compared
  /// themselves, or, when all are short ASCII, their bytes as two words (ASCII strings order
  /// as their bytes do).
  private static func sorted(
    _ objects: [NSManagedObject], byTexts texts: [String], ascending up: Bool
  )
    -> [NSManagedObject]
  {
    var order = Array(objects.indices)
    if let keys = asciiKeys(texts) {
      order.sort { first, second in
        let one = keys[first]
        let other = keys[second]
        if one == other { return first < second }
        return (one < other) == up
      }
      return order.map { objects[$0] }
    }
    order.sort { first, second in
      if texts[first] == texts[second] { return first < second }
      return (texts[first] < texts[second]) == up
    }
    return order.map { objects[$0] }
  }

  /// ``NSManagedObject/value(forKey:)`` of one key for many objects: the key's slot found once
  /// per entity layout, not hashed for each object. Objects of subclasses (which may override
  /// `value(forKey:)`), and keys that are not attributes, are asked as usual.
  ///
  /// The objects are the fetching context's: while it evaluates the fetch, a fault stays one
  /// (``NSManagedObject/fireFault()`` would return at once), so it is not asked.
  private struct AttributeReader {
    let key: String
    let evaluating: Bool
    private var layout: PropertyLayout?
    private var slot: Int?

    init(key: String, context: NSManagedObjectContext) {
      self.key = key
      evaluating = context.isEvaluatingFetch
    }

    mutating func value(of object: NSManagedObject) -> Any? {
      guard type(of: object) == NSManagedObject.self else { return object.value(forKey: key) }
      if object.layout !== layout {
        layout = object.layout
        slot = object.layout.slotsByName[key].flatMap { slot in
          if case .attribute = object.layout.kinds[slot] { return slot }
          return nil
        }
      }
      guard let slot else { return object.value(forKey: key) }
      if !evaluating || object.faultState != .fault { object.fireFault() }
      return object.attributeValues[slot]
    }
  }

  /// Each string as its UTF-8 bytes in two big-endian words, zero-padded, when every one is at
  /// most 16 ASCII bytes with no NUL: the words then order as the strings do (a shorter
  /// string's padding sorts before any byte).
  private static func asciiKeys(_ texts: [String]) -> [(UInt64, UInt64)]? {
    var keys: [(UInt64, UInt64)] = []
    keys.reserveCapacity(texts.count)
    for text in texts {
      let words = text.utf8.withContiguousStorageIfAvailable { bytes -> (UInt64, UInt64)? in
        guard bytes.count <= 16 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
          guard byte != 0, byte < 0x80 else { return nil }
          if index < 8 {
            words.0 |= UInt64(byte) << UInt64(56 - 8 * index)
          } else {
            words.1 |= UInt64(byte) << UInt64(56 - 8 * (index - 8))
          }
        }
        return words
      }
      guard let found = words, let words = found else { return nil }
      keys.append(words)
    }
    return keys
  }

  /// The keys as plain strings when every one is a string.
  private static func texts(_ keys: [ValueOrder.Comparable?]) -> [String]? {
    var texts: [String] = []
    texts.reserveCapacity(keys.count)
    for key in keys {
      guard case .text(let text)? = key else { return nil }
      texts.append(text)
    }
    return texts
  }
}
