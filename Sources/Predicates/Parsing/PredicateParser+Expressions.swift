extension PredicateParser {
  /// Binary operators by precedence level, loosest first, with their function names.
  static let binaryLevels: [[Token.Symbol: String]] = [
    [.plus: "add:to:", .minus: "from:subtract:"],
    [.times: "multiply:by:", .divide: "divide:by:"],
  ]

  mutating func parseExpression() throws(PredicateFormatError) -> NSExpression {
    try nest()
    defer { depth -= 1 }
    return try parseBinary(level: 0)
  }

  mutating func parseBinary(level: Int) throws(PredicateFormatError) -> NSExpression {
    guard level < Self.binaryLevels.count else { return try parsePower() }
    var left = try parseBinary(level: level + 1)
    while case .symbol(let symbol) = current.kind, let name = Self.binaryLevels[level][symbol] {
      _ = advance()
      try nest()
      defer { depth -= 1 }
      left = NSExpression(forFunction: name, arguments: [left, try parseBinary(level: level + 1)])
    }
    return left
  }

  mutating func parsePower() throws(PredicateFormatError) -> NSExpression {
    let base = try parseUnary()
    guard current.kind == .symbol(.power) else { return base }
    _ = advance()
    try nest()
    defer { depth -= 1 }
    return NSExpression(forFunction: "raise:toPower:", arguments: [base, try parsePower()])
  }

  mutating func parseUnary() throws(PredicateFormatError) -> NSExpression {
    guard current.kind == .symbol(.minus) else { return try parsePostfix() }
    _ = advance()
    switch current.kind {
    case .integer(let value):
      _ = advance()
      return NSExpression(forConstantValue: -value)
    case .real(let value):
      _ = advance()
      return NSExpression(forConstantValue: -value)
    default:
      try nest()
      defer { depth -= 1 }
      let operand = try parseUnary()
      return NSExpression(
        forFunction: "from:subtract:", arguments: [NSExpression(forConstantValue: 0), operand])
    }
  }

  mutating func parsePostfix() throws(PredicateFormatError) -> NSExpression {
    var expression = try parsePrimary()
    while true {
      if current.kind == .symbol(.dot) {
        _ = advance()
        let key = try parseKey()
        expression = Self.appending(key, to: expression)
      } else if current.kind == .symbol(.leftBracket) {
        _ = advance()
        let index: NSExpression
        if let symbol = IndexSymbol(rawValue: current.keywordText ?? "") {
          _ = advance()
          index = NSExpression(forConstantValue: symbol)
        } else {
          index = try parseExpression()
        }
        try expect(.rightBracket, "']' after an index")
        expression = NSExpression(
          forFunction: "objectFrom:withIndex:", arguments: [expression, index])
      } else {
        return expression
      }
    }
  }

  /// `a.b` → key path `a.b`; `SELF.b` → `b`; anything else `.b` → `valueForKeyPath:`.
  static func appending(_ key: String, to expression: NSExpression) -> NSExpression {
    switch expression.kind {
    case .keyPath(let path, _): NSExpression(forKeyPath: path + "." + key)
    case .evaluatedObject: NSExpression(forKeyPath: key)
    default:
      NSExpression(
        forFunction: "valueForKeyPath:", arguments: [expression, NSExpression(forKeyPath: key)])
    }
  }

  /// A key: a word that is not reserved, a `#word`, or a `%K` argument.
  mutating func parseKey() throws(PredicateFormatError) -> String {
    let token = current
    switch token.kind {
    case .word(let word, let escaped) where escaped || !ReservedWords.contains(word):
      _ = advance()
      return word
    case .specifier("K"):
      _ = advance()
      return try arguments.key(offset: token.offset)
    default:
      throw failure("a key")
    }
  }

  mutating func parsePrimary() throws(PredicateFormatError) -> NSExpression {
    let token = current
    switch token.kind {
    case .integer(let value):
      _ = advance()
      return NSExpression(forConstantValue: value)
    case .real(let value):
      _ = advance()
      return NSExpression(forConstantValue: value)
    case .string(let text):
      _ = advance()
      return NSExpression(forConstantValue: text)
    case .variable(let name):
      _ = advance()
      if current.kind == .symbol(.assign) { throw .unsupported(":=", offset: current.offset) }
      return NSExpression(forVariable: name)
    case .specifier(let conversion):
      _ = advance()
      return try arguments.expression(for: conversion, offset: token.offset)
    case .symbol(.leftParen):
      _ = advance()
      let inner = try parseExpression()
      try expect(.rightParen, "')'")
      return inner
    case .symbol(.leftBrace):
      return try parseAggregate()
    case .word(let word, let escaped):
      if !escaped, let keyword = try parseKeywordValue(word, offset: token.offset) {
        return keyword
      }
      _ = advance()
      if current.kind == .symbol(.leftParen)
        || (current.kind == .symbol(.colon) && tokens[index + 1].kind == .symbol(.leftParen))
      {
        return try parseFunction(word, offset: token.offset)
      }
      return NSExpression(forKeyPath: word)
    default:
      throw failure("an expression")
    }
  }

  /// `{a, b, c}`.
  mutating func parseAggregate() throws(PredicateFormatError) -> NSExpression {
    _ = advance()
    try nest()
    defer { depth -= 1 }
    var elements: [NSExpression] = []
    if current.kind != .symbol(.rightBrace) {
      elements.append(try parseExpression())
      while current.kind == .symbol(.comma) {
        _ = advance()
        elements.append(try parseExpression())
      }
    }
    try expect(.rightBrace, "',' or '}' in an aggregate")
    return NSExpression(forAggregate: elements)
  }

  /// `SELF`, `nil`, `YES`, `CAST(…)` and the other reserved words that are values; `nil` when
  /// `word` is not reserved.
  mutating func parseKeywordValue(_ word: String, offset: Int) throws(PredicateFormatError)
    -> NSExpression?
  {
    let upper = word.uppercased()
    let constant: Any?
    switch upper {
    case "SELF":
      _ = advance()
      return NSExpression.expressionForEvaluatedObject()
    case "NIL", "NULL": constant = nil
    case "TRUE", "YES": constant = true
    case "FALSE", "NO": constant = false
    case "CAST":
      _ = advance()
      return try parseCast(offset: offset)
    case "SUBQUERY", "ANYKEY", "FUNCTION", "FETCH":
      throw .unsupported(upper, offset: offset)
    default:
      if ReservedWords.contains(upper) { throw failure("an expression") }
      return nil
    }
    _ = advance()
    return NSExpression(forConstantValue: constant)
  }

  /// `CAST(value, 'NSDate')`: a constant operand is converted now (so `predicateFormat` shows
  /// the date constant), any other stays a `castObject:toType:` function.
  mutating func parseCast(offset: Int) throws(PredicateFormatError) -> NSExpression {
    try expect(.leftParen, "'(' after CAST")
    let operand = try parseExpression()
    try expect(.comma, "',' in CAST")
    guard case .string(let type) = current.kind else { throw failure("a type name string") }
    _ = advance()
    try expect(.rightParen, "')' after CAST")
    guard ["NSDate", "NSNumber", "NSString"].contains(type) else {
      throw .unsupported("CAST to \(type)", offset: offset)
    }
    if case .constant(let value) = operand.kind {
      return NSExpression(forConstantValue: FunctionTable.cast(value, to: type))
    }
    return NSExpression(
      forFunction: "castObject:toType:", arguments: [operand, NSExpression(forConstantValue: type)])
  }

  /// `sum(x)`, `sum:(x)`, `now()`.
  mutating func parseFunction(_ word: String, offset: Int) throws(PredicateFormatError)
    -> NSExpression
  {
    if current.kind == .symbol(.colon) { _ = advance() }
    _ = advance()  // (
    try nest()
    defer { depth -= 1 }
    var arguments: [NSExpression] = []
    if current.kind != .symbol(.rightParen) {
      arguments.append(try parseExpression())
      while current.kind == .symbol(.comma) {
        _ = advance()
        arguments.append(try parseExpression())
      }
    }
    try expect(.rightParen, "',' or ')' in a function call")
    let name = word.hasSuffix(":") ? word : (arguments.isEmpty ? word : word + ":")
    guard let arity = FunctionTable.arities[name], arity == arguments.count, arity <= 1 else {
      throw .unknownFunction(word, offset: offset)
    }
    return NSExpression(forFunction: name, arguments: arguments)
  }
}

extension Token {
  /// The upper-cased word of an unescaped word token.
  var keywordText: String? {
    if case .word(let word, false) = kind { return word.uppercased() }
    return nil
  }
}
