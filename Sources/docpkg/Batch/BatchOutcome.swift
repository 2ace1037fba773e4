/// What happened to one input of a batch.
struct BatchOutcome: Sendable {
  /// The input's fate, as `--progress json` names it.
  enum Status: String, Sendable {
    /// The output was written (possibly with warnings).
    case written
    /// Left alone: the output was fresh, or the cache records a failure on this version.
    case skipped
    /// An error; `error` says which.
    case failed
  }

  /// The input's fate.
  var status: Status
  /// The file written or skipped, if the command writes one.
  var output: String?
  /// Why it was skipped (`fresh`, `failed-before`).
  var skipReason: String?
  /// The error, for `.failed`.
  var error: CLIError?
  /// Warnings, each `path: cause`.
  var warnings: [String] = []
  /// Wall time spent on the input.
  var milliseconds: Int = 0

  /// The outcome of a command body's result: `nil` is success, a `CLIError` with exit
  /// status 0 carries warnings (joined by `\ndocpkg: `), any other is a failure.
  static func from(_ result: CLIError?, output: String?) -> BatchOutcome {
    guard let result else { return BatchOutcome(status: .written, output: output) }
    if result.exitCode == .success {
      let warnings = result.message.components(separatedBy: "\ndocpkg: ")
      return BatchOutcome(status: .written, output: output, warnings: warnings)
    }
    return BatchOutcome(status: .failed, output: output, error: result)
  }
}
