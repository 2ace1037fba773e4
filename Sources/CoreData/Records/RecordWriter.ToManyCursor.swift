import CSQLite

extension RecordWriter {
  /// The destinations of one to-many relationship for every source row, read in one pass
  /// ordered by the source's primary key, so a writer walking the source rows in `Z_PK` order
  /// takes each row's destinations in step (a merge join): memory stays flat.
  final class ToManyCursor {
    let name: String
    private let statement: SQLiteStatement
    private var pending = false
    private var finished = false

    /// A cursor over `relationship` of `source`, or nil when the store has no columns for it.
    init?(
      relationship: NSRelationshipDescription, source: EntityMapping, store: NSPersistentStore
    ) throws(StoreError) {
      guard let columns = source.relationships[relationship.name],
        let destination = relationship.destinationEntity,
        let target = store.schema.mapping(for: destination)
      else { return nil }
      name = relationship.name
      // The destination's entity number: its row's Z_ENT, or the one number its table holds.
      let entity = target.sharesTable ? "d.Z_ENT" : "\(target.number)"
      let filter = target.sharesTable ? "d." + target.entityFilter(includingSubentities: true) : "1"
      let sql: String
      switch columns {
      case .toOne:
        return nil
      case .inverseToOne(let column, let order):
        let then = order.map { "d.\($0), d.Z_PK" } ?? "d.Z_PK"
        sql =
          "SELECT d.\(column), d.Z_PK, \(entity) FROM \(target.table) d WHERE d.\(column) IS NOT NULL AND \(filter) ORDER BY d.\(column), \(then)"
      case .joinTable(let table, let sourceColumn, let destinationColumn, let order):
        let then = order.map { "j.\($0), d.Z_PK" } ?? "d.Z_PK"
        sql =
          "SELECT j.\(sourceColumn), d.Z_PK, \(entity) FROM \(table) j JOIN \(target.table) d ON d.Z_PK = j.\(destinationColumn) WHERE \(filter) ORDER BY j.\(sourceColumn), \(then)"
      }
      statement = try store.connection.prepare(sql)
    }

    /// The destinations (entity number, primary key) of the source row `primaryKey`; rows
    /// must be asked for in increasing primary-key order.
    func destinations(of primaryKey: Int64, into list: inout [(entity: Int64, key: Int64)])
      throws(StoreError)
    {
      list.removeAll(keepingCapacity: true)
      while !finished {
        if !pending {
          guard try statement.step() else {
            finished = true
            return
          }
          pending = true
        }
        let source = statement.int64(0)
        if source < primaryKey {
          pending = false
          continue
        }
        guard source == primaryKey else { return }
        list.append((statement.int64(2), statement.int64(1)))
        pending = false
      }
    }
  }
}
