/// A comparison of two expressions: `name LIKE[c] "note*"`, `ANY children.age > 12`.
///
/// ```swift
/// let adult = NSComparisonPredicate(
///   leftExpression: NSExpression(forKeyPath: "age"),
///   rightExpression: NSExpression(forConstantValue: 18),
///   modifier: .direct, type: .greaterThanOrEqualTo)
/// adult.predicateFormat  // age >= 18
/// ```
open class NSComparisonPredicate: NSPredicate {
  struct Parts {
    var left: NSExpression
    var right: NSExpression
    var modifier: Modifier
    var operatorType: Operator
    var options: Options
    /// The right side prepared once when it is a constant string (LIKE pattern, regular
    /// expression, folded text), so evaluating over many objects does not redo it.
    var matcher: StringMatcher?
    /// Matchers for right sides that are not constant, compiled once per pattern.
    let matchers = MatcherCache()

    init(
      left: NSExpression, right: NSExpression, modifier: Modifier, operatorType: Operator,
      options: Options
    ) {
      self.left = left
      self.right = right
      self.modifier = modifier
      self.operatorType = operatorType
      self.options = options
      if case .constant(let value) = right.kind, let text = Values.string(value) {
        matcher = StringMatcher(operatorType, pattern: text, options: options)
      }
    }
  }

  let parts: Parts

  /// Creates a comparison of `lhs` with `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: the left expression (for `ANY`/`ALL`, a collection).
  ///   - rhs: the right expression.
  ///   - modifier: `.direct`, `.any` or `.all`.
  ///   - type: the operator.
  ///   - options: string options (`[c]`, `[d]`, `[n]`).
  public init(
    leftExpression lhs: NSExpression, rightExpression rhs: NSExpression,
    modifier: Modifier = .direct, type: Operator, options: Options = []
  ) {
    parts = Parts(left: lhs, right: rhs, modifier: modifier, operatorType: type, options: options)
    super.init(kind: .comparison(parts))
  }

  /// The left expression.
  public var leftExpression: NSExpression { parts.left }
  /// The right expression.
  public var rightExpression: NSExpression { parts.right }
  /// `.direct`, `.any` or `.all`.
  public var comparisonPredicateModifier: Modifier { parts.modifier }
  /// The operator.
  public var predicateOperatorType: Operator { parts.operatorType }
  /// The string options (`[c]`, `[d]`, `[n]`).
  public var options: Options { parts.options }
}
