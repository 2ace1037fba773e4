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

  /// What a command's work on one input gives back: its warnings (the output was
  /// written), or the error that stopped it. Warnings are never carried as an error.
  typealias ItemResult = Result<[String], CLIError>

  /// The outcome of one input's work.
  static func from(_ result: ItemResult, output: String?) -> BatchOutcome {
    switch result {
    case .success(let warnings):
      return BatchOutcome(status: .written, output: output, warnings: warnings)
    case .failure(let error):
      return BatchOutcome(status: .failed, output: output, error: error)
    }
  }
}
