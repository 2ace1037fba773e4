/// Copies a store's rows into a store of another model version attached beside it (the source
/// as schema `src`, the target as `main`), as the ``InferredMapping`` says: one
/// `INSERT … SELECT` per entity and per join table, primary keys and `Z_OPT` kept, entity
/// numbers rewritten, defaults filled in for new attributes.
struct RowCopier {
  let source: StoreSchema
  let target: StoreSchema
  let connection: SQLiteConnection
  /// Encodes default values as columns.
  let values: ColumnValue
  private var copiedJoinTables: Set<String> = []

  init(source: StoreSchema, target: StoreSchema, connection: SQLiteConnection, values: ColumnValue)
  {
    self.source = source
    self.target = target
    self.connection = connection
    self.values = values
  }

  /// Copies the rows of `map`'s source entity (its own rows, not its subentities', which
  /// have maps of their own) into the destination entity's table.
  mutating func copyRows(_ map: InferredMapping.EntityMap) throws(StoreError) {
    guard let old = map.source, let to = target.mapping(for: map.destination),
      let from = source.mapping(for: old)
    else { return }
    var columns = ["Z_PK", "Z_ENT", "Z_OPT"]
    var expressions = ["Z_PK", String(to.number), "Z_OPT"]
    var parameters: [StoredValue] = []
    func parameter(_ value: StoredValue) -> String {
      parameters.append(value)
      return "?\(parameters.count)"
    }
    for (attribute, column) in to.attributes {
      let previous = map.attributes.first { $0.destination === attribute }?.source
      let sourceColumn = previous.flatMap { old in
        from.attributes.first { $0.attribute === old }?.column
      }
      let fallback = attribute.defaultValue.map { values.stored($0, attribute) }
      switch (sourceColumn, fallback) {
      case (let sourceColumn?, let fallback?) where !attribute.isOptional:
        expressions.append("COALESCE(\(quote(sourceColumn)), \(parameter(fallback)))")
      case (let sourceColumn?, _):
        expressions.append(quote(sourceColumn))
      case (nil, let fallback?):
        expressions.append(parameter(fallback))
      case (nil, nil):
        continue
      }
      columns.append(column)
    }
    let sourceTableColumns = Set(try connection.columns(of: from.table, schema: "src"))
    let targetTableColumns = Set(try connection.columns(of: to.table, schema: "main"))
    for (relationship, previous) in map.relationships where !relationship.isToMany {
      guard let previous,
        case .toOne(let column, let entityColumn)? = to.relationships[relationship.name],
        case .toOne(let sourceColumn, let sourceEntityColumn)? = from.relationships[previous.name]
      else { continue }
      columns.append(column)
      expressions.append(quote(sourceColumn))
      if let entityColumn {
        columns.append(entityColumn)
        expressions.append(
          entityNumber(
            of: previous, keyColumn: sourceColumn, entityColumn: sourceEntityColumn))
      }
      // The position of the row in its owner's ordered to-many (`Z_FOK_<TO-ONE>`).
      let order = "Z_FOK_" + relationship.name.uppercased()
      let sourceOrder = "Z_FOK_" + previous.name.uppercased()
      if targetTableColumns.contains(order), sourceTableColumns.contains(sourceOrder) {
        columns.append(order)
        expressions.append(quote(sourceOrder))
      }
    }
    let statement = try connection.prepare(
      "INSERT INTO main.\(quote(to.table)) (\(columns.map(quote).joined(separator: ", "))) "
        + "SELECT \(expressions.joined(separator: ", ")) FROM src.\(quote(from.table)) "
        + "WHERE Z_ENT = \(from.number)")
    for (index, value) in parameters.enumerated() { statement.bind(Int32(index + 1), value) }
    try statement.run()
  }

  /// The target entity number of the row a to-one relationship reaches: rewritten from the
  /// source's entity column, or the one number its destination has.
  private func entityNumber(
    of relationship: NSRelationshipDescription, keyColumn: String, entityColumn: String?
  ) -> String {
    let destinations = relationship.destinationEntity?.selfAndDescendants ?? []
    let pairs: [(Int64, Int64)] = destinations.compactMap { old in
      guard let from = source.mapping(for: old), let name = old.name,
        let to = target.byName[renamedTarget(of: old) ?? name]
      else { return nil }
      return (from.number, to.number)
    }
    guard let entityColumn else {
      let only = pairs.first?.1.description ?? "NULL"
      return "CASE WHEN \(quote(keyColumn)) IS NULL THEN NULL ELSE \(only) END"
    }
    let cases = pairs.map { "WHEN \($0.0) THEN \($0.1)" }.joined(separator: " ")
    return pairs.isEmpty ? "NULL" : "CASE \(quote(entityColumn)) \(cases) ELSE NULL END"
  }

  /// The name of the target entity a source entity became, when a renaming identifier says so.
  private func renamedTarget(of old: NSEntityDescription) -> String? {
    target.mappings.values.first { $0.entity.renamingIdentifier == old.name }?.name
  }

  /// Copies the join tables of `map`'s many-to-many relationships (each table once).
  mutating func copyJoinTables(_ map: InferredMapping.EntityMap) throws(StoreError) {
    guard let old = map.source, let to = target.mapping(for: map.destination),
      let from = source.mapping(for: old)
    else { return }
    for (relationship, previous) in map.relationships where relationship.isToMany {
      guard let previous,
        case .joinTable(let table, let sourceColumn, let destinationColumn, let order)? =
          to.relationships[relationship.name],
        case .joinTable(let oldTable, let oldSource, let oldDestination, let oldOrder)? =
          from.relationships[previous.name],
        !copiedJoinTables.contains(table)
      else { continue }
      copiedJoinTables.insert(table)
      var columns = [sourceColumn, destinationColumn]
      var expressions = [oldSource, oldDestination]
      if let order, let oldOrder {
        columns.append(order)
        expressions.append(oldOrder)
      }
      try connection.execute(
        "INSERT OR IGNORE INTO main.\(quote(table)) (\(columns.map(quote).joined(separator: ", "))) "
          + "SELECT \(expressions.map(quote).joined(separator: ", ")) FROM src.\(quote(oldTable))")
    }
  }

  /// Each target root's `Z_MAX` at least the source root's and every key copied, so new
  /// objects never reuse a key.
  func carryPrimaryKeyCounters(_ mapping: InferredMapping) throws(StoreError) {
    let update = try connection.prepare(
      """
      UPDATE main.Z_PRIMARYKEY SET Z_MAX = MAX(Z_MAX, ?1,
        IFNULL((SELECT Z_MAX FROM src.Z_PRIMARYKEY WHERE Z_NAME = ?2), 0))
      WHERE Z_NAME = ?3
      """)
    for map in mapping.entities where map.destination.superentity == nil {
      guard let to = target.mapping(for: map.destination), let name = to.entity.name else {
        continue
      }
      let copied = try connection.prepare(
        "SELECT IFNULL(MAX(Z_PK), 0) FROM main.\(quote(to.table))")
      let largest = try copied.step() ? copied.int64(0) : 0
      update.bind(1, .integer(largest))
      update.bind(2, .text(map.source?.rootEntity.name ?? ""))
      update.bind(3, .text(name))
      try update.run()
    }
  }

  private func quote(_ identifier: String) -> String { SQLiteConnection.quote(identifier) }
}
