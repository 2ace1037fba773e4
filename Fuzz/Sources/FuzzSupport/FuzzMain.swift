import Foundation
import FuzzDriver

/// The signature libFuzzer calls for every input.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// The shared `main` of every harness.
///
/// `HARNESS --write-seeds DIR` writes the harness's generated seed corpus into `DIR` and
/// exits; any other arguments go to libFuzzer (`-max_total_time=60 CORPUS_DIR …`).
///
/// SwiftPM renames an executable's entry point and links it in as `main`, so libFuzzer's
/// own `main` is never used; `LLVMFuzzerRunDriver` starts the fuzzing loop instead.
public enum FuzzMain {
  /// Runs the harness: writes seeds or starts libFuzzer with `target`.
  /// - Parameters:
  ///   - seeds: the seed corpus, file name → contents (generated, never copied).
  ///   - target: the function libFuzzer calls with each input.
  public static func run(seeds: () throws -> [String: Data], target: FuzzTarget) -> Never {
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "--write-seeds" {
      exit(writeSeeds(seeds, to: URL(fileURLWithPath: arguments[2], isDirectory: true)))
    }
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
  }

  private static func writeSeeds(_ seeds: () throws -> [String: Data], to directory: URL)
    -> Int32
  {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let files = try seeds()
      for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
        try contents.write(to: directory.appendingPathComponent(name), options: .atomic)
      }
      print("\(files.count) seeds → \(directory.path)")
      return 0
    } catch {
      FileHandle.standardError.write(Data("seeds: \(error)\n".utf8))
      return 1
    }
  }
}
