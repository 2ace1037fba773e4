/// The tables, columns and indexes Core Data's SQLite store creates for a model, worked out
/// the way Xcode's Core Data lays them out (Spec/Formats/CoreData.md, "Writing a new store").
///
/// Entities are numbered from 1 in name order of the inheritance roots, each root followed by
/// its subentities depth first in name order. Each root gets a table `Z<ROOT>` with `Z_PK`,
/// `Z_ENT`, `Z_OPT` and one column per stored attribute and to-one relationship of the whole
/// hierarchy; many-to-many relationships get a join table.
struct StoreLayout {
  struct Column: Equatable {
    var name: String
    var type: String
  }

  struct Table: Equatable {
    var name: String
    var columns: [Column]
    /// For a join table, the two key columns (`PRIMARY KEY (a, b)`).
    var compositeKey: [String]? = nil
  }

  struct Index: Equatable {
    var name: String
    var table: String
    var columns: [String]
  }

  var entityNumbers: [(entity: NSEntityDescription, number: Int64, superNumber: Int64)] = []
  var tables: [Table] = []
  var indexes: [Index] = []

  init(model: NSManagedObjectModel) {
    let roots = model.entities.filter { $0.superentity == nil }.sorted {
      ($0.name ?? "") < ($1.name ?? "")
    }
    var numbers: [ObjectIdentifier: Int64] = [:]
    for root in roots {
      var pending = [root]
      while let entity = pending.popLast() {
        let number = Int64(entityNumbers.count + 1)
        numbers[ObjectIdentifier(entity)] = number
        let parent = entity.superentity.flatMap { numbers[ObjectIdentifier($0)] } ?? 0
        entityNumbers.append((entity, number, parent))
        pending.append(contentsOf: entity.subentities.sorted { ($0.name ?? "") > ($1.name ?? "") })
      }
    }
    for root in roots {
      addTables(root: root, numbers: numbers)
    }
  }

  private mutating func addTables(root: NSEntityDescription, numbers: [ObjectIdentifier: Int64]) {
    let table = "Z" + (root.name ?? "").uppercased()
    var columns: [(Column, group: Int)] = []
    let tablesBefore = tables.count
    let hierarchy = entityNumbers.map(\.entity).filter { $0.rootEntity === root }
    for entity in hierarchy {
      let own = entity.declaredProperties.filter { !$0.isTransient }
      let attributes = own.compactMap { $0 as? NSAttributeDescription }
        .filter { $0.attributeType != .compositeAttributeType }
        .sorted { $0.name < $1.name }
      for attribute in attributes {
        let type = Self.columnType(attribute.attributeType)
        columns.append(
          (Column(name: "Z" + attribute.name.uppercased(), type: type), Self.group(type)))
      }
      let toOne = own.compactMap { $0 as? NSRelationshipDescription }
        .filter { !$0.isToMany }.sorted { $0.name < $1.name }
      for relationship in toOne {
        let upper = relationship.name.uppercased()
        columns.append((Column(name: "Z" + upper, type: "INTEGER"), 0))
        if let destination = relationship.destinationEntity,
          !destination.rootEntity.subentities.isEmpty
        {
          let entityNumber = numbers[ObjectIdentifier(destination)] ?? 0
          columns.append((Column(name: "Z\(entityNumber)_\(upper)", type: "INTEGER"), 0))
        }
        indexes.append(
          Index(name: "\(table)_Z\(upper)_INDEX", table: table, columns: ["Z" + upper]))
        // An ordered to-many inverse keeps the position of each row in its owner's list.
        if let inverse = relationship.inverseRelationship, inverse.isToMany, inverse.isOrdered {
          columns.append((Column(name: "Z_FOK_" + upper, type: "INTEGER"), 0))
        }
      }
      for relationship in own.compactMap({ $0 as? NSRelationshipDescription }).sorted(by: {
        $0.name < $1.name
      })
      where relationship.isToMany {
        addJoinTable(relationship, numbers: numbers)
      }
    }
    let ordered = columns.enumerated().sorted {
      ($0.element.group, $0.offset) < ($1.element.group, $1.offset)
    }
    let fixed = [
      Column(name: "Z_PK", type: "INTEGER PRIMARY KEY"), Column(name: "Z_ENT", type: "INTEGER"),
      Column(name: "Z_OPT", type: "INTEGER"),
    ]
    // The root's table comes before the join tables its entities own.
    tables.insert(Table(name: table, columns: fixed + ordered.map(\.element.0)), at: tablesBefore)
    if hierarchy.count > 1 {
      indexes.append(Index(name: "\(table)_Z_ENT_INDEX", table: table, columns: ["Z_ENT"]))
    }
  }

