/// Equality and order of two values as Apple's predicates compare them: numbers by value
/// whatever their type, strings with the `[c]`/`[d]` options, dates by time, collections
/// element by element; values of unrelated kinds are unequal and unordered.
struct ValueComparison {
  let options: NSComparisonPredicate.Options

  func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    let lhs = Values.normalized(lhs)
    let rhs = Values.normalized(rhs)
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    if let left = Values.string(lhs), let right = Values.string(rhs) {
      return fold(left) == fold(right)
    }
    if let left = Values.collection(lhs), let right = Values.collection(rhs) {
      return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
    }
    if let order = order(lhs, rhs) { return order == .orderedSame }
    if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
    return false
  }

  /// The order of two numbers, strings or dates; `nil` for anything else.
  func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult? {
    guard let lhs = Values.normalized(lhs), let rhs = Values.normalized(rhs) else { return nil }
    if let left = Values.integer(lhs), let right = Values.integer(rhs) {
      return Self.result(left, right)
    }
    if let left = Values.double(lhs), let right = Values.double(rhs) {
      if left.isNaN || right.isNaN { return nil }
      return Self.result(left, right)
    }
    if let left = Values.string(lhs), let right = Values.string(rhs) {
      return Self.result(fold(left), fold(right))
    }
    if let left = Values.date(lhs), let right = Values.date(rhs) {
      return Self.result(left, right)
    }
    return nil
  }

  func fold(_ text: String) -> String {
    StringFolding(options: options).fold(text)
  }

  static func result<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
    lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
  }
}

/// The `[c]` and `[d]` options applied to a string before comparing it.
struct StringFolding {
  let options: NSComparisonPredicate.Options

  var isIdentity: Bool {
    options.isDisjoint(with: [.caseInsensitive, .diacriticInsensitive])
  }

  func fold(_ text: String) -> String {
    if isIdentity { return text }
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    return text.folding(options: folding, locale: nil)
  }
}
