import Synchronization

/// Process-wide small integers for lower-cased identifiers, so conformance and equality
/// compare integers instead of hashing strings. Ids are never reused; the table only grows with
/// distinct identifiers (bounded by `maximumCount`, after which new identifiers share the
/// overflow id `-1` and fall back to string comparison).
enum TypeKeyInterning {
  /// The most distinct identifiers interned (declarations are bounded; dynamic ones are not).
  static let maximumCount = 1 << 20

  private static let table = Mutex<[String: Int]>([:])

  /// The id of `key` (a lower-cased identifier), assigning the next one on first sight.
  static func id(for key: String) -> Int {
    table.withLock { table in
      if let id = table[key] { return id }
      guard table.count < maximumCount else { return -1 }
      let id = table.count
      table[key] = id
      return id
    }
  }
}
