/// Renders `--help` text for the tool and for each subcommand.
enum HelpFormatter {
  /// Help for `docpkg --help`: the overview and the list of subcommands.
  static func rootHelp(commands: [any ParsableCommand.Type]) -> String {
    var text = """
      OVERVIEW: Read, check, convert and thumbnail Apple document packages on Linux.

      USAGE: docpkg <subcommand> [arguments] [options]

      OPTIONS:
        --help                  Show help for docpkg or a subcommand.
        --version               Show the version.

      SUBCOMMANDS:

      """
    let width = (commands.map { $0.configuration.name.count }.max() ?? 0) + 4
    for command in commands {
      let name = command.configuration.name
      text += "  " + name + String(repeating: " ", count: width - name.count)
      text += command.configuration.abstract + "\n"
    }
    text += "\n  See 'docpkg <subcommand> --help' for details. Exit codes: 0 ok, 1 failure,\n"
    text += "  64 usage, 65 bad input data, 66 missing input, 69 codec library missing,\n"
    text += "  73 cannot create output, 74 I/O error, 75 in use (another process holds it).\n"
    return text
  }

  /// Help for `docpkg NAME --help`.
  static func commandHelp(_ configuration: CommandDeclaration) -> String {
    var text = "OVERVIEW: \(configuration.abstract)\n\n"
    if !configuration.discussion.isEmpty {
      text += configuration.discussion + "\n\n"
    }
    text += "USAGE: docpkg \(configuration.name) \(configuration.usage)\n\nOPTIONS:\n"
    var rows: [(String, String)] = []
    for option in configuration.options {
      var synopsis = option.synopsis
      if let short = option.short {
        synopsis = "-\(short), " + synopsis
      }
      rows.append((synopsis, option.help))
    }
    rows.append(("-h, --help", "Show this help."))
    // Columns line up after the longest synopsis that fits in 28 characters; a longer one
    // (a long choice list) puts its help on the next line.
    let width = (rows.map { $0.0.count }.filter { $0 <= 28 }.max() ?? 0) + 2
    for (synopsis, help) in rows {
      if synopsis.count + 2 > width {
        text += "  \(synopsis)\n" + String(repeating: " ", count: width + 2) + help + "\n"
      } else {
        text +=
          "  " + synopsis + String(repeating: " ", count: width - synopsis.count) + help + "\n"
      }
    }
    return text
  }
}
