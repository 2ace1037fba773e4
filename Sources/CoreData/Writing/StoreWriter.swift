import Foundation

/// One save's writes to a store, in one SQLite transaction (`BEGIN IMMEDIATE` … `COMMIT`):
/// primary keys from `Z_PRIMARYKEY` (the inheritance root's `Z_MAX`, kept up to date), rows
/// inserted with `Z_OPT` 1, changed columns updated with `Z_OPT` incremented and checked
/// against the version read (optimistic locking), ordering columns, join-table rows, and
/// deleted rows. Any failure rolls the whole save back.
struct StoreWriter {
  let store: NSPersistentStore
  let connection: SQLiteConnection
  let policy: NSMergePolicy.MergeType
  /// The `Z_OPT` each updated object has after the save.
  private(set) var newVersions: [ObjectIdentifier: Int64] = [:]
  /// Objects whose changes the store's won (store-trump and rollback policies).
  private(set) var overruled: [NSManagedObject] = []
  /// One prepared `INSERT` per entity, with its column plan, reused for each of its objects.
  private var insertPlans: [ObjectIdentifier: InsertPlan] = [:]
  /// Each mapping's relationships in name order, worked out once per save.
  private var sortedRelationships: [ObjectIdentifier: [(String, RelationshipColumns)]] = [:]
  /// Whether each mapping has relationships whose rows or columns a save writes after the
  /// inserts (join tables, ordering columns).
  private var writesToMany: [ObjectIdentifier: Bool] = [:]
  /// The entity of the object inserted before, with its mapping and plan (objects come
  /// grouped by entity, so most inserts look up neither).
  private var recent: (entity: ObjectIdentifier, mapping: EntityMapping, plan: InsertPlan)?

  init(store: NSPersistentStore, connection: SQLiteConnection, policy: NSMergePolicy.MergeType) {
    self.store = store
    self.connection = connection
    self.policy = policy
  }

