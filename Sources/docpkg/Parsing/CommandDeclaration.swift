/// A command's configuration with everything its declarations say: the options and
/// positionals in declaration order, the positional counts, the usage line. The parser and
/// the help text read this one value.
struct CommandDeclaration: Sendable {
  /// The subcommand name.
  var name: String
  /// One line for the command list.
  var abstract: String
  /// The longer help.
  var discussion: String
  /// The options (`--help` is implied), in declaration order.
  var options: [OptionSpec]
  /// The positionals, in declaration order.
  var positionals: [PositionalSpec]
  /// The usage line after the name: the configuration's, or generated.
  var usage: String

  /// Smallest number of positional arguments.
  var minimumPositionals: Int { positionals.reduce(0) { $0 + $1.minimum } }

  /// Largest number of positional arguments, `nil` for no limit.
  var maximumPositionals: Int? {
    var total = 0
    for positional in positionals {
      guard let maximum = positional.maximum else { return nil }
      total += maximum
    }
    return total
  }

  /// The declaration of a command configured as `configuration` with `definitions`.
  init(_ configuration: CommandConfiguration, definitions: [ArgumentDefinition]) {
    name = configuration.name
    abstract = configuration.abstract
    discussion = configuration.discussion
    options = definitions.compactMap {
      if case .option(let spec) = $0.kind { return spec }
      return nil
    }
    positionals = definitions.compactMap {
      if case .positional(let spec) = $0.kind { return spec }
      return nil
    }
    usage = configuration.usage ?? ""
    if configuration.usage == nil {
      usage = (positionals.map(\.synopsis) + options.map(\.usageSynopsis))
        .joined(separator: " ")
    }
  }
}
