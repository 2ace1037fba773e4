/// A subcommand: parsed from arguments, validated, then run. Commands parse and call library
/// APIs; formats and rules live in the libraries.
protocol ParsableCommand: Sendable {
  /// Name, help and accepted options.
  static var configuration: CommandConfiguration { get }

  /// Builds the command from parsed arguments.
  /// - Throws: `CLIError.usage` when a value is malformed.
  init(arguments: ParsedArguments) throws

  /// Checks combinations of arguments before anything is touched.
  func validate() throws

  /// Does the work, printing to `output`; returns the exit status.
  func run(output: inout Output) throws -> ExitCode
}

extension ParsableCommand {
  func validate() throws {}
}
