import DocumentPackages
import Foundation
import Testing

/// Long random-mutation runs over the zip and keyed-archive readers. Off by default (they
/// take minutes); run with `DOCPKG_LONG_TESTS=1 swift test --filter LongMutationTests`.
@Suite("Long mutation runs")
struct LongMutationTests {
  static var iterations: Int {
    Int(ProcessInfo.processInfo.environment["DOCPKG_LONG_TESTS_ITERATIONS"] ?? "") ?? 200_000
  }
  static var enabled: Bool { ProcessInfo.processInfo.environment["DOCPKG_LONG_TESTS"] == "1" }

  @Test func zipReaderSurvivesMutations() throws {
    guard Self.enabled else { return }
    let writer = ZipWriter()
    try writer.addDirectory(path: "Trip.note")
    try writer.addFile(path: "Trip.note/Text.rtf", contents: Data("{\\rtf1\\ansi Hello world}".utf8))
    try writer.addFile(path: "Trip.note/Attachments/a.bin", contents: Data(repeating: 7, count: 5000))
    let good = try #require(try writer.finish())
    var generator = SplitMix(seed: 2024)
    var opened = 0
    for _ in 0..<Self.iterations {
      var bad = good
      for _ in 0...(generator.next() % 4) {
        let index = Int(generator.next() % UInt64(bad.count))
        bad[index] = UInt8(truncatingIfNeeded: generator.next())
      }
      do {
        let archive = try ZipArchive(data: bad)
        opened += 1
        for entry in archive.entries where entry.kind == .file { _ = try archive.contents(of: entry) }
      } catch is ZipError {}
    }
    print("zip mutations: \(Self.iterations) runs, \(opened) opened")
  }

  @Test func keyedArchiveReaderSurvivesMutations() throws {
    guard Self.enabled else { return }
    let good = PhotoKeeperMetadata(thumbnail: Data(repeating: 1, count: 100)).archived()
    var generator = SplitMix(seed: 99)
    for _ in 0..<Self.iterations {
      var bad = good
      for _ in 0...(generator.next() % 4) {
        let index = Int(generator.next() % UInt64(bad.count))
        bad[index] = UInt8(truncatingIfNeeded: generator.next())
      }
      do { _ = try KeyedArchive(decoding: bad) } catch is KeyedArchiveError {}
    }
  }
}
