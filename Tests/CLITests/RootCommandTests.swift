import Foundation
import TestSupport
import Testing

@Suite("docpkg root command")
struct RootCommandTests {
  @Test func versionPrintsNameAndNumber() throws {
    let result = try runDocpkg(["--version"])
    #expect(result.status == 0)
    #expect(result.stdoutText.hasPrefix("docpkg "))
  }

  @Test func helpListsExitCodes() throws {
    let result = try runDocpkg(["--help"])
    #expect(result.status == 0)
    #expect(result.stdoutText.contains("USAGE: docpkg <subcommand>"))
    #expect(result.stdoutText.contains("64 usage"))
  }

  @Test func unknownSubcommandIsUsageError() throws {
    let result = try runDocpkg(["frobnicate"])
    #expect(result.status == 64)
    #expect(result.stderrText.contains("unknown subcommand 'frobnicate'"))
  }

  @Test func noArgumentsShowsHelpWithUsageStatus() throws {
    let result = try runDocpkg([])
    #expect(result.status == 64)
    #expect(result.stdoutText.contains("SUBCOMMANDS"))
  }
}
