import Foundation
import TestSupport
import Testing

/// Four `--shard K/4` workers run by GNU parallel, each given the inputs in a different
/// order, between them thumbnail every input exactly once.
@Suite("Shards under GNU parallel")
struct ShardParallelTests {
  static let parallel = URL(fileURLWithPath: "/usr/bin/parallel")

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: parallel.path)))
  func fourWorkersCoverEveryInputOnce() throws {
    try withTemporaryDirectory { directory in
      var inputs: [String] = []
      for n in 0..<60 {
        let name = "in/pic \(n).png"
        try FileManager.default.createDirectory(
          at: directory.appendingPathComponent("in"), withIntermediateDirectories: true)
        try ThumbnailCommandTests.writeSample(
          directory.appendingPathComponent(name), width: 20 + n, height: 10)
        inputs.append(name)
      }
      // Each worker reads its own permutation (relative paths, as a shell glob gives them).
      var random = SplitMix(seed: 14)
      for shard in 1...4 {
        var order = inputs
        for i in stride(from: order.count - 1, to: 0, by: -1) {
          order.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        try Data((order.joined(separator: "\u{0}") + "\u{0}").utf8)
          .write(to: directory.appendingPathComponent("list\(shard)"))
      }
      let docpkg = ProjectPaths.docpkgExecutable.path
      let result = try runProcess(
        Self.parallel,
        [
          "--will-cite", "-j", "4", "--halt", "never",
          "xargs -0 -a list{} \(docpkg) thumbnail --shard {}/4 --output-dir out --progress json -j 1",
          ":::", "1", "2", "3", "4",
        ], in: directory)
      #expect(result.status == 0, "\(result.stderrText)")
      let done = try result.stdoutText.split(separator: "\n").map { line in
        let object = try #require(
          JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "written")
        return try #require(object["path"] as? String)
      }
      #expect(done.count == inputs.count, "duplicates or gaps: \(done.count) of \(inputs.count)")
      #expect(Set(done) == Set(inputs))
      let written = try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent("out").path)
      #expect(written.count == inputs.count)
    }
  }
}
