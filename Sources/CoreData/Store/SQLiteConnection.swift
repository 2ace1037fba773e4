import CSQLite
import Foundation

/// One SQLite connection (read-only unless made with `writable`), closed when released.
final class SQLiteConnection {
  let handle: OpaquePointer
  let path: String

  /// Opens `uri` (a `file:` URI) read-only, or read-write (creating the file) when `writable`.
  init(uri: String, displayPath: String, writable: Bool = false) throws(StoreError) {
    var pointer: OpaquePointer?
    let access = writable ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY
    let flags = access | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
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

  /// Runs statements that return no rows.
  func execute(_ sql: String) throws(StoreError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error("sqlite3_exec", code) }
  }

  /// Rows changed by the last `INSERT`, `UPDATE` or `DELETE`.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// The names of the database's tables.
  func tableNames() throws(StoreError) -> Set<String> {
    let statement = try prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    var names: Set<String> = []
    while try statement.step() { names.insert(statement.text(0) ?? "") }
    return names
  }

  /// The column names of `table` (in the attached database `schema` when given), in order.
  func columns(of table: String, schema: String? = nil) throws(StoreError) -> [String] {
    let prefix = schema.map { SQLiteConnection.quote($0) + "." } ?? ""
    let statement = try prepare("PRAGMA \(prefix)table_info(\(SQLiteConnection.quote(table)))")
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

  /// The copies of the text ``bindCopy(_:_:)`` bound, by parameter index (SQLite reads them
  /// in place: each stays until that parameter's next text, or the statement's end).
  private var texts: [UnsafeMutableRawBufferPointer] = []
  /// Copies replaced while a failed bind may have left SQLite pointing at them: freed with
  /// the statement.
  private var retiredTexts: [UnsafeMutableRawBufferPointer] = []

  init(_ handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
    for text in texts + retiredTexts { text.deallocate() }
  }

  /// Advances to the next row; false when there is none.
  func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_ROW { return true }
    if code == SQLITE_DONE { return false }
    throw connection.error("sqlite3_step", code)
  }

  func reset() { sqlite3_reset(handle) }

  func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }

  /// Binds a stored value: integer, real, text, bytes, or NULL.
  func bind(_ index: Int32, _ value: StoredValue) {
    switch value {
    case .null: sqlite3_bind_null(handle, index)
    case .integer(let number): sqlite3_bind_int64(handle, index, number)
    case .real(let number): sqlite3_bind_double(handle, index, number)
    case .text(let text): bind(index, text)
    case .blob(let bytes):
      _ = bytes.withUnsafeBytes { raw in
        sqlite3_bind_blob(handle, index, raw.baseAddress, Int32(raw.count), sqliteTransient)
      }
    }
  }

  /// Binds text up to its first NUL character (as binding its C string does), from the
  /// string's own UTF-8 bytes when it has them contiguous (no C string copied).
  func bind(_ index: Int32, _ text: String) {
    var text = text
    text.withUTF8 { bytes in
      let length = bytes.firstIndex(of: 0) ?? bytes.count
      bytes.withMemoryRebound(to: CChar.self) { characters in
        guard let base = characters.baseAddress else {
          _ = sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
          return
        }
        _ = sqlite3_bind_text(handle, index, base, Int32(clamping: length), sqliteTransient)
      }
    }
  }

  /// Text bound as `bind(_:_:)` binds it, for a parameter bound again for each run (the rows of one
  /// `INSERT`): the bytes are copied into the statement's own buffer for the parameter, which
  /// SQLite reads in place (`SQLITE_STATIC`), rather than into memory SQLite allocates and
  /// frees for each value. The parameter must be bound again (or the statement finalized)
  /// before the next text is bound to it here, as every run of such a statement does.
  func bindCopy(_ index: Int32, _ text: String) {
    var text = text
    text.withUTF8 { bytes in
      let length = bytes.firstIndex(of: 0) ?? bytes.count
      let slot = Int(index)
      if slot >= texts.count {
        texts.append(
          contentsOf: repeatElement(
            UnsafeMutableRawBufferPointer(start: nil, count: 0),
            count: slot + 1 - texts.count))
      }
      var replaced: UnsafeMutableRawBufferPointer?
      if texts[slot].count < length + 1 {
        replaced = texts[slot]
        texts[slot] = .allocate(byteCount: max(length + 1, 32), alignment: 1)
      }
      let buffer = texts[slot]
      if length > 0, let source = bytes.baseAddress {
        buffer.baseAddress!.copyMemory(from: source, byteCount: length)
      }
      let characters = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
      let bound = sqlite3_bind_text(
        handle, index, characters, Int32(clamping: length), sqliteStatic)
      if let replaced {
        // The old copy is freed only once SQLite no longer points at it: a bind that failed
        // (a statement not reset) left the old binding in place.
        if bound == SQLITE_OK { replaced.deallocate() } else { retiredTexts.append(replaced) }
      }
    }
  }

  /// ``run()`` for a statement whose every parameter is bound again before its next run:
  /// reset, its bindings left for the next ones to replace.
  func runRebinding() throws(StoreError) {
    defer { sqlite3_reset(handle) }
    _ = try step()
  }

  /// Runs a statement that returns no rows, then resets it for the next bindings.
  func run() throws(StoreError) {
    defer {
      sqlite3_reset(handle)
      sqlite3_clear_bindings(handle)
    }
    _ = try step()
  }

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

/// SQLite's "copy the bytes now" destructor marker.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
/// SQLite's "the bytes stay where they are until the parameter is bound again" marker.
private let sqliteStatic: sqlite3_destructor_type? = nil

/// A value as SQLite stores it.
enum StoredValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}