  /// `entities` are the entities of the objects (each once): checks and writes none of them
  /// needs are not run over the objects.
  mutating func write(
    inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject],
    entities: [NSEntityDescription]
  ) throws(SaveError) {
    do {
      try connection.execute("BEGIN IMMEDIATE")
    } catch {
      throw .store(error)
    }
    do {
      try assignKeys(inserted)
      if entities.contains(where: { !UniquenessCheck.constraints(of: $0).isEmpty }) {
        try UniquenessCheck(writer: self).check(inserted + updated, deleted: deleted)
      }
      try insertRows(inserted)
      for object in updated { try updateRow(object) }
      let writesToMany = entities.contains { entity in
        store.schema.mapping(for: entity).map { hasToManyWrites($0) } ?? true
      }
      if writesToMany {
        for object in inserted { try writeToManyRelationships(object) }
        for object in updated { try writeToManyRelationships(object) }
      }
      for object in deleted { try deleteRow(object) }
      try connection.execute("COMMIT")
    } catch let error as SaveError {
      try? connection.execute("ROLLBACK")
      forgetKeys(inserted)
      throw error
    } catch let error as StoreError {
      try? connection.execute("ROLLBACK")
      forgetKeys(inserted)
      throw .store(error)
    } catch {
      try? connection.execute("ROLLBACK")
      forgetKeys(inserted)
      throw .store(.storeClosed)
    }
  }

  /// Takes back the primary keys given to the inserted objects, after a failed save (the
  /// objects that got none have none: ``NSManagedObject/savingPrimaryKey`` is 0 outside a
  /// save). No list of the objects keyed is kept: it would hold each object once more, and
  /// releasing it touch each object again.
  private func forgetKeys(_ inserted: [NSManagedObject]) {
    for object in inserted { object.savingPrimaryKey = 0 }
  }

  func mapping(_ object: NSManagedObject) throws(SaveError) -> EntityMapping {
    guard let mapping = store.schema.mapping(for: object.entity) else {
      throw .noStore(entity: object.entity.name ?? "?")
    }
    return mapping
  }

  /// The entity number and primary key an object has (or gets in this save).
  func key(_ object: NSManagedObject) throws(SaveError) -> (entity: Int64, primaryKey: Int64) {
    let number = try mapping(object).number
    if object.savingPrimaryKey != 0 { return (number, object.savingPrimaryKey) }
    return (number, object.objectID.primaryKey)
  }

  private mutating func assignKeys(_ inserted: [NSManagedObject]) throws(SaveError) {
    // One pass over the objects: each inheritance root's Z_MAX is read when its first object
    // comes (each entity's root worked out once, the entity of the object before looked up
    // no more), counted up object by object, and written back at the end.
    var groupOf: [ObjectIdentifier: Int] = [:]
    var roots: [String] = []
    var maxima: [Int64] = []
    var previous: (entity: ObjectIdentifier, group: Int)?
    let read = try prepare("SELECT Z_MAX FROM Z_PRIMARYKEY WHERE Z_NAME = ?1")
    let write = try prepare("UPDATE Z_PRIMARYKEY SET Z_MAX = ?1 WHERE Z_NAME = ?2")
    for index in inserted.indices {
      // Not retained (the list holds it): a retain is an atomic write to the object, which
      // waits for its memory, where reads of the objects after it need not.
      unowned(unsafe) let object = inserted[index]
      let entity = ObjectIdentifier(object.entity)
      let group: Int
      if let previous, previous.entity == entity {
        group = previous.group
      } else if let known = groupOf[entity] {
        group = known
      } else {
        let root = object.entity.rootEntity.name ?? ""
        if let index = roots.firstIndex(of: root) {
          group = index
        } else {
          read.bind(1, .text(root))
          var maximum: Int64 = 0
          do {
            if try read.step() { maximum = read.int64(0) }
          } catch { throw .store(error) }
          read.reset()
          roots.append(root)
          maxima.append(maximum)
          group = roots.count - 1
        }
        groupOf[entity] = group
      }
      previous = (entity, group)
      // Objects given permanent IDs (obtainPermanentIDs(for:)) keep their keys.
      guard object.objectID.isTemporaryID else { continue }
      maxima[group] += 1
      object.savingPrimaryKey = maxima[group]
    }
    for (root, maximum) in zip(roots, maxima) {
      write.bind(1, .integer(maximum))
      write.bind(2, .text(root))
      try run(write)
    }
  }

  /// Inserts the objects' rows. Objects come grouped by entity: each group's mapping and
  /// plan are looked up once and passed down (not copied out of a field per row, which
  /// retains and releases each of their parts).
  private mutating func insertRows(_ objects: [NSManagedObject]) throws(SaveError) {
    var index = 0
    while index < objects.count {
      let entity = objects[index].entity
      let mapping = try self.mapping(objects[index])
      let plan = try insertPlan(mapping)
      recent = (ObjectIdentifier(entity), mapping, plan)
      var destinations = DestinationNumbers()
      while index < objects.count {
        // Not retained (the list holds it; see assignKeys).
        unowned(unsafe) let object = objects[index]
        guard object.entity === entity else { break }
        try insertRow(object, mapping: mapping, plan: plan, destinations: &destinations)
        index += 1
      }
    }
  }

  /// The entity number of the destinations of the rows' to-one relationships, for the entity
  /// of the destination before (most rows of an entity reach objects of one entity).
  private struct DestinationNumbers {
    var entity: ObjectIdentifier?
    var number: Int64 = 0
  }

  private func insertRow(
    _ object: NSManagedObject, mapping: EntityMapping, plan: InsertPlan,
    destinations: inout DestinationNumbers
  ) throws(SaveError) {
    let statement = plan.statement
    let primaryKey = object.savingPrimaryKey
    statement.bind(1, primaryKey != 0 ? primaryKey : object.objectID.primaryKey)
    // Z_ENT and Z_OPT are constants of the statement.
    var index: Int32 = 2
    // The plan's slots are the object's when it has its entity's layout (it always has,
    // unless the entity's properties were set again since the object was made).
    let layout = object.layout
    let planned = layout === plan.layout
    for (attribute, slot) in plan.attributes {
      let value = (planned ? slot : layout.slot(of: attribute)).flatMap {
        object.attributeValues[$0]
      }
      // A string is bound as it is (what `stored` gives for it, without the enum between).
      if attribute.attributeType == .stringAttributeType, let text = value as? String {
        statement.bindCopy(index, text)
      } else {
        statement.bind(index, store.values.stored(value, attribute))
      }
      index += 1
    }
    for (name, slot, hasEntityColumn) in plan.toOne {
      var destination: NSManagedObject?
      if let slot = planned ? slot : layout.slot(named: name),
        case .toOne(let object)? = object.relationships[slot]
      {
        destination = object
      }
      if let destination {
        let entity = ObjectIdentifier(destination.entity)
        if destinations.entity != entity {
          destinations = DestinationNumbers(
            entity: entity, number: try self.mapping(destination).number)
        }
        let key = destination.savingPrimaryKey
        statement.bind(index, key != 0 ? key : destination.objectID.primaryKey)
        if hasEntityColumn { statement.bind(index + 1, destinations.number) }
      } else {
        statement.bind(index, .null)
        if hasEntityColumn { statement.bind(index + 1, .null) }
      }
      index += hasEntityColumn ? 2 : 1
    }
    // Every parameter is bound for each row: the bindings need no clearing.
    do { try statement.runRebinding() } catch { throw .store(error) }
  }

  /// The mapping's `INSERT` and the order its values are bound in: `Z_PK`, the attributes,
  /// then each to-one relationship's key (and entity) columns; `Z_ENT` (the mapping's
  /// number) and `Z_OPT` (1) are written in the statement, not bound for each row.
  private mutating func insertPlan(_ mapping: EntityMapping) throws(SaveError) -> InsertPlan {
    if let known = insertPlans[ObjectIdentifier(mapping)] { return known }
    var columns = ["Z_PK", "Z_ENT", "Z_OPT"]
    let layout = mapping.entity.layout
    var attributes: [(NSAttributeDescription, Int?)] = []
    for (attribute, column) in mapping.attributes {
      columns.append(column)
      attributes.append((attribute, layout.slot(named: attribute.name)))
    }
    var toOne: [(String, Int?, Bool)] = []
    for (name, columnsOfRelationship) in relationships(of: mapping) {
      guard case .toOne(let column, let entityColumn) = columnsOfRelationship else { continue }
      columns.append(column)
      if let entityColumn { columns.append(entityColumn) }
      toOne.append((name, layout.slot(named: name), entityColumn != nil))
    }
    // ?1 for Z_PK, the entity number and 1 for Z_ENT and Z_OPT, then ?2, ?3... in order.
    let values = ["?1", String(mapping.number), "1"] + (0..<columns.count - 3).map { "?\($0 + 2)" }
    let statement = try prepare(
      "INSERT INTO \(mapping.table) (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
    )
    let plan = InsertPlan(
      statement: statement, layout: layout, attributes: attributes, toOne: toOne)
    insertPlans[ObjectIdentifier(mapping)] = plan
    return plan
  }

  /// The mapping's relationships in name order.
  private mutating func relationships(of mapping: EntityMapping) -> [(String, RelationshipColumns)]
  {
    if let known = sortedRelationships[ObjectIdentifier(mapping)] { return known }
    let sorted = mapping.relationships.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    sortedRelationships[ObjectIdentifier(mapping)] = sorted
    return sorted
  }

  private mutating func updateRow(_ object: NSManagedObject) throws(SaveError) {
    let mapping = try mapping(object)
    var assignments: [(String, StoredValue)] = []
    let layout = object.layout
    let all = policy == .overwriteMergePolicyType
    for (attribute, column) in mapping.attributes {
      guard let slot = layout.slot(named: attribute.name), all || object.changes.contains(slot)
      else { continue }
      assignments.append((column, store.values.stored(object.attributeValues[slot], attribute)))
    }
    for (name, columnsOfRelationship) in relationships(of: mapping) {
      guard let slot = layout.slot(named: name), all || object.changes.contains(slot),
        case .toOne(let column, let entityColumn) = columnsOfRelationship,
        let value = object.relationships[slot]
      else { continue }
      let destinationKey = try value.objects.first.map { object throws(SaveError) in
        try key(object)
      }
      assignments.append((column, destinationKey.map { .integer($0.primaryKey) } ?? .null))
      if let entityColumn {
        assignments.append((entityColumn, destinationKey.map { .integer($0.entity) } ?? .null))
      }
    }
    let primaryKey = object.objectID.primaryKey
    if try setColumns(
      assignments, mapping: mapping, primaryKey: primaryKey, version: object.version)
    {
      newVersions[ObjectIdentifier(object)] = object.version + 1
      return
    }
    let current = try storeVersion(mapping: mapping, primaryKey: primaryKey)
    switch policy {
    case .errorMergePolicyType:
      throw .mergeConflict(
        entity: mapping.name, primaryKey: primaryKey, readVersion: object.version,
        storeVersion: current ?? 0)
    case .mergeByPropertyObjectTrumpMergePolicyType, .overwriteMergePolicyType:
      guard let current else { return }
      _ = try setColumns(assignments, mapping: mapping, primaryKey: primaryKey, version: current)
      newVersions[ObjectIdentifier(object)] = current + 1
    case .mergeByPropertyStoreTrumpMergePolicyType, .rollbackMergePolicyType:
      overruled.append(object)
    }
  }

  /// Sets the columns and `Z_OPT` = `version` + 1 where the row still has `version`; false
  /// when it does not (the row changed in the store).
  private func setColumns(
    _ assignments: [(String, StoredValue)], mapping: EntityMapping, primaryKey: Int64,
    version: Int64
  ) throws(SaveError) -> Bool {
    var sets = assignments.enumerated().map { "\($0.element.0) = ?\($0.offset + 1)" }
    let base = assignments.count
    sets.append("Z_OPT = ?\(base + 1)")
    let statement = try prepare(
      "UPDATE \(mapping.table) SET \(sets.joined(separator: ", ")) WHERE Z_PK = ?\(base + 2) AND Z_OPT = ?\(base + 3)"
    )
    for (index, assignment) in assignments.enumerated() {
      statement.bind(Int32(index + 1), assignment.1)
    }
    statement.bind(Int32(base + 1), .integer(version + 1))
    statement.bind(Int32(base + 2), .integer(primaryKey))
    statement.bind(Int32(base + 3), .integer(version))
    try run(statement)
    return connection.changes > 0
  }

  private func storeVersion(mapping: EntityMapping, primaryKey: Int64) throws(SaveError) -> Int64? {
    let statement = try prepare("SELECT Z_OPT FROM \(mapping.table) WHERE Z_PK = ?1")
    statement.bind(1, .integer(primaryKey))
    do {
      return try statement.step() ? statement.int64(0) : nil
    } catch { throw .store(error) }
  }

  /// Ordering columns of ordered to-many relationships, and join-table rows of many-to-many
  /// (and inverse-less to-many) relationships, for the relationships that changed.
  private mutating func writeToManyRelationships(_ object: NSManagedObject) throws(SaveError) {
    let mapping =
      if let recent, recent.entity == ObjectIdentifier(object.entity) {
        recent.mapping
      } else {
        try self.mapping(object)
      }
    guard hasToManyWrites(mapping) else { return }
    let isNew = object.savingPrimaryKey != 0
    let layout = object.layout
    for (name, columns) in relationships(of: mapping) {
      if case .toOne = columns { continue }
      guard let slot = layout.slot(named: name), isNew || object.changes.contains(slot),
        let value = object.relationships[slot]
      else { continue }
      let own = try key(object).primaryKey
      switch columns {
      case .toOne: continue
      case .inverseToOne(_, let orderColumn):
        guard let orderColumn, let destination = value.objects.first else { continue }
        let target = try self.mapping(destination)
        let statement = try prepare(
          "UPDATE \(target.table) SET \(orderColumn) = ?1 WHERE Z_PK = ?2")
        for (index, item) in value.objects.enumerated() {
          statement.bind(1, .integer(Int64(index + 1)))
          statement.bind(2, .integer(try key(item).primaryKey))
          try run(statement)
        }
      case .joinTable(let table, let sourceColumn, let destinationColumn, let orderColumn):
        let clear = try prepare("DELETE FROM \(table) WHERE \(sourceColumn) = ?1")
        clear.bind(1, .integer(own))
        try run(clear)
        var columnList = [sourceColumn, destinationColumn]
        if let orderColumn { columnList.append(orderColumn) }
        let placeholders = (1...columnList.count).map { "?\($0)" }.joined(separator: ", ")
        let insert = try prepare(
          "INSERT OR REPLACE INTO \(table) (\(columnList.joined(separator: ", "))) VALUES (\(placeholders))"
        )
        for (index, item) in value.objects.enumerated() where item.lifecycle != .deleted {
          insert.bind(1, .integer(own))
          insert.bind(2, .integer(try key(item).primaryKey))
          if orderColumn != nil { insert.bind(3, .integer(Int64(index + 1))) }
          try run(insert)
        }
      }
    }
  }

  /// Whether `mapping` has a relationship ``writeToManyRelationships(_:)`` writes: a join
  /// table, or an inverse to-one relationship with an ordering column.
  private mutating func hasToManyWrites(_ mapping: EntityMapping) -> Bool {
    if let known = writesToMany[ObjectIdentifier(mapping)] { return known }
    let writes = relationships(of: mapping).contains { _, columns in
      switch columns {
      case .toOne: false
      case .inverseToOne(_, let orderColumn): orderColumn != nil
      case .joinTable: true
      }
    }
    writesToMany[ObjectIdentifier(mapping)] = writes
    return writes
  }

  private func deleteRow(_ object: NSManagedObject) throws(SaveError) {
    let mapping = try mapping(object)
    let primaryKey = object.objectID.primaryKey
    let statement = try prepare("DELETE FROM \(mapping.table) WHERE Z_PK = ?1")
    statement.bind(1, .integer(primaryKey))
    try run(statement)
    for case .joinTable(let table, let sourceColumn, _, _) in mapping.relationships.values {
      let clear = try prepare("DELETE FROM \(table) WHERE \(sourceColumn) = ?1")
      clear.bind(1, .integer(primaryKey))
      try run(clear)
    }
  }

  func prepare(_ sql: String) throws(SaveError) -> SQLiteStatement {
    do { return try connection.prepare(sql) } catch { throw .store(error) }
  }

  func run(_ statement: SQLiteStatement) throws(SaveError) {
    do { try statement.run() } catch { throw .store(error) }
  }
}

/// A prepared `INSERT` of one entity and what it binds after `Z_PK` (`Z_ENT` and `Z_OPT` are
/// written in it):
/// the attributes in the mapping's order, then the to-one relationships by name (with
/// whether each has an entity-number column).
struct InsertPlan {
  let statement: SQLiteStatement
  /// The layout the slots are of (the entity's).
  let layout: PropertyLayout
  let attributes: [(attribute: NSAttributeDescription, slot: Int?)]
  let toOne: [(name: String, slot: Int?, hasEntityColumn: Bool)]
}
