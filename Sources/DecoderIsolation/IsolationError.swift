/// Why a file decoded in a worker gave no result (`Spec/Isolation.md`).
public enum IsolationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The decoder reported an ordinary error (bad data, missing library…): its message and
  /// the exit status the CLI gives it.
  case decodingFailed(message: String, exitCode: Int32)
  /// The worker died of `signal` while `library` was decoding.
  case crashed(signal: Int32, signalName: String?, library: String)
  /// The file took longer than the timeout; the worker was killed.
  case timedOut(seconds: Double, library: String)
  /// The worker ran out of its address space (`RLIMIT_AS`) and died of `signal`.
  case overMemoryLimit(bytes: Int, signal: Int32, library: String)
  /// The worker spent its CPU time for the file (`RLIMIT_CPU`).
  case overCPULimit(seconds: Int, library: String)
  /// The worker exited without answering.
  case exited(status: Int32, library: String)
  /// No worker could be started or spoken to.
  case workerUnavailable(reason: String)

  /// "signal 11 (SIGSEGV) in libwebp", "timed out after 30 s in libheif", "over 1 GiB in
  /// libwebp (signal 11)".
  public var description: String {
    switch self {
    case .decodingFailed(let message, _):
      return message
    case .crashed(let signal, let name, let library):
      return "signal \(signal)\(name.map { " (\($0))" } ?? "") in \(library)"
    case .timedOut(let seconds, let library):
      return "timed out after \(IsolationLimits.secondsText(seconds)) in \(library)"
    case .overMemoryLimit(let bytes, let signal, let library):
      return "over \(IsolationLimits.sizeText(bytes)) in \(library) (signal \(signal))"
    case .overCPULimit(let seconds, let library):
      return "over the CPU limit of \(seconds) s in \(library)"
    case .exited(let status, let library):
      return "decoder worker exited with status \(status) in \(library)"
    case .workerUnavailable(let reason):
      return "cannot start a decoder worker: \(reason)"
    }
  }
}
