import Foundation
import TestSupport
import Testing

/// Acceptance 1 of issue 30: one hostile file (a stand-in libwebp that crashes, hangs or
/// allocates without bound) costs that file; the other 99 are written (`Spec/Isolation.md`).
@Suite("Decoder isolation: fault injection through DOCPKG_LIBWEBP")
struct DecoderIsolationTests {
  /// 99 small PNGs and, in the middle, one WebP for the stand-in.
  static func inputs(in directory: URL) throws -> (all: [String], hostile: String) {
    var paths: [String] = []
    for n in 0..<99 {
      let url = directory.appendingPathComponent("pic\(n).png")
      try ThumbnailCommandTests.writeSample(url, width: 20 + n % 7, height: 16)
      paths.append(url.path)
    }
    let hostile = directory.appendingPathComponent("hostile.webp")
    try StandInWebP.writeInput(hostile)
    paths.insert(hostile.path, at: 50)
    return (paths, hostile.path)
  }

  static func run(
    _ arguments: [String], library: String, cache: URL? = nil
  ) throws -> CommandResult {
    var environment = ["DOCPKG_LIBWEBP=\(library)"]
    if let cache { environment.append("XDG_CACHE_HOME=\(cache.path)") }
    return try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      environment + [ProjectPaths.docpkgExecutable.path, "thumbnail"] + arguments)
  }

  static let limits = ["--timeout", "1", "--memory-limit", "256M", "-j", "2"]

  /// Each stand-in and the cause reported for it under `limits`.
  static let causes = [
    (StandInWebP.crash, "signal 11 (SIGSEGV) in libwebp"),
    (StandInWebP.loop, "timed out after 1 s in libwebp"),
    (StandInWebP.allocate, "over 256 MiB in libwebp"),
  ]

  @Test(
    .enabled(if: StandInWebP.compiler != nil, "no C compiler"),
    arguments: causes)
  func oneHostileFileCostsOneFile(standIn: StandInWebP, cause: String) throws {
    try withTemporaryDirectory { directory in
      let library = try standIn.build(in: directory)
      let (inputs, hostile) = try Self.inputs(in: directory)
      let out = directory.appendingPathComponent("out")
      let result = try Self.run(
        inputs + ["--output-dir", out.path] + Self.limits, library: library)
      #expect(result.status == 70, "\(result.stderrText)")
      let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        .filter { $0.hasSuffix(".png") }
      #expect(written.count == 99)
      #expect(!written.contains("hostile.png"))
      let lines = result.stderrText.split(separator: "\n").map(String.init)
      #expect(
        lines.first == "docpkg: \(hostile): \(cause)"
          || lines.first?.hasPrefix("docpkg: \(hostile): \(cause)") == true, "\(result.stderrText)")
      #expect(
        lines.last?.hasSuffix(": 99 written, 1 failed; exit 70") == true, "\(result.stderrText)")
    }
  }

  @Test(
    .enabled(if: StandInWebP.compiler != nil, "no C compiler"),
    arguments: StandInWebP.allCases)
  func xdgCacheRecordsTheFailure(standIn: StandInWebP) throws {
    try withTemporaryDirectory { directory in
      let library = try standIn.build(in: directory)
      let (inputs, _) = try Self.inputs(in: directory)
      let cache = directory.appendingPathComponent("cache")
      let result = try Self.run(
        inputs + ["--xdg-cache"] + Self.limits, library: library, cache: cache)
      #expect(result.status == 70, "\(result.stderrText)")
      let normal = cache.appendingPathComponent("thumbnails/large").path
      let stored = try FileManager.default.contentsOfDirectory(atPath: normal)
        .filter { !$0.hasPrefix(".") }
      #expect(stored.count == 99)
      let fail = cache.appendingPathComponent("thumbnails/fail").path
      let records = try FileManager.default.subpathsOfDirectory(atPath: fail)
        .filter { $0.hasSuffix(".png") }
      #expect(records.count == 1, "\(records)")
      // The next run skips the recorded failure instead of trying again.
      let again = try Self.run(
        inputs + ["--xdg-cache"] + Self.limits, library: library, cache: cache)
      #expect(again.status == 0, "\(again.stderrText)")
    }
  }

  /// A one-file run's worker is a forked copy of docpkg (`DecoderWorkerPool.prewarm()`), not a
  /// spawned one: it is confined and reports alike.
  @Test(
    .enabled(if: StandInWebP.compiler != nil, "no C compiler"),
    arguments: causes)
  func aForkedWorkerReportsAlike(standIn: StandInWebP, cause: String) throws {
    try withTemporaryDirectory { directory in
      let library = try standIn.build(in: directory)
      let hostile = directory.appendingPathComponent("hostile.webp")
      try StandInWebP.writeInput(hostile)
      let out = directory.appendingPathComponent("out.png")
      let result = try Self.run(
        [hostile.path, "-o", out.path, "--timeout", "1", "--memory-limit", "256M"],
        library: library)
      #expect(result.status == 70, "\(result.stderrText)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
      #expect(
        result.stderrText.hasPrefix("docpkg: \(hostile.path): \(cause)"), "\(result.stderrText)")
    }
  }

  @Test(.enabled(if: StandInWebP.compiler != nil, "no C compiler"))
  func inProcessKeepsTheOldPath() throws {
    try withTemporaryDirectory { directory in
      let library = try StandInWebP.crash.build(in: directory)
      let picture = directory.appendingPathComponent("pic.png")
      try ThumbnailCommandTests.writeSample(picture)
      let isolated = directory.appendingPathComponent("a.png")
      let inProcess = directory.appendingPathComponent("b.png")
      let first = try Self.run([picture.path, "-o", isolated.path], library: library)
      let second = try Self.run(
        [picture.path, "-o", inProcess.path, "--in-process"], library: library)
      #expect(first.status == 0 && second.status == 0, "\(first.stderrText)\(second.stderrText)")
      #expect(try Data(contentsOf: isolated) == Data(contentsOf: inProcess))
    }
  }

  @Test func badLimitOptionsAreUsageErrors() throws {
    for arguments in [["--timeout", "0"], ["--memory-limit", "1M"], ["--memory-limit", "lots"]] {
      let result = try runDocpkg(["thumbnail", "x.png", "-o", "/tmp/never.png"] + arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderrText)")
    }
  }
}
