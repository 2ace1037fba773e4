/// A declared option that the parser and the help text read: a ``Flag``, an ``Option`` or a
/// ``RepeatedOption``. Commands never name an option by a string; they read it through the
/// declaration, whose generic parameter carries the value's type.
protocol OptionDeclaration: Sendable {
  /// The name, kind and help line.
  var spec: OptionSpec { get }
}

/// `--json`: present or absent.
struct Flag: OptionDeclaration {
  let spec: OptionSpec

  /// Declares `--name` (and `-short`).
  init(_ name: String, short: Character? = nil, help: String) {
    spec = .flag(name, short: short, help: help)
  }
}

extension Flag {
  /// `--json` of a command that prints one JSON document, whose schema is on its page
  /// `Spec/CLI/<schema>.md`.
  static func json(schema: String) -> Flag {
    Flag("json", help: "Print one JSON document (schema in Spec/CLI/\(schema).md).")
  }
}

/// `--size N`: takes one value (the last one given wins), converted to `Value` when read.
struct Option<Value: Sendable>: OptionDeclaration {
  let spec: OptionSpec
  /// Turns the text into a value, or throws the usage error that names the option.
  let parse: @Sendable (String) throws(CLIError) -> Value

  /// Declares `--name <label>` with a conversion.
  init(
    _ name: String, short: Character? = nil, label: String, help: String,
    parse: @escaping @Sendable (String) throws(CLIError) -> Value
  ) {
    spec = .value(name, short: short, label: label, help: help)
    self.parse = parse
  }
}

extension Option where Value == String {
  /// Declares `--name <label>` whose value is the text as given.
  init(_ name: String, short: Character? = nil, label: String, help: String) {
    self.init(name, short: short, label: label, help: help) { $0 }
  }
}

extension Option where Value == Int {
  /// Declares `--name <label>` taking a whole number in `range`.
  init(
    _ name: String, short: Character? = nil, label: String, help: String, range: ClosedRange<Int>
  ) {
    self.init(name, short: short, label: label, help: help) { text throws(CLIError) in
      guard let number = Int(text), range.contains(number) else {
        throw CLIError.usage(
          "--\(name): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
        )
      }
      return number
    }
  }
}

extension Option where Value: RawRepresentable, Value.RawValue == String {
  /// Declares `--name <label>` taking one of `Value`'s names.
  /// - Parameters:
  ///   - names: the names for the error message (`fit, fill or exact`).
  ///   - context: what the error message starts with (`text: `), if anything.
  init(
    _ name: String, short: Character? = nil, label: String, help: String, names: String,
    context: String = ""
  ) {
    self.init(name, short: short, label: label, help: help) { text throws(CLIError) in
      guard let value = Value(rawValue: text) else {
        throw CLIError.usage("\(context)--\(name): expected \(names), got '\(text)'")
      }
      return value
    }
  }
}

/// `--attach FILE`, repeatable: every value is kept, in order.
struct RepeatedOption<Value: Sendable>: OptionDeclaration {
  let spec: OptionSpec
  /// Turns one value's text into a value.
  let parse: @Sendable (String) throws(CLIError) -> Value

  /// Declares `option` as repeatable: each occurrence is converted and kept.
  init(_ option: Option<Value>) {
    var spec = option.spec
    if case .value(let label) = spec.kind { spec.kind = .repeatedValue(label: label) }
    self.spec = spec
    parse = option.parse
  }
}
