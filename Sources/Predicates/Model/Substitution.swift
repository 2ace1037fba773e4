/// Replaces `$variables` by constants (`withSubstitutionVariables(_:)`).
struct Substitution {
  let variables: [String: Any]

  func predicate(_ predicate: NSPredicate) -> NSPredicate {
    switch predicate.kind {
    case .value, .block:
      return predicate
    case .compound(let type, let subpredicates):
      return NSCompoundPredicate(type: type, subpredicates: subpredicates.map(self.predicate))
    case .comparison(let parts):
      return NSComparisonPredicate(
        leftExpression: expression(parts.left), rightExpression: expression(parts.right),
        modifier: parts.modifier, type: parts.operatorType, options: parts.options)
    }
  }

  func expression(_ expression: NSExpression) -> NSExpression {
    switch expression.kind {
    case .variable(let name):
      guard let value = variables[name] else { return expression }
      return NSExpression(forConstantValue: value)
    case .function(let name, let arguments):
      return NSExpression(forFunction: name, arguments: arguments.map(self.expression))
    case .aggregate(let elements):
      return NSExpression(forAggregate: elements.map(self.expression))
    case .constant, .evaluatedObject, .keyPath:
      return expression
    }
  }
}
