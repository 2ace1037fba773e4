import DocumentPackages
import Foundation

/// What `rename`, `move` and `delete` share: the `--wait` option, the loop over documents,
/// and the lines they print.
enum RelocationSupport {
  /// `--wait SECONDS` as given: checked by the command's `validate()`, used by its `run()`.
  struct LockWait: ParsableArguments {
    /// The text given, if any.
    @Option(
      name: "wait", label: "seconds",
      help: "How long to wait for a save holding the document (default 30; 0: fail at once).")
    var text: String?

    /// The lock wait (0…3600 s; 30 when not given).
    /// - Throws: `CLIError.usage` naming `command` for anything else.
    func limit(for command: String) throws(CLIError) -> Duration {
      guard let text else { return .seconds(30) }
      guard let seconds = Int(text), (0...3600).contains(seconds) else {
        throw CLIError.usage(
          "\(command): --wait takes whole seconds from 0 to 3600, not '\(text)'")
      }
      return .seconds(seconds)
    }
  }

  /// Runs `body` for each document, reporting each failure as a warning and going on;
  /// returns the worst status met.
  static func forEach(
    _ documents: [String], output: inout Output,
    _ body: (String, inout Output) throws(RelocationError) -> Void
  ) -> ExitCode {
    var status = ExitCode.success
    for document in documents {
      do {
        try body(document, &output)
      } catch {
        let failure = CLIError(error)
        output.warning(failure.message)
        status = status.combined(with: failure.exitCode)
      }
    }
    return status
  }

  /// `OLD -> NEW` for each item that moved (`OLD -> Trash/...`, `OLD removed`).
  static func print(_ result: RelocationResult, output: inout Output) {
    for move in [result.document] + result.versions + result.companions {
      if let to = move.to {
        output.line("\(move.from.path) -> \(to.path)")
      } else {
        output.line("\(move.from.path) removed")
      }
    }
  }
}
