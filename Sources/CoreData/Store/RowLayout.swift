import CSQLite

/// Where each entity's columns are in the rows of one `SELECT *` over a table.
struct RowLayout {
  let primaryKey: Int32
  let entity: Int32
  let version: Int32
  private var indexes: [String: Int32] = [:]
  private let plans = PlanCache()

  /// An entity's columns in these rows: each stored attribute's index, and each to-one
  /// relationship's key index (and entity-number index), found once per entity, with the
  /// slots the entity's objects keep them in.
  struct Plan {
    let layout: PropertyLayout
    /// The class the entity's objects are made as (looked up once for these rows).
    let objectType: NSManagedObject.Type
    var attributes: [(attribute: NSAttributeDescription, index: Int32, slot: Int)] = []
    var toOne: [(slot: Int, index: Int32, entityIndex: Int32?)] = []
    /// How many slots an object's values take (up to the last attribute's).
    var slotCount = 0
    /// How many slots its to-one keys take (up to the last to-one relationship's).
    var toOneSlotCount = 0
  }

  private final class PlanCache {
    var plans: [ObjectIdentifier: Plan] = [:]
    /// The plan asked for last (rows mostly come one entity after another).
    var last: (mapping: ObjectIdentifier, plan: Plan)?
  }

  init(_ statement: SQLiteStatement) {
    var indexes: [String: Int32] = [:]
    for column in 0..<statement.columnCount {
      if let name = sqlite3ColumnName(statement, column) { indexes[name.uppercased()] = column }
    }
    self.indexes = indexes
    primaryKey = indexes["Z_PK"] ?? 0
    entity = indexes["Z_ENT"] ?? -1
    version = indexes["Z_OPT"] ?? -1
  }

  func index(_ column: String) -> Int32? { indexes[column.uppercased()] }

  /// The columns of `mapping`'s properties in these rows.
  func plan(for mapping: EntityMapping) -> Plan {
    if let last = plans.last, last.mapping == ObjectIdentifier(mapping) { return last.plan }
    if let known = plans.plans[ObjectIdentifier(mapping)] {
      plans.last = (ObjectIdentifier(mapping), known)
      return known
    }
    let entityLayout = mapping.entity.layout
    var plan = Plan(
      layout: entityLayout, objectType: ManagedObjectClasses.type(for: mapping.entity))
    for (attribute, column) in mapping.attributes {
      if let index = index(column), let slot = entityLayout.slotsByName[attribute.name] {
        plan.attributes.append((attribute, index, slot))
        plan.slotCount = max(plan.slotCount, slot + 1)
      }
    }
    for (name, columns) in mapping.relationships {
      guard case .toOne(let column, let entityColumn) = columns, let index = index(column),
        let slot = entityLayout.slotsByName[name]
      else { continue }
      plan.toOne.append((slot, index, entityColumn.flatMap { self.index($0) }))
      plan.toOneSlotCount = max(plan.toOneSlotCount, slot + 1)
    }
    plans.plans[ObjectIdentifier(mapping)] = plan
    plans.last = (ObjectIdentifier(mapping), plan)
    return plan
  }
}

private func sqlite3ColumnName(_ statement: SQLiteStatement, _ column: Int32) -> String? {
  sqlite3_column_name(statement.handle, column).map { String(cString: $0) }
}
