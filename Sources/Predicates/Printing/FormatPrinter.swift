/// Writes predicates and expressions in Apple's canonical format (`predicateFormat`).
struct FormatPrinter {
  private(set) var text = ""

  static let operatorNames: [NSComparisonPredicate.Operator: String] = [
    .lessThan: "<", .lessThanOrEqualTo: "<=", .greaterThan: ">", .greaterThanOrEqualTo: ">=",
    .equalTo: "==", .notEqualTo: "!=", .matches: "MATCHES", .like: "LIKE",
    .beginsWith: "BEGINSWITH", .endsWith: "ENDSWITH", .in: "IN", .contains: "CONTAINS",
    .between: "BETWEEN", .customSelector: "CUSTOMSELECTOR",
  ]

  static let infix: [String: (symbol: String, precedence: Int)] = [
    "add:to:": ("+", 1), "from:subtract:": ("-", 1), "multiply:by:": ("*", 2),
    "divide:by:": ("/", 2), "raise:toPower:": ("**", 3),
  ]

  mutating func predicate(_ predicate: NSPredicate) {
    switch predicate.kind {
    case .value(let value):
      text += value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .block:
      text += "BLOCKPREDICATE"
    case .comparison(let parts):
      comparison(parts)
    case .compound(.not, let subpredicates):
      text += "NOT "
      if let first = subpredicates.first { subpredicate(first) } else { text += "TRUEPREDICATE" }
    case .compound(let type, let subpredicates):
      guard !subpredicates.isEmpty else {
        text += type == .and ? "TRUEPREDICATE" : "FALSEPREDICATE"
        return
      }
      for (position, sub) in subpredicates.enumerated() {
        if position > 0 { text += type == .and ? " AND " : " OR " }
        subpredicate(sub)
      }
    }
  }

  /// A compound inside a compound is parenthesized, so the text parses back to the same tree.
  private mutating func subpredicate(_ predicate: NSPredicate) {
    if case .compound(let type, let subpredicates) = predicate.kind,
      type != .not, subpredicates.count > 1
    {
      text += "("
      self.predicate(predicate)
      text += ")"
    } else {
      self.predicate(predicate)
    }
  }

  private mutating func comparison(_ parts: NSComparisonPredicate.Parts) {
    switch parts.modifier {
    case .any: text += "ANY "
    case .all: text += "ALL "
    case .direct: break
    }
    expression(parts.left)
    text += " " + (Self.operatorNames[parts.operatorType] ?? "?")
    if !parts.options.isEmpty {
      text += "["
      if parts.options.contains(.caseInsensitive) { text += "c" }
      if parts.options.contains(.diacriticInsensitive) { text += "d" }
      if parts.options.contains(.normalized) { text += "n" }
      text += "]"
    }
    text += " "
    expression(parts.right)
  }

  mutating func expression(_ expression: NSExpression) {
    switch expression.kind {
    case .constant(let value):
      constant(value)
    case .evaluatedObject:
      text += "SELF"
    case .variable(let name):
      text += "$" + name
    case .keyPath(_, let components):
      text += components.map(Self.key).joined(separator: ".")
    case .aggregate(let elements):
      list(elements, open: "{", close: "}")
    case .function(let name, let arguments):
      function(name, arguments)
    }
  }

  /// A key as written: `#` before a reserved word or a key that does not start like an
  /// identifier (`#2x`, from `#2x` or `%K`), so it reads back as a key.
  static func key(_ component: String) -> String {
    let startsLikeKey =
      component.utf8.first.map { Lexer.startsIdentifier($0) || $0 == UInt8(ascii: "@") } ?? false
    return ReservedWords.contains(component) || !startsLikeKey ? "#" + component : component
  }

