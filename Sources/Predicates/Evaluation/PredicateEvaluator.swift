/// Evaluates predicates and expressions for one object and one set of `$variable` bindings.
struct PredicateEvaluator {
  let bindings: [String: Any]

  func evaluate(_ predicate: NSPredicate, _ object: Any?) -> Bool {
    switch predicate.kind {
    case .value(let value):
      return value
    case .block(let block):
      return block(object, bindings)
    case .compound(.and, let subpredicates):
      return subpredicates.allSatisfy { evaluate($0, object) }
    case .compound(.or, let subpredicates):
      return subpredicates.contains { evaluate($0, object) }
    case .compound(.not, let subpredicates):
      return !(subpredicates.first.map { evaluate($0, object) } ?? false)
    case .comparison(let parts):
      return compare(parts, object)
    }
  }

  func compare(_ parts: NSComparisonPredicate.Parts, _ object: Any?) -> Bool {
    let left = value(parts.left, object)
    let right = value(parts.right, object)
    let comparison = ComparisonEvaluator(parts: parts)
    switch parts.modifier {
    case .direct:
      return comparison.holds(left, right)
    case .any:
      return Values.collection(left)?.contains { comparison.holds($0, right) } ?? false
    case .all:
      return Values.collection(left)?.allSatisfy { comparison.holds($0, right) } ?? false
    }
  }

  func value(_ expression: NSExpression, _ object: Any?) -> Any? {
    switch expression.kind {
    case .constant(let value):
      return value
    case .evaluatedObject:
      return Values.normalized(object)
    case .variable(let name):
      return Values.normalized(bindings[name])
    case .keyPath(_, let components):
      return KeyPathLookup.value(of: object, path: components[...])
    case .aggregate(let elements):
      return elements.map { value($0, object) ?? NSNull() }
    case .function("valueForKeyPath:", let arguments) where arguments.count == 2:
      guard case .keyPath(_, let components) = arguments[1].kind else { return nil }
      return KeyPathLookup.value(of: value(arguments[0], object), path: components[...])
    case .function(let name, let arguments):
      let values = arguments.map { value($0, object) }
      return FunctionTable.call(name, values)
    }
  }
}
