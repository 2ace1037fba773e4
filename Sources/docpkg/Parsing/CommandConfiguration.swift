/// What a subcommand is called and what it does. Its options and positionals are not
/// listed here: they are the command's ``Flag``, ``Option`` and ``Argument`` properties.
struct CommandConfiguration: Sendable {
  /// The subcommand name (`inspect`).
  var name: String
  /// One line for the command list.
  var abstract: String
  /// The argument synopsis after the name, for commands whose options go together in ways
  /// the declarations cannot say (`(-o OUT.png | --output-dir DIR)`); generated from the
  /// declarations when `nil`.
  var usage: String? = nil
  /// Longer help shown by `docpkg NAME --help`.
  var discussion: String = ""
}
