/// Where one entity's objects and properties live in a store: its table, entity numbers and
/// columns, worked out from the model and the store's own schema — never from fixed names, so
/// entity renumbering between model versions does not matter.
final class EntityMapping {
  unowned let entity: NSEntityDescription
  let name: String
  /// The entity's `Z_ENT`.
  let number: Int64
  /// The numbers of the entity and its subentities (what a fetch that includes subentities reads).
  let numbers: [Int64]
  /// The table of the entity's inheritance root: `Z` + the root's name in capitals.
  let table: String
  /// Whether the root table holds other entities too (so reads filter by `Z_ENT`).
  let sharesTable: Bool
  /// The stored attributes and their columns, in the model's order.
  var attributes: [(attribute: NSAttributeDescription, column: String)] = []
  /// The stored relationships and how to follow them.
  var relationships: [String: RelationshipColumns] = [:]

  init(
    entity: NSEntityDescription, name: String, number: Int64, numbers: [Int64], table: String,
    sharesTable: Bool
  ) {
    self.entity = entity
    self.name = name
    self.number = number
    self.numbers = numbers
    self.table = table
    self.sharesTable = sharesTable
  }

  /// The `WHERE` condition selecting this entity's rows (and its subentities' when asked).
  func entityFilter(includingSubentities: Bool) -> String {
    guard sharesTable else { return "1" }
    let list = includingSubentities ? numbers : [number]
    return list.count == 1
      ? "Z_ENT = \(list[0])" : "Z_ENT IN (\(list.map(String.init).joined(separator: ", ")))"
  }
}

/// How a stored relationship is read.
enum RelationshipColumns {
  /// A to-one relationship: the destination's primary key in `column` of the source row,
  /// and its entity number in `entityColumn` when the destination has subentities.
  case toOne(column: String, entityColumn: String?)
  /// A to-many relationship whose inverse is to-one: destination rows whose `column` holds
  /// the source's primary key, ordered by `orderColumn` (`Z_FOK_…`) when the relationship is
  /// ordered.
  case inverseToOne(column: String, orderColumn: String?)
  /// A many-to-many (or inverse-less to-many) relationship: a join table with the source's
  /// primary keys in `sourceColumn` and the destination's in `destinationColumn`.
  case joinTable(
    table: String, sourceColumn: String, destinationColumn: String, orderColumn: String?)
}
