import CSQLite
import Foundation

/// One read-only SQLite connection, closed when released.
final class SQLiteConnection {
  let handle: OpaquePointer
  let path: String

  /// Opens `uri` (a `file:` URI) read-only.
  init(uri: String, displayPath: String) throws(StoreError) {
    var pointer: OpaquePointer?
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(uri, &pointer, flags, nil)
    guard code == SQLITE_OK, let pointer else {
      let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      if let pointer { sqlite3_close_v2(pointer) }
      throw .sqlite(path: displayPath, function: "sqlite3_open_v2", code: code, message: message)
    }
    handle = pointer
    path = displayPath
  }

  deinit { sqlite3_close_v2(handle) }

  func error(_ function: String, _ code: Int32) -> StoreError {
    .sqlite(
      path: path, function: function, code: code, message: String(cString: sqlite3_errmsg(handle)))
  }

  func prepare(_ sql: String) throws(StoreError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error("sqlite3_prepare_v2", code) }
    return SQLiteStatement(statement, connection: self)
  }

  /// The names of the database's tables.
  func tableNames() throws(StoreError) -> Set<String> {
    let statement = try prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    var names: Set<String> = []
    while try statement.step() { names.insert(statement.text(0) ?? "") }
    return names
  }

  /// The column names of `table`, in order.
  func columns(of table: String) throws(StoreError) -> [String] {
    let statement = try prepare("PRAGMA table_info(\(SQLiteConnection.quote(table)))")
    var names: [String] = []
    while try statement.step() { names.append(statement.text(1) ?? "") }
    return names
  }

  /// An SQL identifier in double quotes.
  static func quote(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

/// A prepared statement, finalized when released.
final class SQLiteStatement {
  let handle: OpaquePointer
  let connection: SQLiteConnection

  init(_ handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit { sqlite3_finalize(handle) }

  /// Advances to the next row; false when there is none.
  func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_ROW { return true }
    if code == SQLITE_DONE { return false }
    throw connection.error("sqlite3_step", code)
  }

  func reset() { sqlite3_reset(handle) }

  func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }

  var columnCount: Int32 { sqlite3_column_count(handle) }

  func type(_ column: Int32) -> Int32 { sqlite3_column_type(handle, column) }
  func isNull(_ column: Int32) -> Bool { type(column) == SQLITE_NULL }
  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
  func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

  func text(_ column: Int32) -> String? {
    guard let pointer = sqlite3_column_text(handle, column) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  func blob(_ column: Int32) -> Data? {
    let count = Int(sqlite3_column_bytes(handle, column))
    guard let pointer = sqlite3_column_blob(handle, column) else {
      return isNull(column) ? nil : Data()
    }
    return Data(bytes: pointer, count: count)
  }

  /// The column's bytes without copying, valid until the next step.
  func withBytes<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T {
    let pointer = sqlite3_column_blob(handle, column)
    let count = Int(sqlite3_column_bytes(handle, column))
    return body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
  }

  func withText<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T {
    let pointer = sqlite3_column_text(handle, column)
    let count = Int(sqlite3_column_bytes(handle, column))
    return body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
  }
}
