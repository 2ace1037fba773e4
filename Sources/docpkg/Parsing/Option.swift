/// `@Option(help: "…") var size: ThumbnailSize?`: an option that takes a value, named after
/// the property unless `name` is given. The value's type converts the text
/// (``ExpressibleByArgument``); an optional property is `nil` when the option is absent, an
/// array property collects every occurrence (`--attach A --attach B`), and otherwise the
/// last occurrence wins over the declared default.
@propertyWrapper
struct Option<Value: Sendable>: ArgumentDeclaring, Sendable {
  private let name: String?
  private let short: Character?
  private let label: String?
  private let help: String
  private let repeats: Bool
  private let choices: [String]
  private let box: ArgumentBox<Value>
  /// Converts every occurrence's text (at least one) into the value.
  private let convert: @Sendable (_ texts: [String], _ option: String) throws(CLIError) -> Value

  private init(
    name: String?, short: Character?, label: String?, help: String, repeats: Bool = false,
    choices: [String], initial: Value,
    convert: @escaping @Sendable (_ texts: [String], _ option: String) throws(CLIError) -> Value
  ) {
    self.name = name
    self.short = short
    self.label = label
    self.help = help
    self.repeats = repeats
    self.choices = choices
    box = ArgumentBox(initial)
    self.convert = convert
  }

  /// The value given, or the default.
  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  func definition(propertyName: String) -> ArgumentDefinition {
    let long = name ?? ArgumentNames.long(propertyName)
    let generated =
      choices.isEmpty ? ArgumentNames.label(propertyName) : choices.joined(separator: "|")
    let label = label ?? generated
    let spec = OptionSpec(
      name: long, short: short,
      kind: repeats ? .repeatedValue(label: label) : .value(label: label), help: help)
    let box = self.box
    let convert = self.convert
    return ArgumentDefinition(kind: .option(spec)) { texts, _ throws(CLIError) in
      guard !texts.isEmpty else { return }
      box.value = try convert(texts, "--" + long)
    }
  }
}

extension Option where Value: ExpressibleByArgument {
  /// Declares an option with a default value.
  /// - Parameters:
  ///   - label: the value's name in help (`N`); an enum's choices (`fit|fill|exact`) when
  ///     not given.
  init(
    wrappedValue: Value, name: String? = nil, short: Character? = nil, label: String? = nil,
    help: String
  ) {
    self.init(
      name: name, short: short, label: label, help: help, choices: Value.allValueStrings,
      initial: wrappedValue
    ) { texts, option throws(CLIError) in
      try Value.parse(texts[texts.count - 1], for: option)
    }
  }
}

extension Option {
  /// Declares an option that is `nil` when absent.
  init<Element: ExpressibleByArgument>(
    name: String? = nil, short: Character? = nil, label: String? = nil, help: String
  ) where Value == Element? {
    self.init(
      name: name, short: short, label: label, help: help, choices: Element.allValueStrings,
      initial: nil
    ) { texts, option throws(CLIError) in
      try Element.parse(texts[texts.count - 1], for: option)
    }
  }

  /// Declares a repeatable option: every occurrence is converted and kept, in order.
  init<Element: ExpressibleByArgument>(
    name: String? = nil, short: Character? = nil, label: String? = nil, help: String
  ) where Value == [Element] {
    self.init(
      name: name, short: short, label: label, help: help, repeats: true,
      choices: Element.allValueStrings, initial: []
    ) { texts, option throws(CLIError) in
      var values: [Element] = []
      for text in texts { values.append(try Element.parse(text, for: option)) }
      return values
    }
  }

  /// Declares an option, `nil` when absent, whose text `transform` converts (throwing the
  /// usage error itself).
  init<Element: Sendable>(
    name: String? = nil, short: Character? = nil, label: String, help: String,
    transform: @escaping @Sendable (String) throws(CLIError) -> Element
  ) where Value == Element? {
    self.init(
      name: name, short: short, label: label, help: help, choices: [], initial: nil
    ) { texts, _ throws(CLIError) in
      try transform(texts[texts.count - 1])
    }
  }

  /// Declares a whole-number option in `range`, `nil` when absent.
  init(
    name: String? = nil, short: Character? = nil, label: String, help: String,
    range: ClosedRange<Int>
  ) where Value == Int? {
    self.init(
      name: name, short: short, label: label, help: help, choices: [], initial: nil
    ) { texts, option throws(CLIError) in
      let text = texts[texts.count - 1]
      guard let number = Int(text), range.contains(number) else {
        throw CLIError.usage(
          "\(option): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
        )
      }
      return number
    }
  }
}
