/// The `docpkg` tool: picks the subcommand, handles `--help` and `--version`, maps errors to
/// exit statuses.
enum RootCommand {
  /// The version `docpkg --version` prints.
  static let version = "0.1.0"

  /// Runs the tool on `arguments` (without the program name) and returns the exit status.
  static func main(_ arguments: [String], output: inout Output) -> ExitCode {
    guard let first = arguments.first else {
      output.write(HelpFormatter.rootHelp(commands: registeredCommands))
      return .usage
    }
    switch first {
    case "--help", "-h", "help":
      if arguments.count > 1, let command = find(arguments[1]) {
        output.write(HelpFormatter.commandHelp(command.declaration))
      } else {
        output.write(HelpFormatter.rootHelp(commands: registeredCommands))
      }
      return .success
    case "--version":
      output.line("docpkg \(version)")
      return .success
    default:
      break
    }
    guard let command = find(first) else {
      output.warning("unknown subcommand '\(first)'; see 'docpkg --help'")
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    // After `--` nothing is an option, `-h` included: it is a file named `-h`.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      output.write(HelpFormatter.commandHelp(command.declaration))
      return .success
    }
    do {
      return try execute(command, rest, output: &output)
    } catch {
      let failure = CLIError(error)
      output.warning(failure.message)
      return failure.exitCode
    }
  }

  /// Parse, validate, run: nothing is read or written before the arguments are checked.
  private static func execute<Command: ParsableCommand>(
    _ command: Command.Type, _ arguments: [String], output: inout Output
  ) throws -> ExitCode {
    var instance = try command.parse(arguments)
    try instance.validate()
    return try instance.run(output: &output)
  }

  private static func find(_ name: String) -> (any ParsableCommand.Type)? {
    registeredCommands.first { $0.configuration.name == name }
  }
}
