/// A subcommand, in three steps as in swift-argument-parser: built from the parsed arguments
/// (each option's text converted to its type), `validate()`d (required options, conflicts,
/// combinations, output paths — before any work and any output), then `run()` on input it
/// may assume is valid. Commands parse and call library APIs; formats and rules live in the
/// libraries.
protocol ParsableCommand: Sendable {
  /// The command's options, declared once.
  associatedtype Options: OptionGroup

  /// Name, help and positional counts; the options come from ``Options``.
  static var configuration: CommandConfiguration { get }

  /// Reads the typed values out of the parsed arguments.
  /// - Throws: `CLIError.usage` when a value is malformed.
  init(arguments: ParsedArguments) throws

  /// Checks the combination of arguments before anything is touched; may settle values that
  /// follow from them (the output of each input).
  /// - Throws: `CLIError.usage` (or another status for an output that cannot exist).
  mutating func validate() throws

  /// Does the work, printing to `output`; returns the exit status.
  func run(output: inout Output) throws -> ExitCode
}

extension ParsableCommand {
  mutating func validate() throws {}

  /// The declarations, for reading values: `arguments.has(Self.options.json)`.
  static var options: Options { Options() }

  /// The configuration with the options ``Options`` declares, as the parser and the help
  /// text use it.
  static var declaredConfiguration: CommandConfiguration {
    var configuration = configuration
    configuration.options = Options().declarations
    return configuration
  }
}
