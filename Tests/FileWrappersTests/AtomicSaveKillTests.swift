import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Acceptance 3: SIGKILL at random moments during atomic saves, at least 50 times. Every
/// time the package is the complete old or complete new version; the next save removes the
/// temporaries. Runs `fw-save-stress save` (Sources/fw-save-stress) as the victim.
@Suite("Atomic saves under SIGKILL")
struct AtomicSaveKillTests {
  static let kills = Int(ProcessInfo.processInfo.environment["DOCPKG_KILL_ROUNDS"] ?? "") ?? 50

  func run(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = stressTool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The generation stored in the package, after checking it is complete and consistent.
  func verify(_ url: URL, big: Data) throws -> Int {
    #expect(names(in: url) == ["Sub", "big.bin", "state.txt"])
    #expect(names(in: url.appendingPathComponent("Sub")) == ["state.txt"])
    let state = try String(contentsOf: url.appendingPathComponent("state.txt"), encoding: .utf8)
    let sub = try String(contentsOf: url.appendingPathComponent("Sub/state.txt"), encoding: .utf8)
    #expect(state == sub)
    #expect(try Data(contentsOf: url.appendingPathComponent("big.bin")) == big)
    let generation = try #require(Int(state.dropFirst("generation ".count).dropLast()))
    return generation
  }

  @Test func killedSavesLeaveOldOrNewPackage() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("stress.pkg")
      #expect(try run(["create", url.path]) == 0)
      let big = try Data(contentsOf: url.appendingPathComponent("big.bin"))
      var generator = SystemRandomNumberGenerator()
      var previous = 0
      var killedMidSave = 0
      var withLeftovers = 0
      for _ in 0..<Self.kills {
        let process = Process()
        process.executableURL = stressTool
        process.arguments = ["save", url.path, "100000"]
        try process.run()
        usleep(UInt32.random(in: 5_000...80_000, using: &generator))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { killedMidSave += 1 }
        if names(in: dir).count > 1 { withLeftovers += 1 }
        let generation = try verify(url, big: big)
        #expect(generation >= previous)
        previous = generation
        // Temporaries never disturb reading the package itself.
        let wrapper = try FileWrapper(url: url, options: [])
        #expect(wrapper.fileWrappers?.count == 3)
      }
      print(
        "kill test: \(Self.kills) kills, \(killedMidSave) by SIGKILL, \(withLeftovers) left temporaries, final generation \(previous)"
      )
      #expect(killedMidSave >= Self.kills * 9 / 10)
      #expect(previous > 0)
      #expect(try run(["save", url.path, "1"]) == 0)
      #expect(names(in: dir) == ["stress.pkg"])
      #expect(try verify(url, big: big) == previous + 1)
    }
  }
}
