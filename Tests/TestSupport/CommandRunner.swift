import Foundation

/// What a finished `docpkg` run produced.
public struct CommandResult: Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to stdout.
  public var stdout: Data
  /// Everything written to stderr.
  public var stderr: Data

  /// stdout decoded as UTF-8.
  public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  /// stderr decoded as UTF-8.
  public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs the built `docpkg` with `arguments` and waits for it.
///
/// - Parameters:
///   - arguments: the arguments after the program name.
///   - directory: the working directory, or the package root.
///   - stdin: bytes fed to standard input.
public func runDocpkg(
  _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil
) throws -> CommandResult {
  try runProcess(
    ProjectPaths.docpkgExecutable, arguments, in: directory, stdin: stdin)
}

/// Whether `python3` with Pillow runs here (the oracle of several image tests); when not,
/// prints a note saying that `skipped` is skipped.
public func pillowIsAvailable(skipping skipped: String) -> Bool {
  let env = URL(fileURLWithPath: "/usr/bin/env")
  guard let probe = try? runProcess(env, ["python3", "-c", "import PIL"]), probe.status == 0
  else {
    print("note: python3 with Pillow not found; skipping \(skipped)")
    return false
  }
  return true
}

/// Runs any executable and collects its output.
public func runProcess(
  _ executable: URL, _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil
) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? ProjectPaths.packageRoot
  let outPipe = Pipe()
  let errPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  process.standardInput = inPipe
  try process.run()
  if let stdin { inPipe.fileHandleForWriting.write(stdin) }
  try? inPipe.fileHandleForWriting.close()
  // Read both pipes concurrently so a chatty child cannot block on a full pipe.
  let errorBox = DataBox()
  let reader = Thread {
    errorBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
  }
  reader.start()
  let out = outPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !errorBox.isSet { usleep(1000) }
  return CommandResult(status: process.terminationStatus, stdout: out, stderr: errorBox.data)
}

private final class DataBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Data?
  var data: Data {
    get { lock.withLock { stored ?? Data() } }
    set { lock.withLock { stored = newValue } }
  }
  var isSet: Bool { lock.withLock { stored != nil } }
}
