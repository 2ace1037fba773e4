import DocumentPackages
import Foundation
import KeyedArchives
import TestSupport
import Testing
import Zip

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
    try writer.addFile(
      path: "Trip.note/Text.rtf", contents: Data("{\\rtf1\\ansi Hello world}".utf8))
    try writer.addFile(
      path: "Trip.note/Attachments/a.bin", contents: Data(repeating: 7, count: 5000))
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
        for entry in archive.entries where entry.kind == .file {
          _ = try archive.contents(of: entry)
        }
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

  /// Zipping and extracting a 512 MiB file keeps the process's peak RSS growth small:
  /// both directions stream. Run alone, since peak RSS is process-wide.
  @Test func streamingKeepsMemoryBounded() throws {
    guard Self.enabled else { return }
    try withTemporaryDirectory { dir in
      let folder = dir.appendingPathComponent("Big.note")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let big = folder.appendingPathComponent("big.bin")
      _ = FileManager.default.createFile(atPath: big.path, contents: nil)
      let handle = try FileHandle(forWritingTo: big)
      try handle.truncate(atOffset: 512 << 20)  // sparse zeros
      try handle.close()
      let before = peakResidentBytes()
      let zip = dir.appendingPathComponent("big.zip")
      try ZipWriter.archive(directory: folder, to: zip, options: fastOptions)
      var limits = ZipLimits()
      limits.maxCompressionRatio = 2000
      try ZipArchive(url: zip, limits: limits).extract(to: dir.appendingPathComponent("out"))
      let growth = peakResidentBytes() - before
      print(
        "peak RSS zipping + extracting 512 MiB: \(before >> 20) MiB before, +\(growth >> 20) MiB")
      #expect(growth < 64 << 20)
    }
  }

  var fastOptions: ZipWriter.Options {
    var options = ZipWriter.Options()
    options.compressionLevel = 1
    return options
  }

  func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
  }
}