  /// A many-to-many relationship (or a to-many without an inverse) gets a join table, made by
  /// the side whose entity number is lower (by name when both are in one entity).
  private mutating func addJoinTable(
    _ relationship: NSRelationshipDescription, numbers: [ObjectIdentifier: Int64]
  ) {
    guard let destination = relationship.destinationEntity else { return }
    let inverse = relationship.inverseRelationship
    if let inverse, !inverse.isToMany { return }
    let source = relationship.entity
    let sourceNumber = numbers[ObjectIdentifier(source)] ?? 0
    let destinationNumber = numbers[ObjectIdentifier(inverse?.entity ?? destination)] ?? 0
    if let inverse {
      let mine = (sourceNumber, relationship.name)
      let theirs = (destinationNumber, inverse.name)
      if theirs < mine { return }
    }
    let upper = relationship.name.uppercased()
    let table = "Z_\(sourceNumber)\(upper)"
    let sourceColumn =
      "Z_\(sourceNumber)\((inverse?.name ?? relationship.entity.name ?? "").uppercased())"
    let destinationColumn = "Z_\(destinationNumber)\(upper)"
    var columns = [
      Column(name: sourceColumn, type: "INTEGER"), Column(name: destinationColumn, type: "INTEGER"),
    ]
    if relationship.isOrdered {
      columns.append(Column(name: "Z_FOK_" + destinationColumn.dropFirst(2), type: "INTEGER"))
    }
    tables.append(
      Table(name: table, columns: columns, compositeKey: [sourceColumn, destinationColumn]))
    indexes.append(
      Index(
        name: "\(table)_\(destinationColumn)_INDEX", table: table,
        columns: [destinationColumn, sourceColumn]))
  }

  static func columnType(_ type: NSAttributeType) -> String {
    switch type {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType,
      .booleanAttributeType:
      "INTEGER"
    case .doubleAttributeType, .floatAttributeType: "FLOAT"
    case .dateAttributeType: "TIMESTAMP"
    case .decimalAttributeType: "DECIMAL"
    case .stringAttributeType, .URIAttributeType: "VARCHAR"
    default: "BLOB"
    }
  }

  static func group(_ type: String) -> Int {
    ["INTEGER", "FLOAT", "TIMESTAMP", "DECIMAL", "VARCHAR", "BLOB"].firstIndex(of: type) ?? 6
  }

  /// The `CREATE` statements, in the order Core Data issues them (sqlite3 `.schema` order).
  var statements: [String] {
    var result: [String] = []
    for table in tables {
      var parts = table.columns.map { "\($0.name) \($0.type)" }
      if let key = table.compositeKey {
        parts.append("PRIMARY KEY (\(key.joined(separator: ", ")))")
      }
      result.append("CREATE TABLE \(table.name) ( \(parts.joined(separator: ", ")) )")
    }
    for index in indexes {
      result.append(
        "CREATE INDEX \(index.name) ON \(index.table) (\(index.columns.joined(separator: ", ")))")
    }
    result.append(
      "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)"
    )
    result.append(
      "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
    result.append("CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)")
    return result
  }
}
