import DocumentPackages
import Foundation

/// What `rename`, `move` and `delete` share: the `--wait` option, the exit status of a
/// `RelocationError`, and the lines they print.
enum RelocationSupport {
  /// `--wait SECONDS`.
  static let waitOption = OptionSpec.value(
    "wait", label: "seconds",
    help: "How long to wait for a save holding the document (default 30; 0: fail at once).")

  /// The lock wait from `--wait` (0…3600 s).
  static func waitLimit(_ arguments: ParsedArguments, command: String) throws -> Duration {
    guard let text = arguments.value("wait") else { return .seconds(30) }
    guard let seconds = Int(text), (0...3600).contains(seconds) else {
      throw CLIError.usage("\(command): --wait takes whole seconds from 0 to 3600, not '\(text)'")
    }
    return .seconds(seconds)
  }

  /// The error as the command line reports it.
  static func cliError(_ error: RelocationError) -> CLIError {
    switch error.category {
    case .badData: return .dataError(error.description)
    case .missing: return .noInput(error.description)
    case .cannotCreate: return .cannotCreate(error.description)
    case .io: return .ioError(error.description)
    case .inUse: return .temporaryFailure(error.description)
    }
  }

  /// `OLD -> NEW` for each item that moved (`OLD -> Trash/...`, `OLD removed`).
  static func print(_ result: RelocationResult, output: inout Output) {
    for move in [result.document] + result.versions {
      if let to = move.to {
        output.line("\(move.from.path) -> \(to.path)")
      } else {
        output.line("\(move.from.path) removed")
      }
    }
  }
}
