/// The mapping of every entity of a model onto a store's tables, with the checks that make
/// a mismatched model a clear error rather than wrong values.
///
/// Names follow what Core Data's SQLite store writes: the table of an inheritance root
/// `Z<ROOT>`; an attribute's column `Z<NAME>`, or `Z<NAME><entity number>` when entities in
/// the same table declare the same name; a to-one relationship's key column `Z<NAME>` with
/// `Z<n>_<NAME>` for the destination's entity number; a many-to-many join table
/// `Z_<entity number><NAME>` with columns `Z_<entity number><INVERSE NAME>` and
/// `Z_<destination number><NAME>`; ordering columns `Z_FOK_…`. Each name is looked up in the
/// store's actual columns before it is used.
struct StoreSchema {
  var mappings: [ObjectIdentifier: EntityMapping] = [:]
  var byNumber: [Int64: EntityMapping] = [:]
  var byName: [String: EntityMapping] = [:]

  func mapping(for entity: NSEntityDescription) -> EntityMapping? {
    mappings[ObjectIdentifier(entity)]
  }

  static func build(
    model: NSManagedObjectModel, metadata: StoreMetadata, connection: SQLiteConnection,
    tables: Set<String>
  ) throws(StoreError) -> StoreSchema {
    var schema = StoreSchema()
    var columnsByTable: [String: [String]] = [:]
    func columns(_ table: String) throws(StoreError) -> [String] {
      if let known = columnsByTable[table] { return known }
      let found = try connection.columns(of: table)
      columnsByTable[table] = found
      return found
    }
    // Tables and entity numbers.
    for entity in model.entities {
      guard let name = entity.name else { continue }
      guard let row = metadata.entities[name] else {
        throw .modelMismatch(entity: name, reason: "the store's Z_PRIMARYKEY has no entity \(name)")
      }
      let parentName = entity.superentity?.name
      let storeParent = metadata.entities.values.first { $0.number == row.superNumber }?.name
      guard parentName == storeParent else {
        throw .modelMismatch(
          entity: name,
          reason:
            "the model's parent is \(parentName ?? "none"), the store's \(storeParent ?? "none")")
      }
      let root = entity.rootEntity
      let table = "Z" + (root.name ?? "").uppercased()
      guard tables.contains(table) else {
        throw .modelMismatch(entity: name, reason: "the store has no table \(table)")
      }
      let numbers = entity.selfAndDescendants.compactMap {
        $0.name.flatMap { metadata.entities[$0]?.number }
      }
      let mapping = EntityMapping(
        entity: entity, name: name, number: row.number, numbers: numbers, table: table,
        sharesTable: root.selfAndDescendants.count > 1)
      schema.mappings[ObjectIdentifier(entity)] = mapping
      schema.byNumber[row.number] = mapping
      schema.byName[name] = mapping
    }
    // Columns.
    var namesByRoot: [ObjectIdentifier: Set<String>] = [:]
    for entity in model.entities {
      guard let mapping = schema.mapping(for: entity) else { continue }
      let tableColumns = try columns(mapping.table)
      let available = Set(tableColumns.map { $0.uppercased() })
      let root = ObjectIdentifier(entity.rootEntity)
      let hierarchyNames =
        namesByRoot[root]
        ?? Set(
          entity.rootEntity.selfAndDescendants.flatMap {
            $0.declaredProperties.map { $0.name.uppercased() }
          })
      namesByRoot[root] = hierarchyNames
      for property in entity.properties where !property.isTransient {
        let declaring = property.owner.flatMap { schema.mapping(for: $0) } ?? mapping
        let upper = property.name.uppercased()
        let numbered = "Z\(upper)\(declaring.number)"
        let plain = "Z\(upper)"
        let suffixed =
          available.contains(numbered) && !hierarchyNames.contains("\(upper)\(declaring.number)")
        let column = suffixed ? numbered : plain
        if let attribute = property as? NSAttributeDescription {
          guard attribute.attributeType != .compositeAttributeType else { continue }
          guard available.contains(column) else {
            throw .missingColumn(
              entity: mapping.name, property: property.name, table: mapping.table, column: column)
          }
          mapping.attributes.append((attribute, column))
        } else if let relationship = property as? NSRelationshipDescription {
          mapping.relationships[property.name] = try relationshipColumns(
            relationship, column: column, mapping: mapping, declaring: declaring, schema: schema,
            available: available, tableColumns: tableColumns, tables: tables, columns: columns)
        }
      }
    }
    return schema
  }

