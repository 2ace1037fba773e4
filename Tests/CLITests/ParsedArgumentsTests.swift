import Testing

@testable import docpkg

@Suite("Argument parsing")
struct ParsedArgumentsTests {
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      name: "demo", abstract: "Demo.", usage: "FILE... [--json]")

    enum Mode: String, CaseIterable, ExpressibleByArgument {
      case fit, fill, exact
    }

    @Argument(label: "FILE") var files: [String]
    @Flag(help: "JSON.") var json: Bool
    @Option(label: "N", help: "Size.", range: 1...100) var size: Int?
    @Option(short: "o", label: "FILE", help: "Output.") var output: String?
    @Option(label: "FILE", help: "Attachment.") var attach: [String]
    @Option(help: "Mode.") var mode = Mode.fit
    @Flag(help: "Only packages.") var packagesOnly: Bool
    var settled = 0

    func run(output: inout Output) throws -> ExitCode { .success }
  }

  struct Pair: ParsableCommand {
    static let configuration = CommandConfiguration(name: "pair", abstract: "Pair.")
    @Argument(label: "FROM") var from: String
    @Argument(label: "TO") var to: String

    func run(output: inout Output) throws -> ExitCode { .success }
  }

  static func parse(_ arguments: [String]) throws(CLIError) -> Demo {
    try Demo.parse(arguments)
  }

  @Test func flagsValuesAndPositionalsInAnyOrder() throws {
    let parsed = try Self.parse(
      ["a", "--json", "--size", "12", "b", "-o", "out.png", "--attach=x", "--attach", "y"])
    #expect(parsed.files == ["a", "b"])
    #expect(parsed.json)
    #expect(parsed.size == 12)
    #expect(parsed.output == "out.png")
    #expect(parsed.attach == ["x", "y"])
  }

  @Test func absentOptionsReadAsAbsent() throws {
    let parsed = try Self.parse(["a"])
    #expect(!parsed.json && !parsed.packagesOnly)
    #expect(parsed.size == nil)
    #expect(parsed.attach.isEmpty)
    #expect(parsed.mode == .fit)
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try Self.parse(["--", "--json", "-o", "-h"])
    #expect(parsed.files == ["--json", "-o", "-h"])
    #expect(!parsed.json)
    #expect(parsed.output == nil)
  }

  @Test(arguments: [
    (["--nope", "a"], "unknown option '--nope'"),
    (["a", "--size"], "needs a value"),
    ([], "missing argument"),
    (["a", "--json=1"], "takes no value"),
    (["a", "--mode", "crop"], "--mode: expected fit, fill or exact, got 'crop'"),
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
    do {
      _ = try Self.parse(["a", "--size", "0"])
      Issue.record("--size 0 accepted")
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message == "--size: expected a whole number from 1 to 100, got '0'")
    }
    #expect(try Self.parse(["a", "--size", "64"]).size == 64)
    #expect(try Self.parse(["a", "--mode", "exact"]).mode == .exact)
  }

  @Test func namesComeFromPropertiesAndChoicesFromTheEnum() throws {
    let declaration = Demo.declaration
    #expect(
      declaration.options.map(\.name) == [
        "json", "size", "output", "attach", "mode", "packages-only",
      ])
    #expect(declaration.options.map(\.synopsis).contains("--mode <fit|fill|exact>"))
    #expect(try Self.parse(["a", "--packages-only"]).packagesOnly)
    #expect(declaration.minimumPositionals == 1 && declaration.maximumPositionals == nil)
  }

  @Test func positionalsAreCountedFromTheirDeclarations() throws {
    #expect(Pair.declaration.usage == "FROM TO")
    let pair = try Pair.parse(["a", "b"])
    #expect(pair.from == "a" && pair.to == "b")
    for wrong in [["a"], ["a", "b", "c"]] {
      #expect(throws: CLIError.self) { try Pair.parse(wrong) }
    }
  }

  @Test func copiesShareTheParsedValues() throws {
    let parsed = try Self.parse(["a", "--json"])
    var copy = parsed
    copy.settled = 1
    #expect(copy.json && copy.files == ["a"] && parsed.settled == 0)
  }
}
