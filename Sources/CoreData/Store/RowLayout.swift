import CSQLite

/// Where each entity's columns are in the rows of one `SELECT *` over a table.
struct RowLayout {
  let primaryKey: Int32
  let entity: Int32
  let version: Int32
  private var indexes: [String: Int32] = [:]

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
}

private func sqlite3ColumnName(_ statement: SQLiteStatement, _ column: Int32) -> String? {
  sqlite3_column_name(statement.handle, column).map { String(cString: $0) }
}
