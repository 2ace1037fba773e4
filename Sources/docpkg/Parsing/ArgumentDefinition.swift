/// What one declaration tells the parser and the help text: an option's spec or a
/// positional's, and how to store what the command line gave for it.
struct ArgumentDefinition: Sendable {
  /// Option or positional.
  enum Kind: Sendable {
    /// `--json`, `--size N`, `--attach FILE`…
    case option(OptionSpec)
    /// `PATH...`, `NAME`.
    case positional(PositionalSpec)
  }

  /// Option or positional.
  var kind: Kind
  /// Converts and stores the texts given: every occurrence of an option (an empty string
  /// per occurrence of a flag), or the positionals assigned to an argument. `context`
  /// starts error messages: `--size` for an option, the command's name for a positional.
  var store: @Sendable (_ texts: [String], _ context: String) throws(CLIError) -> Void
}

/// Something a command declares as a property: ``Flag``, ``Option``, ``Argument``.
protocol ArgumentDeclaring {
  /// The definition, naming the option after `propertyName` unless the declaration
  /// names it.
  func definition(propertyName: String) -> ArgumentDefinition
}

/// Option names derived from property names.
enum ArgumentNames {
  /// `packagesOnly` (or the mirror's `_packagesOnly`) → `packages-only`.
  static func long(_ propertyName: String) -> String {
    var name = ""
    for character in propertyName.drop(while: { $0 == "_" }) {
      if character.isUppercase {
        if !name.isEmpty { name.append("-") }
        name += character.lowercased()
      } else {
        name.append(character)
      }
    }
    return name
  }

  /// `inputs` → `INPUTS`, the label of a positional that names none.
  static func label(_ propertyName: String) -> String {
    long(propertyName).uppercased()
  }
}