  private mutating func function(_ name: String, _ arguments: [NSExpression]) {
    // `-x` parses to `from:subtract:(0, x)`; printing it back as `-x` keeps the nesting the
    // same, where `0 - (0 - (…))` would need two levels per minus when read again.
    if Self.isNegation(name, arguments) {
      text += "-"
      operand(arguments[1], above: 4, right: false)
      return
    }
    if let (symbol, precedence) = Self.infix[name], arguments.count == 2 {
      operand(arguments[0], above: precedence, right: false)
      text += " \(symbol) "
      operand(arguments[1], above: precedence, right: true)
      return
    }
    switch (name, arguments.count) {
    case ("objectFrom:withIndex:", 2):
      postfixBase(arguments[0])
      text += "["
      if case .constant(let symbol as IndexSymbol) = arguments[1].kind {
        text += symbol.rawValue
      } else {
        expression(arguments[1])
      }
      text += "]"
    case ("valueForKeyPath:", 2):
      postfixBase(arguments[0])
      text += "."
      expression(arguments[1])
    case ("castObject:toType:", 2):
      text += "CAST"
      list(arguments, open: "(", close: ")")
    case ("now", 0):
      text += "now()"
    default:
      text += name
      list(arguments, open: "(", close: ")")
    }
  }

  /// The base of `base.key` or `base[index]`: a constant (`40.key` would read as the number
  /// `40.`, `-5.key` as a negation) or an infix operation (`a + b.key`) is parenthesized, so
  /// the text reads back as the same tree.
  private mutating func postfixBase(_ base: NSExpression) {
    let needsParentheses: Bool
    switch base.kind {
    case .constant:
      needsParentheses = true
    case .function(let name, let arguments):
      needsParentheses = Self.infix[name] != nil && arguments.count == 2
    default:
      needsParentheses = false
    }
    if needsParentheses { text += "(" }
    expression(base)
    if needsParentheses { text += ")" }
  }

  /// `from:subtract:` of a zero (anything that prints as `0`: `0`, `0.0`, `NO`) and a
  /// non-constant, printed as `-x`: what `-x` parses to prints the same way.
  static func isNegation(_ name: String, _ arguments: [NSExpression]) -> Bool {
    guard name == "from:subtract:", arguments.count == 2,
      case .constant(let zero?) = arguments[0].kind, Values.double(zero) == 0
    else { return false }
    // `0 - 5` stays infix: `-5` would read back as the constant -5; likewise a constant
    // collection, which prints as an aggregate `{…}`.
    switch arguments[1].kind {
    case .constant, .aggregate: return false
    default: return true
    }
  }

  /// An operand of an infix operator, parenthesized when it binds more loosely (or equally,
  /// on the right of a left-associative operator).
  private mutating func operand(_ expression: NSExpression, above precedence: Int, right: Bool) {
    if case .function(let name, let arguments) = expression.kind, arguments.count == 2,
      !Self.isNegation(name, arguments), let inner = Self.infix[name]?.precedence,
      inner < precedence || (inner == precedence && right && precedence != 3)
    {
      text += "("
      self.expression(expression)
      text += ")"
    } else {
      self.expression(expression)
    }
  }

  private mutating func list(_ elements: [NSExpression], open: String, close: String) {
    text += open
    for (position, element) in elements.enumerated() {
      if position > 0 { text += ", " }
      expression(element)
    }
    text += close
  }

  mutating func constant(_ value: Any?) {
    guard let value = Values.normalized(value) else {
      text += "nil"
      return
    }
    switch value {
    case let flag as Bool: text += flag ? "1" : "0"
    case let string as String: quoted(string)
    case let date as Date:
      text += "CAST(" + String(format: "%f", date.timeIntervalSinceReferenceDate) + ", \"NSDate\")"
    case let symbol as IndexSymbol: text += symbol.rawValue
    case let expression as NSExpression: self.expression(expression)
    default:
      if let integer = Values.integer(value) {
        text += String(integer)
      } else if let number = Values.double(value) {
        text += Self.number(number)
      } else if let string = Values.string(value) {
        quoted(string)
      } else if let elements = Values.collection(value) {
        text += "{"
        for (position, element) in elements.enumerated() {
          if position > 0 { text += ", " }
          constant(element)
        }
        text += "}"
      } else {
        quoted(String(describing: value))
      }
    }
  }

  /// A double as `NSNumber` prints it: integral values without a fraction.
  static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 {
      return String(Int(value))
    }
    return "\(value)"
  }

  private mutating func quoted(_ string: String) {
    text += "\""
    for character in string.unicodeScalars {
      switch character {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case "\0": text += "\\0"
      default: text.unicodeScalars.append(character)
      }
    }
    text += "\""
  }
}
