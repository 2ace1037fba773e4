/// A subcommand, in three steps as in swift-argument-parser: its declared ``Flag``,
/// ``Option`` and ``Argument`` properties are filled from the command line (each text
/// converted to its type), it is `validate()`d (required options, conflicts, combinations,
/// output paths — before any work and any output), then `run()` on input it may assume is
/// valid. Commands parse and call library APIs; formats and rules live in the libraries.
///
/// ```swift
/// struct ListCommand: ParsableCommand {
///   static let configuration = CommandConfiguration(name: "list", abstract: "…")
///   @Argument(label: "DIR") var path: String
///   @Flag(help: "Only packages.") var packagesOnly: Bool   // --packages-only
/// }
/// ```
protocol ParsableCommand: ParsableArguments {
  /// Name and help; the options and positionals are the command's properties.
  static var configuration: CommandConfiguration { get }

  /// Checks the combination of arguments before anything is touched; may settle values that
  /// follow from them (the output of each input).
  /// - Throws: `CLIError.usage` (or another status for an output that cannot exist).
  mutating func validate() throws

  /// Does the work, printing to `output`; returns the exit status.
  func run(output: inout Output) throws -> ExitCode
}

extension ParsableCommand {
  mutating func validate() throws {}

  /// The configuration with what the declarations say, as the parser and the help text
  /// use it.
  static var declaration: CommandDeclaration {
    CommandDeclaration(configuration, definitions: Self().definitions)
  }

  /// The command with `arguments` parsed into its declarations.
  /// - Throws: `CLIError.usage`.
  static func parse(_ arguments: [String]) throws(CLIError) -> Self {
    try parse(arguments, configuration: configuration)
  }
}
