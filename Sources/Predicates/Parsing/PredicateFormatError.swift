/// Why a predicate or expression format string did not parse. Offsets count UTF-8 bytes
/// from the start of the format string.
public enum PredicateFormatError: Error, Equatable, CustomStringConvertible {
  /// The format is longer than `PredicateParser.maximumLength` bytes.
  case tooLong(length: Int, limit: Int)
  /// Parentheses, `NOT`s, braces or operators nest deeper than the limit.
  case tooDeep(offset: Int, limit: Int)
  /// A character that starts no token.
  case unexpectedCharacter(String, offset: Int)
  /// A quoted string with no closing quote.
  case unterminatedString(offset: Int)
  /// A number that does not read (`0x`, `1e`, digits out of range).
  case malformedNumber(String, offset: Int)
  /// Something other than what the grammar allows here.
  case expected(String, found: String, offset: Int)
  /// A `%` specifier with no argument left for it.
  case missingArgument(specifier: String, offset: Int)
  /// An argument of the wrong kind for its specifier (`%K` needs a string, `%d` a number).
  case argumentType(specifier: String, offset: Int, found: String)
  /// A `%` conversion this module does not substitute (`%s`, `%c`, `%p`, positional `%1$@`).
  case unsupportedSpecifier(String, offset: Int)
  /// `name(…)` naming no known function, or with the wrong number of arguments.
  case unknownFunction(String, offset: Int)
  /// A construct of Apple's language this module does not implement (`SUBQUERY`, `ANYKEY`,
  /// `FUNCTION`, `UTI-CONFORMS-TO`, `:=`).
  case unsupported(String, offset: Int)

  /// A message naming the offset and what went wrong.
  public var description: String {
    switch self {
    case .tooLong(let length, let limit):
      "predicate format of \(length) bytes is longer than the limit of \(limit)"
    case .tooDeep(let offset, let limit):
      "nesting deeper than \(limit) levels at offset \(offset)"
    case .unexpectedCharacter(let character, let offset):
      "unexpected character \(character.debugDescription) at offset \(offset)"
    case .unterminatedString(let offset):
      "string starting at offset \(offset) has no closing quote"
    case .malformedNumber(let text, let offset):
      "malformed number \(text.debugDescription) at offset \(offset)"
    case .expected(let wanted, let found, let offset):
      "expected \(wanted) at offset \(offset), found \(found)"
    case .missingArgument(let specifier, let offset):
      "no argument left for \(specifier) at offset \(offset)"
    case .argumentType(let specifier, let offset, let found):
      "argument for \(specifier) at offset \(offset) is \(found)"
    case .unsupportedSpecifier(let specifier, let offset):
      "format specifier \(specifier) at offset \(offset) is not supported"
    case .unknownFunction(let name, let offset):
      "unknown function \(name.debugDescription) at offset \(offset)"
    case .unsupported(let feature, let offset):
      "\(feature) at offset \(offset) is not supported"
    }
  }
}
