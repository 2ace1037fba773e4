/// A type an option or positional converts its text to, as in swift-argument-parser.
/// Enums of strings get everything from `CaseIterable`: their names are the choices the
/// help text and the error message list (`--mode: expected fit, fill or exact, got 'x'`).
protocol ExpressibleByArgument: Sendable {
  /// The value `argument` spells, or `nil`.
  init?(argument: String)
  /// Every spelling accepted, for help and errors; empty when the values are open-ended.
  static var allValueStrings: [String] { get }
  /// The usage error for `text`, given to `context` (`--mode`, or the command's name for
  /// a positional).
  static func invalidArgument(_ text: String, for context: String) -> CLIError
}

extension ExpressibleByArgument {
  static var allValueStrings: [String] { [] }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    let choices = allValueStrings
    guard let last = choices.last else {
      return .usage("\(context): cannot use '\(text)'")
    }
    let list =
      choices.count == 1 ? last : choices.dropLast().joined(separator: ", ") + " or " + last
    return .usage("\(context): expected \(list), got '\(text)'")
  }

  /// `text` converted, or the usage error naming `context`.
  static func parse(_ text: String, for context: String) throws(CLIError) -> Self {
    guard let value = Self(argument: text) else { throw invalidArgument(text, for: context) }
    return value
  }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
  init?(argument: String) {
    self.init(rawValue: argument)
  }

  static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension String: ExpressibleByArgument {
  init?(argument: String) {
    self = argument
  }
}

extension Int: ExpressibleByArgument {
  init?(argument: String) {
    self.init(argument)
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected a whole number, got '\(text)'")
  }
}
