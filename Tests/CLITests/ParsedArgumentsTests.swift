import Testing

@testable import docpkg

@Suite("Argument parsing")
struct ParsedArgumentsTests {
  struct DemoOptions: OptionGroup {
    let json = Flag("json", help: "JSON.")
    let size = Option<Int>("size", label: "N", help: "Size.", range: 1...100)
    let output = Option<String>("output", short: "o", label: "FILE", help: "Output.")
    let attach = RepeatedOption(Option<String>("attach", label: "FILE", help: "Attachment."))
  }

  static let options = DemoOptions()

  static let configuration = CommandConfiguration(
    name: "demo", abstract: "Demo.", usage: "FILE... [--json]",
    options: DemoOptions().declarations, minimumPositionals: 1, maximumPositionals: 3)

  static func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
    try ParsedArguments(arguments, configuration: configuration)
  }

  @Test func flagsValuesAndPositionalsInAnyOrder() throws {
    let parsed = try Self.parse(
      ["a", "--json", "--size", "12", "b", "-o", "out.png", "--attach=x", "--attach", "y"])
    #expect(parsed.positionals == ["a", "b"])
    #expect(try parsed.has(Self.options.json))
    #expect(try parsed.value(Self.options.size) == 12)
    #expect(try parsed.value(Self.options.output) == "out.png")
    #expect(try parsed.values(Self.options.attach) == ["x", "y"])
  }

  @Test func absentOptionsReadAsAbsent() throws {
    let parsed = try Self.parse(["a"])
    #expect(try !parsed.has(Self.options.json))
    #expect(try parsed.value(Self.options.size) == nil)
    #expect(try parsed.values(Self.options.attach).isEmpty)
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try Self.parse(["--", "--json", "-o", "-h"])
    #expect(parsed.positionals == ["--json", "-o", "-h"])
    #expect(try !parsed.has(Self.options.json))
    #expect(try parsed.value(Self.options.output) == nil)
  }

  @Test(arguments: [
    (["--nope", "a"], "unknown option '--nope'"),
    (["a", "--size"], "needs a value"),
    ([], "missing argument"),
    (["a", "b", "c", "d"], "too many arguments"),
    (["a", "--json=1"], "takes no value"),
  ])
  func usageErrors(arguments: [String], message: String) {
    do {
      _ = try Self.parse(arguments)
      Issue.record("expected a usage error for \(arguments)")
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message.contains(message))
    }
  }

  @Test func valuesAreConvertedAndRangeChecked() throws {
    let parsed = try Self.parse(["a", "--size", "0"])
    do {
      _ = try parsed.value(Self.options.size)
      Issue.record("--size 0 accepted")
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message == "--size: expected a whole number from 1 to 100, got '0'")
    }
    #expect(try Self.parse(["a", "--size", "64"]).value(Self.options.size) == 64)
  }

  @Test func readingAnUndeclaredOptionFails() throws {
    let parsed = try Self.parse(["a"])
    #expect(throws: CLIError.self) { try parsed.has(Flag("jsno", help: "A typo.")) }
  }
}
