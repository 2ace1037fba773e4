/// `@Argument var path: String` (exactly one) or `@Argument var inputs: [String]` (one or
/// more): the command's positionals, in declaration order. The counts the parser checks
/// and the usage line come from these declarations.
@propertyWrapper
struct Argument<Value: Sendable>: ArgumentDeclaring, Sendable {
  private let label: String?
  private let help: String
  private let minimum: Int
  private let maximum: Int?
  private let box: ArgumentBox<Value?>
  private let convert: @Sendable (_ texts: [String], _ command: String) throws(CLIError) -> Value

  /// The value given.
  ///
  /// Read only after parsing, which has stored a value or failed with a usage error;
  /// reading it before is a programming error.
  var wrappedValue: Value {
    get {
      guard let value = box.value else {
        preconditionFailure("@Argument \(label ?? "") read before the command line was parsed")
      }
      return value
    }
    nonmutating set { box.value = newValue }
  }

  func definition(propertyName: String) -> ArgumentDefinition {
    let spec = PositionalSpec(
      label: label ?? ArgumentNames.label(propertyName), help: help, minimum: minimum,
      maximum: maximum)
    let box = self.box
    let convert = self.convert
    return ArgumentDefinition(kind: .positional(spec)) { texts, command throws(CLIError) in
      box.value = try convert(texts, command)
    }
  }
}

extension Argument where Value: ExpressibleByArgument {
  /// Declares a positional given exactly once.
  /// - Parameter label: its name in usage lines; the property's name in capitals when not
  ///   given.
  init(label: String? = nil, help: String = "") {
    self.label = label
    self.help = help
    minimum = 1
    maximum = 1
    box = ArgumentBox(nil)
    convert = { texts, command throws(CLIError) in
      try Value.parse(texts[0], for: command)
    }
  }
}

extension Argument {
  /// Declares positionals given one or more times.
  init<Element: ExpressibleByArgument>(label: String? = nil, help: String = "")
  where Value == [Element] {
    self.label = label
    self.help = help
    minimum = 1
    maximum = nil
    box = ArgumentBox([])
    convert = { texts, command throws(CLIError) in
      var values: [Element] = []
      for text in texts { values.append(try Element.parse(text, for: command)) }
      return values
    }
  }
}
