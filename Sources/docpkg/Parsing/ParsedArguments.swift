/// A command line split into options and positionals, checked against a configuration.
struct ParsedArguments: Sendable {
  /// Flags that were given (long names).
  private var flags: Set<String> = []
  /// Values of value options, in order (long names).
  private var texts: [String: [String]] = [:]
  /// Positional arguments, in order.
  var positionals: [String] = []

  /// The long names the configuration declares; reading any other is a programming error
  /// that the declaration test catches.
  private var declared: Set<String> = []

  /// Whether `flag` was given.
  /// - Throws: `CLIError` when the command does not declare `flag`.
  func has(_ flag: Flag) throws(CLIError) -> Bool {
    try checkDeclared(flag.spec)
    return flags.contains(flag.spec.name)
  }

  /// The last value of `option`, converted, or `nil` when it was not given.
  /// - Throws: `CLIError.usage` when the value does not convert.
  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    try checkDeclared(option.spec)
    guard let text = texts[option.spec.name]?.last else { return nil }
    return try option.parse(text)
  }

  /// Every value of a repeatable `option`, converted, in order.
  /// - Throws: `CLIError.usage` when a value does not convert.
  func values<Value>(_ option: RepeatedOption<Value>) throws(CLIError) -> [Value] {
    try checkDeclared(option.spec)
    var result: [Value] = []
    for text in texts[option.spec.name] ?? [] { result.append(try option.parse(text)) }
    return result
  }

  /// Whether `option` was given at all (for checks that only ask about presence).
  func isGiven(_ option: some OptionDeclaration) throws(CLIError) -> Bool {
    try checkDeclared(option.spec)
    return flags.contains(option.spec.name) || texts[option.spec.name] != nil
  }

  private func checkDeclared(_ spec: OptionSpec) throws(CLIError) {
    guard declared.contains(spec.name) else {
      throw CLIError(
        message: "internal error: --\(spec.name) is read but not declared", exitCode: .failure)
    }
  }

  /// Splits `arguments` by `configuration`'s options.
  /// - Throws: `CLIError.usage` for unknown options, missing values and wrong positional counts.
  init(_ arguments: [String], configuration: CommandConfiguration) throws(CLIError) {
    declared = Set(configuration.options.map(\.name))
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
        texts[spec.name, default: []].append(value)
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
