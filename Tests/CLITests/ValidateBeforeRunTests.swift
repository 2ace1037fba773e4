import Foundation
import TestSupport
import Testing

/// Arguments are checked before anything is read or written (`Spec/CLI.md`): a usage error
/// leaves no folder, file or partial output behind.
@Suite("docpkg: validate() before run()")
struct ValidateBeforeRunTests {
  @Test(arguments: [
    ["--size", "0"],
    ["--jobs", "0"],
    ["--shard", "3/2"],
    ["--skip-fresh", "--xdg-cache", "-o", "x.png"],
    ["--upscale", "--size", "65535"],
  ])
  func thumbnailTouchesNothingOnAUsageError(extra: [String]) throws {
    try withTemporaryDirectory { directory in
      try ThumbnailCommandTests.writeSample(directory.appendingPathComponent("in.png"))
      let result = try runDocpkg(
        ["thumbnail", "in.png", "--output-dir", "made"] + extra, in: directory)
      #expect(result.status == 64, "\(extra): \(result.stderrText)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderrText.hasPrefix("docpkg: ")
          && result.stderrText.filter { $0 == "\n" }.count == 1)
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(left == ["in.png"], "\(extra) left \(left)")
    }
  }

  @Test func twoInputsOneOutputNameCreateNoFolder() throws {
    try withTemporaryDirectory { directory in
      for folder in ["a", "b"] {
        let url = directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try ThumbnailCommandTests.writeSample(url.appendingPathComponent("x.png"))
      }
      let result = try runDocpkg(
        ["thumbnail", "a/x.png", "b/x.png", "--output-dir", "made"], in: directory)
      #expect(result.status == 64)
      #expect(result.stderrText.contains("two inputs would write the same file"))
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("made").path))
    }
  }

  @Test func newChecksItsFolderBeforeWriting() throws {
    try withTemporaryDirectory { directory in
      let result = try runDocpkg(["new", "../bad/name", "--in", "missing"], in: directory)
      #expect(result.status == 64, "\(result.stderrText)")
      let missing = try runDocpkg(["new", "Note", "--in", "missing"], in: directory)
      #expect(missing.status == 66)
      #expect(missing.stderrText == "docpkg: missing: no such folder\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
  }
}
