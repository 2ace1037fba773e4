import Testing

@testable import docpkg

/// Walks every command's declarations (its `@Flag`, `@Option` and `@Argument` properties):
/// the parser, the help text and the commands all read the same list, so a name declared
/// twice, a usage line naming an undeclared option or an option missing from the help is
/// caught here.
@Suite("Command declarations")
struct CommandDeclarationTests {
  static let commands = registeredCommands.map { ($0.configuration.name, $0) }

  @Test(arguments: commands.map(\.0))
  func optionsAreUniqueDocumentedAndParse(name: String) throws {
    let command = try #require(registeredCommands.first { $0.configuration.name == name })
    let configuration = command.declaration
    let options = configuration.options
    #expect(Set(options.map(\.name)).count == options.count, "a long name twice")
    let shorts = options.compactMap(\.short)
    #expect(Set(shorts).count == shorts.count, "a short name twice")
    #expect(!options.contains { $0.name == "help" || $0.short == "h" })
    let help = HelpFormatter.commandHelp(configuration)
    for option in options {
      #expect(!option.help.isEmpty && !option.name.isEmpty)
      #expect(help.contains(option.synopsis), "--\(option.name) missing from help")
      var arguments: [String] = []
      switch option.kind {
      case .flag: arguments = ["--\(option.name)"]
      case .value, .repeatedValue: arguments = ["--\(option.name)", "x"]
      }
      arguments += Array(repeating: "p", count: configuration.minimumPositionals)
      #expect(throws: Never.self) {
        try ParsedArguments(arguments, declaration: configuration)
      }
    }
  }

  /// The hand-written synopsis names only options the command declares.
  @Test(arguments: commands.map(\.0))
  func usageNamesOnlyDeclaredOptions(name: String) throws {
    let command = try #require(registeredCommands.first { $0.configuration.name == name })
    let configuration = command.declaration
    let longs = Set(configuration.options.map(\.name))
    let shorts = Set(configuration.options.compactMap(\.short))
    let words = configuration.usage.split(whereSeparator: { " []()|.".contains($0) })
    for word in words where word.hasPrefix("-") {
      if word.hasPrefix("--") {
        #expect(longs.contains(String(word.dropFirst(2))), "\(name): \(word) in usage")
      } else {
        #expect(word.count == 2 && shorts.contains(word.last ?? " "), "\(name): \(word)")
      }
    }
  }

  /// Every command takes `--help` without reading a value, and declares its positionals
  /// (none for `pack` and `codecs`).
  @Test(arguments: commands.map(\.0))
  func positionalsAreDeclared(name: String) throws {
    let command = try #require(registeredCommands.first { $0.configuration.name == name })
    let declaration = command.declaration
    let takesNone = ["pack", "codecs"].contains(name)
    #expect(declaration.positionals.isEmpty == takesNone)
    #expect(takesNone || declaration.minimumPositionals >= 1)
    #expect(Set(declaration.positionals.map(\.label)).count == declaration.positionals.count)
  }

  /// Choices come from the enums: the help lists them.
  @Test func choiceListsAreGenerated() {
    let thumbnail = HelpFormatter.commandHelp(ThumbnailCommand.declaration)
    #expect(thumbnail.contains("--mode <fit|fill|exact>"))
    #expect(thumbnail.contains("--progress <auto|json|none>"))
    #expect(thumbnail.contains("--filter <lanczos3|box|triangle|catmull-rom>"))
    let text = HelpFormatter.commandHelp(TextCommand.declaration)
    #expect(text.contains("-f, --format <plain|markdown|html|rtf>"))
  }
}