  private static func relationshipColumns(
    _ relationship: NSRelationshipDescription, column: String, mapping: EntityMapping,
    declaring: EntityMapping, schema: StoreSchema, available: Set<String>, tableColumns: [String],
    tables: Set<String>, columns: (String) throws(StoreError) -> [String]
  ) throws(StoreError) -> RelationshipColumns {
    let upper = relationship.name.uppercased()
    guard let destination = relationship.destinationEntity,
      let target = schema.mapping(for: destination)
    else {
      throw .modelMismatch(
        entity: mapping.name,
        reason: "relationship \(relationship.name) has no destination in the store")
    }
    if !relationship.isToMany {
      guard available.contains(column) else {
        throw .missingColumn(
          entity: mapping.name, property: relationship.name, table: mapping.table, column: column)
      }
      let entityColumn = tableColumns.first { name in
        let capital = name.uppercased()
        guard capital.hasPrefix("Z"), capital.hasSuffix("_" + upper) else { return false }
        let digits = capital.dropFirst().dropLast(upper.count + 1)
        return !digits.isEmpty && digits.allSatisfy(\.isNumber)
      }
      return .toOne(column: column, entityColumn: entityColumn)
    }
    if let inverse = relationship.inverseRelationship, !inverse.isToMany {
      let inverseDeclaring = inverse.owner.flatMap { schema.mapping(for: $0) } ?? target
      let targetColumns = try columns(target.table)
      let targetAvailable = Set(targetColumns.map { $0.uppercased() })
      let inverseUpper = inverse.name.uppercased()
      let numbered = "Z\(inverseUpper)\(inverseDeclaring.number)"
      let inverseColumn = targetAvailable.contains(numbered) ? numbered : "Z\(inverseUpper)"
      guard targetAvailable.contains(inverseColumn) else {
        throw .missingColumn(
          entity: target.name, property: inverse.name, table: target.table, column: inverseColumn)
      }
      let order = "Z_FOK_\(inverseUpper)"
      return .inverseToOne(
        column: inverseColumn,
        orderColumn: relationship.isOrdered && targetAvailable.contains(order) ? order : nil)
    }
    // A join table, named after this side or the inverse side.
    var candidates = ["Z_\(declaring.number)\(upper)"]
    if let inverse = relationship.inverseRelationship {
      let inverseDeclaring = inverse.owner.flatMap { schema.mapping(for: $0) } ?? target
      candidates.append("Z_\(inverseDeclaring.number)\(inverse.name.uppercased())")
    }
    let upperTables = Dictionary(
      tables.map { ($0.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
    guard let table = candidates.lazy.compactMap({ upperTables[$0] }).first else {
      throw .modelMismatch(
        entity: mapping.name,
        reason: "no join table \(candidates.joined(separator: " or ")) for \(relationship.name)")
    }
    let joinColumns = try columns(table)
    let inverseDeclaringNumber =
      relationship.inverseRelationship?.owner.flatMap { schema.mapping(for: $0)?.number }
      ?? target.number
    let destinationColumn =
      joinColumns.first { $0.uppercased() == "Z_\(inverseDeclaringNumber)\(upper)" }
      ?? joinColumns.first { $0.uppercased() == "Z_\(target.number)\(upper)" }
    let sourceName = relationship.inverseRelationship.map {
      "Z_\(declaring.number)\($0.name.uppercased())"
    }
    let sourceColumn =
      joinColumns.first { $0.uppercased() == sourceName }
      ?? joinColumns.first { !$0.uppercased().hasPrefix("Z_FOK_") && $0 != destinationColumn }
    guard let sourceColumn, let destinationColumn, sourceColumn != destinationColumn else {
      throw .modelMismatch(
        entity: mapping.name,
        reason: "the join table \(table) does not have the columns of \(relationship.name)")
    }
    let order =
      joinColumns.first {
        $0.uppercased() == "Z_FOK_" + destinationColumn.uppercased().dropFirst(2)
      }
      ?? joinColumns.first { $0.uppercased().hasPrefix("Z_FOK_") }
    return .joinTable(
      table: table, sourceColumn: sourceColumn, destinationColumn: destinationColumn,
      orderColumn: relationship.isOrdered ? order : nil)
  }
}
