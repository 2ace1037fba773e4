/// One option a command accepts, as its ``Flag`` or ``Option`` declaration defines it.
struct OptionSpec: Sendable {
  /// Whether the option stands alone or takes a value.
  enum Kind: Sendable {
    /// `--json`: present or absent.
    case flag
    /// `--size N`: takes one value; `label` names it in help.
    case value(label: String)
    /// `--attach FILE`, repeatable: every occurrence is kept in order.
    case repeatedValue(label: String)
  }

  /// The long name without dashes (`json` for `--json`); the key in `ParsedArguments`.
  var name: String
  /// An optional one-letter alias (`o` for `-o`).
  var short: Character?
  /// Flag or value.
  var kind: Kind
  /// One line for `--help`.
  var help: String

  /// A boolean flag.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, kind: .flag, help: help)
  }

  /// An option that takes one value.
  static func value(
    _ name: String, short: Character? = nil, label: String, help: String
  ) -> OptionSpec {
    OptionSpec(name: name, short: short, kind: .value(label: label), help: help)
  }

  /// An option that takes a value and may be repeated.
  static func repeated(
    _ name: String, short: Character? = nil, label: String, help: String
  ) -> OptionSpec {
    OptionSpec(name: name, short: short, kind: .repeatedValue(label: label), help: help)
  }

  /// How the option appears in usage lines: `--size <N>`.
  var synopsis: String {
    switch kind {
    case .flag: return "--\(name)"
    case .value(let label), .repeatedValue(let label): return "--\(name) <\(label)>"
    }
  }

  /// How the option appears in a generated usage line: `[--json]`, `[--size <N>]`,
  /// `[--attach <FILE>]...`.
  var usageSynopsis: String {
    if case .repeatedValue = kind { return "[\(synopsis)]..." }
    return "[\(synopsis)]"
  }
}
