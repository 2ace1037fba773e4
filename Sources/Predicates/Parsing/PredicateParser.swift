/// Recursive-descent parser of the predicate format language (grammar in
/// Spec/Predicates.md): `OR` < `AND` < `NOT` < comparison; expressions below that.
struct PredicateParser {
  /// The longest format string parsed, in UTF-8 bytes.
  static let maximumLength = 1 << 20
  /// The deepest nesting of parentheses, `NOT`, braces and operators.
  static let maximumDepth = 200

  var tokens: [Token]
  var index = 0
  var depth = 0
  var arguments: FormatArguments

  init(_ format: String, arguments: [Any]) throws(PredicateFormatError) {
    let length = format.utf8.count
    guard length <= Self.maximumLength else {
      throw .tooLong(length: length, limit: Self.maximumLength)
    }
    var lexer = Lexer(format)
    tokens = try lexer.all()
    self.arguments = FormatArguments(arguments)
  }

  var current: Token { tokens[index] }

  mutating func advance() -> Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  func failure(_ wanted: String) -> PredicateFormatError {
    .expected(wanted, found: current.text, offset: current.offset)
  }

  mutating func expect(_ symbol: Token.Symbol, _ wanted: String) throws(PredicateFormatError) {
    guard current.kind == .symbol(symbol) else { throw failure(wanted) }
    _ = advance()
  }

  mutating func nest() throws(PredicateFormatError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw .tooDeep(offset: current.offset, limit: Self.maximumDepth)
    }
  }

  mutating func parseWholePredicate() throws(PredicateFormatError) -> NSPredicate {
    let predicate = try parseOr()
    // Arguments left over are ignored, as Apple's variadic parser ignores them.
    guard current.kind == .end else { throw failure("AND, OR or the end of the predicate") }
    return predicate
  }

  mutating func parseWholeExpression() throws(PredicateFormatError) -> NSExpression {
    let expression = try parseExpression()
    guard current.kind == .end else { throw failure("the end of the expression") }
    return expression
  }

  // MARK: Predicates

  mutating func parseOr() throws(PredicateFormatError) -> NSPredicate {
    var operands = [try parseAnd()]
    while current.isKeyword("OR") || current.kind == .symbol(.or) {
      _ = advance()
      operands.append(try parseAnd())
    }
    return operands.count == 1
      ? operands[0] : NSCompoundPredicate(type: .or, subpredicates: operands)
  }

  mutating func parseAnd() throws(PredicateFormatError) -> NSPredicate {
    var operands = [try parseNot()]
    while current.isKeyword("AND") || current.kind == .symbol(.and) {
      _ = advance()
      operands.append(try parseNot())
    }
    return operands.count == 1
      ? operands[0] : NSCompoundPredicate(type: .and, subpredicates: operands)
  }

  mutating func parseNot() throws(PredicateFormatError) -> NSPredicate {
    guard current.isKeyword("NOT") || current.kind == .symbol(.not) else {
      return try parsePrimaryPredicate()
    }
    _ = advance()
    try nest()
    defer { depth -= 1 }
    return NSCompoundPredicate(type: .not, subpredicates: [try parseNot()])
  }

  mutating func parsePrimaryPredicate() throws(PredicateFormatError) -> NSPredicate {
    if current.isKeyword("TRUEPREDICATE") {
      _ = advance()
      return NSPredicate(value: true)
    }
    if current.isKeyword("FALSEPREDICATE") {
      _ = advance()
      return NSPredicate(value: false)
    }
    if current.kind == .symbol(.leftParen) {
      // `(a == 1)` is a predicate, `(a + 1) > 2` starts with an expression: try the first,
      // and on failure read it again as the start of a comparison.
      let saved = (index, depth, arguments)
      _ = advance()
      try nest()
      if let inner = try? parseOr(), current.kind == .symbol(.rightParen) {
        _ = advance()
        depth -= 1
        return inner
      }
      (index, depth, arguments) = saved
    }
    return try parseComparison()
  }

  mutating func parseComparison() throws(PredicateFormatError) -> NSPredicate {
    var modifier = NSComparisonPredicate.Modifier.direct
    var negated = false
    if current.isKeyword("ANY") || current.isKeyword("SOME") {
      modifier = .any
    } else if current.isKeyword("ALL") {
      modifier = .all
    } else if current.isKeyword("NONE") {
      (modifier, negated) = (.any, true)
    }
    if modifier != .direct { _ = advance() }
    let left = try parseExpression()
    let (operatorType, options, negatesOperator) = try parseOperator()
    let right = try parseExpression()
    var predicate: NSPredicate = NSComparisonPredicate(
      leftExpression: left, rightExpression: right, modifier: modifier, type: operatorType,
      options: options)
    if negatesOperator { predicate = NSCompoundPredicate(type: .not, subpredicates: [predicate]) }
    if negated { predicate = NSCompoundPredicate(type: .not, subpredicates: [predicate]) }
    return predicate
  }

  /// The operator and its `[cd]` options. The third value is always false today; it is where
  /// a negated operator spelling would go.
  mutating func parseOperator() throws(PredicateFormatError) -> (
    NSComparisonPredicate.Operator, NSComparisonPredicate.Options, Bool
  ) {
    let token = current
    let operatorType: NSComparisonPredicate.Operator
    switch token.kind {
    case .symbol(.equal): operatorType = .equalTo
    case .symbol(.notEqual): operatorType = .notEqualTo
    case .symbol(.less): operatorType = .lessThan
    case .symbol(.lessOrEqual): operatorType = .lessThanOrEqualTo
    case .symbol(.greater): operatorType = .greaterThan
    case .symbol(.greaterOrEqual): operatorType = .greaterThanOrEqualTo
    case .word(let word, false):
      switch word.uppercased() {
      case "LIKE": operatorType = .like
      case "MATCHES": operatorType = .matches
      case "BEGINSWITH": operatorType = .beginsWith
      case "ENDSWITH": operatorType = .endsWith
      case "CONTAINS": operatorType = .contains
      case "IN": operatorType = .in
      case "BETWEEN": operatorType = .between
      case "UTI-CONFORMS-TO", "UTI-EQUALS":
        throw .unsupported(word.uppercased(), offset: token.offset)
      default: throw failure("a comparison operator")
      }
    default: throw failure("a comparison operator")
    }
    _ = advance()
    return (operatorType, try parseOptions(), false)
  }

  /// `[c]`, `[d]`, `[cd]`, `[n]` after an operator.
  mutating func parseOptions() throws(PredicateFormatError) -> NSComparisonPredicate.Options {
    guard current.kind == .symbol(.leftBracket) else { return [] }
    _ = advance()
    guard case .word(let letters, false) = current.kind else {
      throw failure("comparison options c, d or n")
    }
    var options: NSComparisonPredicate.Options = []
    for letter in letters.lowercased() {
      switch letter {
      case "c": options.insert(.caseInsensitive)
      case "d": options.insert(.diacriticInsensitive)
      case "n": options.insert(.normalized)
      default: throw failure("comparison options c, d or n")
      }
    }
    _ = advance()
    try expect(.rightBracket, "']' after comparison options")
    return options
  }
}
