import Testing

@testable import docpkg

/// Walks every command's declarations: the parser, the help text and the commands all read
/// the same list, so a name declared twice, a stray property or an option missing from the
/// help is caught here.
@Suite("Command declarations")
struct CommandDeclarationTests {
  static let commands = registeredCommands.map { ($0.configuration.name, $0) }

  @Test(arguments: commands.map(\.0))
  func optionsAreUniqueDocumentedAndParse(name: String) throws {
    let command = try #require(registeredCommands.first { $0.configuration.name == name })
    let configuration = command.declaredConfiguration
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
        try ParsedArguments(arguments, configuration: configuration)
      }
    }
  }

  /// The hand-written synopsis names only options the command declares.
  @Test(arguments: commands.map(\.0))
  func usageNamesOnlyDeclaredOptions(name: String) throws {
    let command = try #require(registeredCommands.first { $0.configuration.name == name })
    let configuration = command.declaredConfiguration
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

  @Test(arguments: commands.map(\.0))
  func everyOptionsPropertyIsADeclaration(name: String) throws {
    let command = try #require(registeredCommands.first { $0.configuration.name == name })
    let stray = Self.strayProperties(of: command)
    #expect(stray.isEmpty, "not options: \(stray)")
  }

  static func strayProperties<Command: ParsableCommand>(of _: Command.Type) -> [String] {
    strays(in: Command.Options())
  }

  static func strays(in group: some OptionGroup) -> [String] {
    Mirror(reflecting: group).children.flatMap { child -> [String] in
      if child.value is any OptionDeclaration { return [] }
      if let nested = child.value as? any OptionGroup { return strays(in: nested) }
      return [child.label ?? "?"]
    }
  }
}
