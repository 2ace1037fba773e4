/// A command line split into options and positionals, checked against a configuration.
struct ParsedArguments: Sendable {
  /// Flags that were given (long names).
  var flags: Set<String> = []
  /// Values of value options, in order (long names).
  var values: [String: [String]] = [:]
  /// Positional arguments, in order.
  var positionals: [String] = []

  /// Whether `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value of `--name`, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable `--name`.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of `--name` as an integer in `range`, or a usage error.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw CLIError.usage(
        "--\(name): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
      )
    }
    return number
  }

  /// Splits `arguments` by `configuration`'s options.
  /// - Throws: `CLIError.usage` for unknown options, missing values and wrong positional counts.
  init(_ arguments: [String], configuration: CommandConfiguration) throws(CLIError) {
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
        flags.insert(spec.name)
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
        values[spec.name, default: []].append(value)
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

  private static func lookUp(_ name: String, in configuration: CommandConfiguration) -> OptionSpec?
  {
    if name.hasPrefix("--") {
      let long = name.dropFirst(2)
      return configuration.options.first { $0.name == long }
    }
    guard name.count == 2, let letter = name.last else { return nil }
    return configuration.options.first { $0.short == letter }
  }
}
