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
        output.write(HelpFormatter.commandHelp(command.configuration))
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
    if rest.contains("--help") || rest.contains("-h") {
      output.write(HelpFormatter.commandHelp(command.configuration))
      return .success
    }
    do {
      let parsed = try ParsedArguments(rest, configuration: command.configuration)
      let instance = try command.init(arguments: parsed)
      try instance.validate()
      return try instance.run(output: &output)
    } catch let error as CLIError {
      output.warning(error.message)
      return error.exitCode
    } catch {
      output.warning("\(error)")
      return .failure
    }
  }

  private static func find(_ name: String) -> (any ParsableCommand.Type)? {
    registeredCommands.first { $0.configuration.name == name }
  }
}
