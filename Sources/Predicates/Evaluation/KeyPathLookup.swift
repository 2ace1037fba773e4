/// Walks a key path over nested values (Apple's `value(forKeyPath:)` for predicates).
enum KeyPathLookup {
  static func value(of root: Any?, path: ArraySlice<String>) -> Any? {
    guard let key = path.first else { return root }
    guard let root = Values.normalized(root) else { return nil }
    let rest = path.dropFirst()
    if key.hasPrefix("@") {
      return collectionOperator(key, of: root, rest: rest)
    }
    // The common case first: a dynamic cast to a concrete type is cheaper than to a protocol.
    if let dictionary = root as? [String: Any] {
      return value(of: dictionary[key], path: rest)
    }
    if let object = root as? any KeyValueCodable {
      return value(of: object.value(forKey: key), path: rest)
    }
    if let elements = Values.collection(root) {
      return elements.map { value(of: $0, path: path) ?? NSNull() }
    }
    return nil
  }

  static func collectionOperator(_ name: String, of root: Any, rest: ArraySlice<String>)
    -> Any?
  {
    guard let elements = Values.collection(root) else { return nil }
    if name == "@count" { return elements.count }
    let values = elements.compactMap { Values.normalized(value(of: $0, path: rest)) }
    switch name {
    case "@sum": return Aggregates.sum(values)
    case "@avg": return Aggregates.average(values)
    case "@min": return Aggregates.extreme(values, keeping: .orderedAscending)
    case "@max": return Aggregates.extreme(values, keeping: .orderedDescending)
    case "@unionOfObjects": return values
    case "@distinctUnionOfObjects": return Aggregates.distinct(values)
    default: return nil
    }
  }
}

/// The arithmetic of collection operators and aggregate functions.
enum Aggregates {
  /// The sum: an `Int` when every value is an integer and it does not overflow, else a
  /// `Double`; `0` for no values.
  static func sum(_ values: [Any]) -> Any? {
    var total = 0
    var exact = true
    for value in values {
      guard let integer = Values.integer(value) else {
        exact = false
        break
      }
      let (sum, overflow) = total.addingReportingOverflow(integer)
      if overflow {
        exact = false
        break
      }
      total = sum
    }
    if exact { return total }
    var sum = 0.0
    for value in values {
      guard let number = Values.double(value) else { return nil }
      sum += number
    }
    return sum
  }

  static func average(_ values: [Any]) -> Any? {
    guard !values.isEmpty else { return nil }
    var sum = 0.0
    for value in values {
      guard let number = Values.double(value) else { return nil }
      sum += number
    }
    return sum / Double(values.count)
  }

  static func extreme(_ values: [Any], keeping wanted: ComparisonResult) -> Any? {
    let comparison = ValueComparison(options: [])
    var best: Any?
    for value in values {
      guard let current = best else {
        best = value
        continue
      }
      if comparison.order(value, current) == wanted { best = value }
    }
    return best
  }

  static func distinct(_ values: [Any]) -> [Any] {
    let comparison = ValueComparison(options: [])
    var kept: [Any] = []
    for value in values where !kept.contains(where: { comparison.equal($0, value) }) {
      kept.append(value)
    }
    return kept
  }
}
