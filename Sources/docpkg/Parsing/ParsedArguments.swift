/// A command line split into options and positionals, checked against a command's
/// declaration.
struct ParsedArguments: Sendable {
  /// The texts of each option given (long names), one per occurrence, in order; a flag's
  /// occurrences are empty strings.
  private var given: [String: [String]] = [:]
  /// Positional arguments, in order.
  var positionals: [String] = []

  /// Every occurrence of the option `name`, in order (empty when not given).
  func texts(_ name: String) -> [String] {
    given[name] ?? []
  }

  /// Whether the option `name` was given.
  func isGiven(_ name: String) -> Bool {
    given[name] != nil
  }

  /// Splits `arguments` by `declaration`'s options.
  /// - Throws: `CLIError.usage` for unknown options, missing values and wrong positional counts.
  init(_ arguments: [String], declaration configuration: CommandDeclaration) throws(CLIError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = Self.lookUp(name, in: configuration) else {
        throw CLIError.usage("\(configuration.name): unknown option '\(name)'")
      }
      switch spec.kind {
      case .flag:
        if inlineValue != nil {
          throw CLIError.usage("\(configuration.name): --\(spec.name) takes no value")
        }
        given[spec.name, default: []].append("")
      case .value, .repeatedValue:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw CLIError.usage("\(configuration.name): \(spec.synopsis) needs a value")
        }
        given[spec.name, default: []].append(value)
      }
    }
    if positionals.count < configuration.minimumPositionals {
      throw CLIError.usage(
        "\(configuration.name): missing argument; usage: docpkg \(configuration.name) \(configuration.usage)"
      )
    }
    if let maximum = configuration.maximumPositionals, positionals.count > maximum {
      throw CLIError.usage(
        "\(configuration.name): too many arguments; usage: docpkg \(configuration.name) \(configuration.usage)"
      )
    }
  }

  private static func lookUp(_ name: String, in configuration: CommandDeclaration) -> OptionSpec? {
    if name.hasPrefix("--") {
      let long = name.dropFirst(2)
      return configuration.options.first { $0.name == long }
    }
    guard name.count == 2, let letter = name.last else { return nil }
    return configuration.options.first { $0.short == letter }
  }
}
