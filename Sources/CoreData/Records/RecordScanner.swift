import CSQLite
import Foundation

/// Walks the rows of one table in `Z_PK` order and writes each object the predicate accepts,
/// taking its to-many destinations from ``RecordWriter/ToManyCursor``s in step.
struct RecordScanner {
  let store: NSPersistentStore
  let predicate: NSPredicate?
  let format: RecordWriter.Format
  let identifiers: RecordWriter.ObjectIdentifiers
  private var out = JSONBuffer(capacity: RecordWriter.bufferSize + 4096)
  /// The CSV columns: the asked entity's attribute and relationship names.
  private var csvColumns: [String] = []

  /// What one entity's rows need: its fields and its to-many cursors.
  private struct EntityPlan {
    let name: String
    let number: Int64
    let fields: [RecordWriter.Field]
    let attributes: [(attribute: NSAttributeDescription, index: Int32)]
    let toMany: [(name: String, cursor: Int)]
  }

  init(
    store: NSPersistentStore, predicate: NSPredicate?, format: RecordWriter.Format,
    identifiers: RecordWriter.ObjectIdentifiers
  ) {
    self.store = store
    self.predicate = predicate
    self.format = format
    self.identifiers = identifiers
  }

  /// Writes the CSV header row of `mapping`'s entity.
  mutating func header(for mapping: EntityMapping) {
    csvColumns =
      mapping.attributes.map(\.attribute.name) + mapping.relationships.keys.sorted()
    out.append((["objectID"] + csvColumns).map(CSVCell.quoted).joined(separator: ","))
    out.append("\r\n")
  }

  mutating func scan(
    _ mapping: EntityMapping, includingSubentities: Bool,
    to sink: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let statement = try store.connection.prepare(
      "SELECT * FROM \(mapping.table) WHERE \(mapping.entityFilter(includingSubentities: includingSubentities)) ORDER BY Z_PK"
    )
    let layout = RowLayout(statement)
    var plans: [Int64: EntityPlan] = [:]
    var cursors: [RecordWriter.ToManyCursor] = []
    var cursorIndexes: [String: Int] = [:]
    var destinations: [[(entity: Int64, key: Int64)]] = []
    var scratch: [(entity: Int64, key: Int64)] = []
    while try statement.step() {
      let number = layout.entity >= 0 ? statement.int64(layout.entity) : mapping.number
      let plan: EntityPlan
      if let known = plans[number] {
        plan = known
      } else {
        let rowMapping = store.schema.byNumber[number] ?? mapping
        var toMany: [(name: String, cursor: Int)] = []
        for (name, columns) in rowMapping.relationships.sorted(by: { $0.key < $1.key }) {
          if case .toOne = columns { continue }
          let key = "\(rowMapping.table)|\(name)|\(columns)"
          if let index = cursorIndexes[key] {
            toMany.append((name, index))
          } else if let relationship = rowMapping.entity.relationshipsByName[name],
            let cursor = try RecordWriter.ToManyCursor(
              relationship: relationship, source: rowMapping, store: store)
          {
            cursors.append(cursor)
            destinations.append([])
            cursorIndexes[key] = cursors.count - 1
            toMany.append((name, cursors.count - 1))
          }
        }
        plan = EntityPlan(
          name: rowMapping.name, number: rowMapping.number,
          fields: RecordWriter.Field.plan(rowMapping, layout: layout, schema: store.schema),
          attributes: layout.plan(for: rowMapping).attributes.map { ($0.attribute, $0.index) },
          toMany: toMany)
        plans[number] = plan
      }
      let primaryKey = statement.int64(layout.primaryKey)
      for (_, index) in plan.toMany {
        try cursors[index].destinations(of: primaryKey, into: &scratch)
        destinations[index] = scratch
      }
      if format == .jsonLines, predicate == nil {
        writeJSON(plan, statement, primaryKey, destinations)
      } else {
        let values = dictionary(plan, statement, destinations)
        if let predicate, !predicate.evaluate(with: values) { continue }
        switch format {
        case .jsonLines: writeJSON(plan, statement, primaryKey, destinations)
        case .csv: writeCSV(plan, primaryKey, values)
        case .text: writeText(plan, primaryKey, values)
        }
      }
      if out.count >= RecordWriter.bufferSize { try out.flush(sink) }
    }
  }

  mutating func finish(_ sink: (UnsafeRawBufferPointer) throws -> Void) throws {
    try out.flush(sink)
  }

  private mutating func writeJSON(
    _ plan: EntityPlan, _ statement: SQLiteStatement, _ primaryKey: Int64,
    _ destinations: [[(entity: Int64, key: Int64)]]
  ) {
    out.append("{\"entity\":")
    out.appendString(plan.name)
    out.append(",\"objectID\":")
    identifiers.append(plan.number, primaryKey, to: &out)
    for field in plan.fields {
      out.append(field.keyPrefix)
      field.emit(statement, into: &out, values: store.values, identifiers: identifiers)
    }
    for (name, index) in plan.toMany {
      out.append(",")
      out.appendString(name)
      out.append(":[")
      for (position, target) in destinations[index].enumerated() {
        if position > 0 { out.append(",") }
        identifiers.append(target.entity, target.key, to: &out)
      }
      out.append("]")
    }
    out.append("}\n")
  }

  /// The object as the predicate, CSV and text forms see it.
  private func dictionary(
    _ plan: EntityPlan, _ statement: SQLiteStatement,
    _ destinations: [[(entity: Int64, key: Int64)]]
  ) -> [String: Any] {
    var values: [String: Any] = [:]
    for (attribute, index) in plan.attributes {
      guard let value = store.values.value(statement, index, attribute) else { continue }
      if attribute.attributeType == .booleanAttributeType, let number = value as? NSNumber {
        values[attribute.name] = number.boolValue
      } else {
        values[attribute.name] = value
      }
    }
    for field in plan.fields where field.kind == .toOne {
      guard !statement.isNull(field.column) else { continue }
      values[field.name] = identifiers.string(
        field.destination(statement), statement.int64(field.column))
    }
    for (name, index) in plan.toMany {
      values[name] = destinations[index].map { identifiers.string($0.entity, $0.key) }
    }
    return values
  }

  private mutating func writeCSV(_ plan: EntityPlan, _ primaryKey: Int64, _ values: [String: Any]) {
    var cells = [identifiers.string(plan.number, primaryKey)]
    for column in csvColumns { cells.append(CSVCell.text(values[column])) }
    out.append(cells.map(CSVCell.quoted).joined(separator: ","))
    out.append("\r\n")
  }

  private mutating func writeText(_ plan: EntityPlan, _ primaryKey: Int64, _ values: [String: Any])
  {
    out.append(identifiers.string(plan.number, primaryKey) + "\n")
    for key in values.keys.sorted() {
      let text = CSVCell.text(values[key]).replacingOccurrences(of: "\n", with: "\n    ")
      out.append("  \(key): \(text)\n")
    }
    out.append("\n")
  }
}
