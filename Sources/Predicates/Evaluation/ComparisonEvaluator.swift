/// One comparison operator applied to a left and a right value.
struct ComparisonEvaluator {
  let parts: NSComparisonPredicate.Parts

  var values: ValueComparison { ValueComparison(options: parts.options) }

  func holds(_ left: Any?, _ right: Any?) -> Bool {
    let left = Values.normalized(left)
    let right = Values.normalized(right)
    switch parts.operatorType {
    case .equalTo: return values.equal(left, right)
    case .notEqualTo: return !values.equal(left, right)
    case .lessThan: return values.order(left, right) == .orderedAscending
    case .lessThanOrEqualTo: return [.orderedAscending, .orderedSame].contains(order(left, right))
    case .greaterThan: return values.order(left, right) == .orderedDescending
    case .greaterThanOrEqualTo:
      return [.orderedDescending, .orderedSame].contains(order(left, right))
    case .between: return between(left, right)
    case .in: return contains(right, left)
    case .contains:
      if Values.collection(left) != nil { return contains(left, right) }
      return strings(left, right)
    case .like, .matches, .beginsWith, .endsWith: return strings(left, right)
    case .customSelector: return false
    }
  }

  private func order(_ left: Any?, _ right: Any?) -> ComparisonResult? {
    values.order(left, right)
  }

  private func between(_ value: Any?, _ bounds: Any?) -> Bool {
    guard let bounds = Values.collection(bounds), bounds.count == 2 else { return false }
    let low = values.order(value, bounds[0])
    let high = values.order(value, bounds[1])
    return (low == .orderedDescending || low == .orderedSame)
      && (high == .orderedAscending || high == .orderedSame)
  }

  /// `element IN container` / `container CONTAINS element`.
  private func contains(_ container: Any?, _ element: Any?) -> Bool {
    if let elements = Values.collection(container) {
      return elements.contains { values.equal($0, element) }
    }
    if let dictionary = container as? [String: Any] {
      return dictionary.values.contains { values.equal($0, element) }
    }
    // `"ab" IN "cabd"`: a substring.
    if Values.string(container) != nil, Values.string(element) != nil {
      return strings(element, container)
    }
    return false
  }

  /// A string operator; `IN` reads its pattern from `subject`'s container (`right`).
  private func strings(_ left: Any?, _ right: Any?) -> Bool {
    guard let subject = Values.string(left), let pattern = Values.string(right) else {
      return false
    }
    // Built once when the right side is a constant string (the LIKE pattern, the regex).
    if let matcher = parts.matcher { return matcher.matches(subject) }
    let parts = self.parts
    guard
      let matcher = parts.matchers.matcher(
        for: pattern,
        make: { StringMatcher(parts.operatorType, pattern: $0, options: parts.options) })
    else { return false }
    return matcher.matches(subject)
  }
}
