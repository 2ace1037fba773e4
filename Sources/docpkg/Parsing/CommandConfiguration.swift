/// What a subcommand is called, what it does and which arguments it takes.
struct CommandConfiguration: Sendable {
  /// The subcommand name (`inspect`).
  var name: String
  /// One line for the command list.
  var abstract: String
  /// The argument synopsis after the name, e.g. `PATH... [--json]`.
  var usage: String
  /// Longer help shown by `docpkg NAME --help`.
  var discussion: String = ""
  /// The options it accepts (`--help` is implied), filled in from the command's
  /// ``ParsableCommand/Options``.
  var options: [OptionSpec] = []
  /// Smallest number of positional arguments.
  var minimumPositionals: Int = 0
  /// Largest number of positional arguments, `nil` for no limit.
  var maximumPositionals: Int? = nil
}
