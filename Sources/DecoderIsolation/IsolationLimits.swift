/// The bounds a decoder worker runs under (`Spec/Limits.md`, "Decoder isolation").
///
/// ```swift
/// var limits = IsolationLimits()
/// limits.timeoutSeconds = 5
/// limits.memoryBytes = 512 << 20
/// ```
public struct IsolationLimits: Sendable, Equatable {
  /// Wall-clock time for one file, measured by the parent, which kills the worker after it.
  public var timeoutSeconds: Double = 30
  /// The worker's address space (`RLIMIT_AS`), in bytes.
  public var memoryBytes: Int = 1 << 30
  /// Open files in the worker (`RLIMIT_NOFILE`).
  public var openFiles: Int = 64

  /// The default limits: 30 s, 1 GiB, 64 files.
  public init() {}

  /// CPU seconds per file (`RLIMIT_CPU`, reset before each file): the timeout, rounded up.
  var cpuSeconds: Int { Int(timeoutSeconds.rounded(.up)) }

  /// The arguments after the worker-mode marker that carry these limits to the worker.
  var workerArguments: [String] {
    [String(timeoutSeconds), String(memoryBytes), String(openFiles)]
  }

  /// The limits a worker was started with, or nil when `arguments` are not three numbers.
  init?(workerArguments arguments: [String]) {
    guard arguments.count == 3, let timeout = Double(arguments[0]),
      let memory = Int(arguments[1]), let files = Int(arguments[2])
    else { return nil }
    timeoutSeconds = timeout
    memoryBytes = memory
    openFiles = files
  }

  /// "1 GiB", "256 MiB", "1500 KiB", "100 bytes".
  static func sizeText(_ bytes: Int) -> String {
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
      let value = Double(bytes) / Double(1 << shift)
      return value == value.rounded() ? "\(Int(value)) \(unit)" : "\(value) \(unit)"
    }
    return "\(bytes) bytes"
  }

  /// "30 s", "0.5 s".
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
