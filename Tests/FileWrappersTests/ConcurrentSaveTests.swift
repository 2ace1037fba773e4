import FileWrappers
import Foundation
import TestSupport
import Testing

/// Two processes saving one package at once (`fw-save-stress save`: read, bump a counter in
/// two files, save back; a save refused as `changedSinceRead` is redone from a fresh read).
/// Whatever the interleaving, no increment is lost and the package is never torn. The long
/// version is `Fuzz/stress/concurrent-saves.sh 100 5`.
@Suite("Concurrent saves")
struct ConcurrentSaveTests {
  static let saves = 25

  func start(_ arguments: [String], output: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = stressTool
    process.arguments = arguments
    if let output { process.standardOutput = output }
    try process.run()
    return process
  }

  @Test func twoProcessesLoseNoUpdate() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("shared.pkg")
      let create = try start(["create", url.path])
      create.waitUntilExit()
      #expect(create.terminationStatus == 0)
      let outputs = [Pipe(), Pipe()]
      let savers = try outputs.map { try start(["save", url.path, "\(Self.saves)"], output: $0) }
      for saver in savers { saver.waitUntilExit() }
      #expect(savers.map(\.terminationStatus) == [0, 0])
      let reports = outputs.map {
        String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      }
      for report in reports { #expect(report.hasPrefix("saved \(Self.saves) retried ")) }
      let state = try String(contentsOf: url.appendingPathComponent("state.txt"), encoding: .utf8)
      let sub = try String(
        contentsOf: url.appendingPathComponent("Sub/state.txt"), encoding: .utf8)
      #expect(state == "generation \(2 * Self.saves)\n")
      #expect(sub == state)
      #expect(names(in: dir) == ["shared.pkg"])
    }
  }
}
