import Predicates
import Testing

/// One documented example of Apple's predicate format: the format and its arguments, the
/// `predicateFormat` Apple prints for it, and objects with the result Apple documents.
struct AppleExample: CustomTestStringConvertible, Sendable {
  /// Where Apple documents the example (page and section).
  let source: String
  let format: String
  let arguments: [SendableValue]
  let printed: String
  let variables: [String: SendableValue]
  let matching: [SendableValue]
  let failing: [SendableValue]

  init(
    _ source: String, _ format: String, _ arguments: [SendableValue] = [], prints printed: String,
    variables: [String: SendableValue] = [:], true matching: [SendableValue] = [],
    false failing: [SendableValue] = []
  ) {
    self.source = source
    self.format = format
    self.arguments = arguments
    self.printed = printed
    self.variables = variables
    self.matching = matching
    self.failing = failing
  }

  var testDescription: String { "\(format) — \(source)" }
}

/// Values as test arguments must be Sendable; they hold only plists of value types.
struct SendableValue: @unchecked Sendable {
  let value: Any?
  init(_ value: Any?) { self.value = value }
}

extension SendableValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral
{
  init(stringLiteral value: String) { self.init(value) }
  init(integerLiteral value: Int) { self.init(value) }
  init(floatLiteral value: Double) { self.init(value) }
  init(dictionaryLiteral elements: (String, SendableValue)...) {
    self.init(Dictionary(uniqueKeysWithValues: elements.map { ($0.0, $0.1.value as Any) }))
  }
  init(arrayLiteral elements: SendableValue...) {
    self.init(elements.map { $0.value as Any })
  }
}
