import CSQLite
import Foundation

/// Writes test stores through SQLite's C API (read-write, unlike the library).
final class SQLiteScript {
  let handle: OpaquePointer

  init(path: String) throws {
    var pointer: OpaquePointer?
    guard sqlite3_open(path, &pointer) == SQLITE_OK, let pointer else {
      throw CocoaError(.fileWriteUnknown)
    }
    handle = pointer
  }

  deinit { sqlite3_close(handle) }

  func run(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? "?"
      sqlite3_free(message)
      throw NSError(
        domain: "SQLiteScript", code: 1, userInfo: [NSLocalizedDescriptionKey: text + " in " + sql])
    }
  }

  /// Runs one statement with blob/text/number parameters bound in order.
  func run(_ sql: String, _ values: [Any?]) throws {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw NSError(
        domain: "SQLiteScript", code: 2,
        userInfo: [NSLocalizedDescriptionKey: String(cString: sqlite3_errmsg(handle))])
    }
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case nil: sqlite3_bind_null(statement, index)
      case let number as Int: sqlite3_bind_int64(statement, index, Int64(number))
      case let number as Double: sqlite3_bind_double(statement, index, number)
      case let text as String: sqlite3_bind_text(statement, index, text, -1, transient)
      case let data as Data:
        _ = data.withUnsafeBytes {
          sqlite3_bind_blob(statement, index, $0.baseAddress, Int32(data.count), transient)
        }
      default: sqlite3_bind_null(statement, index)
      }
    }
    guard sqlite3_step(statement) == SQLITE_DONE else {
      throw NSError(
        domain: "SQLiteScript", code: 3,
        userInfo: [NSLocalizedDescriptionKey: String(cString: sqlite3_errmsg(handle))])
    }
  }

  /// The rows of a query, each column as Int64, Double, String, Data or nil.
  /// `live` reads the store as SQLite does for any client (its `-wal` included) instead of
  /// as an immutable file.
  static func query(_ path: String, _ sql: String, live: Bool = false) throws -> [[Any?]] {
    var pointer: OpaquePointer?
    let uri = live ? "file:\(path)" : "file:\(path)?immutable=1"
    let flags =
      live ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_URI : SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
    guard
      sqlite3_open_v2(uri, &pointer, flags, nil) == SQLITE_OK, let pointer
    else {
      throw CocoaError(.fileReadUnknown)
    }
    defer { sqlite3_close(pointer) }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(pointer, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw NSError(
        domain: "SQLiteScript", code: 4,
        userInfo: [NSLocalizedDescriptionKey: String(cString: sqlite3_errmsg(pointer))])
    }
    defer { sqlite3_finalize(statement) }
    var rows: [[Any?]] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      var row: [Any?] = []
      for column in 0..<sqlite3_column_count(statement) {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: row.append(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: row.append(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: row.append(String(cString: sqlite3_column_text(statement, column)))
        case SQLITE_BLOB:
          let count = Int(sqlite3_column_bytes(statement, column))
          row.append(
            sqlite3_column_blob(statement, column).map { Data(bytes: $0, count: count) } ?? Data())
        default: row.append(nil)
        }
      }
      rows.append(row)
    }
    return rows
  }
}
