/// A type whose stored properties declare arguments: a command, or a group of options
/// several commands share (``BatchOptions``), held as a plain stored property of the
/// command. The parser makes one with `init()`, finds the declarations with `Mirror`
/// (groups contribute theirs in place), and fills them.
protocol ParsableArguments: Sendable {
  /// The declarations with their defaults.
  init()
}

extension ParsableArguments {
  /// Every declaration, nested groups included, in declaration order.
  var definitions: [ArgumentDefinition] {
    Mirror(reflecting: self).children.flatMap { child -> [ArgumentDefinition] in
      if let declaration = child.value as? any ArgumentDeclaring {
        return [declaration.definition(propertyName: child.label ?? "")]
      }
      if let group = child.value as? any ParsableArguments { return group.definitions }
      return []
    }
  }

  /// A value with `arguments` parsed into its declarations.
  /// - Parameter configuration: the name and usage for error messages.
  /// - Throws: `CLIError.usage` for unknown options, missing values, wrong positional counts
  ///   and values that do not convert.
  static func parse(
    _ arguments: [String], configuration: CommandConfiguration
  ) throws(CLIError) -> Self {
    let value = Self()
    let definitions = value.definitions
    let declaration = CommandDeclaration(configuration, definitions: definitions)
    let parsed = try ParsedArguments(arguments, declaration: declaration)
    var positionals = parsed.positionals[...]
    var stillNeeded = declaration.minimumPositionals
    for definition in definitions {
      switch definition.kind {
      case .option(let spec):
        try definition.store(parsed.texts(spec.name), "--" + spec.name)
      case .positional(let spec):
        // Each positional takes as many as it may while leaving the later ones theirs.
        stillNeeded -= spec.minimum
        let available = positionals.count - stillNeeded
        let count = min(spec.maximum ?? available, available)
        try definition.store(Array(positionals.prefix(count)), configuration.name)
        positionals = positionals.dropFirst(count)
      }
    }
    return value
  }
}
