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

  @Test func failedStandardOutputWriteIsAnIOError() throws {
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
    let process = Process()
    process.executableURL = ProjectPaths.docpkgExecutable
    process.arguments = ["--version"]
    let errors = Pipe()
    process.standardOutput = full
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(message.contains("<stdout>: No space left on device"))
  }
}
