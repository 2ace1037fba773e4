import Testing

@testable import docpkg

@Suite("Argument parsing")
struct ParsedArgumentsTests {
  static let configuration = CommandConfiguration(
    name: "demo", abstract: "Demo.", usage: "FILE... [--json]",
    options: [
      .flag("json", help: "JSON."),
      .value("size", label: "N", help: "Size."),
      .value("output", short: "o", label: "FILE", help: "Output."),
      .repeated("attach", label: "FILE", help: "Attachment."),
    ],
    minimumPositionals: 1, maximumPositionals: 3)

  @Test func flagsValuesAndPositionalsInAnyOrder() throws {
    let parsed = try ParsedArguments(
      ["a", "--json", "--size", "12", "b", "-o", "out.png", "--attach=x", "--attach", "y"],
      configuration: Self.configuration)
    #expect(parsed.positionals == ["a", "b"])
    #expect(parsed.flag("json"))
    #expect(parsed.value("size") == "12")
    #expect(parsed.value("output") == "out.png")
    #expect(parsed.allValues("attach") == ["x", "y"])
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ParsedArguments(["--", "--json"], configuration: Self.configuration)
    #expect(parsed.positionals == ["--json"])
    #expect(!parsed.flag("json"))
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
      _ = try ParsedArguments(arguments, configuration: Self.configuration)
      Issue.record("expected a usage error for \(arguments)")
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message.contains(message))
    }
  }

  @Test func integerRangeChecked() throws {
    let parsed = try ParsedArguments(["a", "--size", "0"], configuration: Self.configuration)
    #expect(throws: CLIError.self) { try parsed.integer("size", in: 1...100) }
    let good = try ParsedArguments(["a", "--size", "64"], configuration: Self.configuration)
    #expect(try good.integer("size", in: 1...100) == 64)
  }
}
