/// One token of the predicate format language.
struct Token {
  enum Kind: Equatable {
    /// A bare word: a key, or a keyword when `escaped` is false and it is reserved.
    case word(String, escaped: Bool)
    case string(String)
    case integer(Int)
    case real(Double)
    case variable(String)
    /// A `%` conversion: `@`, `K`, `d`, `f` … with any length modifier dropped.
    case specifier(String)
    case symbol(Symbol)
    case end
  }

  enum Symbol: String {
    case leftParen = "("
    case rightParen = ")"
    case leftBrace = "{"
    case rightBrace = "}"
    case leftBracket = "["
    case rightBracket = "]"
    case comma = ","
    case dot = "."
    case colon = ":"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"
    case not = "!"
    case plus = "+"
    case minus = "-"
    case times = "*"
    case divide = "/"
    case power = "**"
    case assign = ":="
  }

  let kind: Kind
  /// UTF-8 byte offset of the token's first byte.
  let offset: Int

  var text: String {
    switch kind {
    case .word(let word, let escaped): escaped ? "#" + word : word
    case .string(let text): "string \(text.debugDescription)"
    case .integer(let value): "\(value)"
    case .real(let value): "\(value)"
    case .variable(let name): "$" + name
    case .specifier(let conversion): "%" + conversion
    case .symbol(let symbol): "'\(symbol.rawValue)'"
    case .end: "end of input"
    }
  }

  /// Whether this is the unescaped keyword `keyword` (upper case), matched case-insensitively.
  func isKeyword(_ keyword: String) -> Bool {
    if case .word(let word, false) = kind { return word.uppercased() == keyword }
    return false
  }
}

/// Apple's reserved words: a key with one of these names is written `#name`. Apple's list
/// also has `FIRST`, `LAST` and `SIZE`; they are keywords only inside `[…]` here, so keys
/// named `size` or `last` (common in metadata and Core Data models) need no `#`.
enum ReservedWords {
  static let all: Set<String> = [
    "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI",
    "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "NULL", "NIL", "SELF", "TRUE",
    "YES", "FALSE", "NO", "ANYKEY", "SUBQUERY", "FETCH", "CAST",
    "TRUEPREDICATE", "FALSEPREDICATE", "UTI-CONFORMS-TO", "UTI-EQUALS", "FUNCTION",
  ]

  static func contains(_ word: String) -> Bool { all.contains(word.uppercased()) }
}
