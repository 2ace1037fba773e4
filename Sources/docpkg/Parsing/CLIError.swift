/// An error the command line reports on stderr as one line, with its exit status.
struct CLIError: Error, CustomStringConvertible {
  /// The message, naming the path or option and the cause.
  var message: String
  /// The status the process exits with.
  var exitCode: ExitCode

  var description: String { message }

  /// A usage error (exit 64): a wrong option, a missing argument.
  static func usage(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .usage)
  }

  /// Bad input data (exit 65).
  static func dataError(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .dataError)
  }

  /// A missing or unreadable input (exit 66).
  static func noInput(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .noInput)
  }

  /// A codec library the input needs is missing (exit 69).
  static func unavailable(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .unavailable)
  }

  /// An output that cannot be created (exit 73).
  static func cannotCreate(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .cannotCreate)
  }

  /// An I/O failure part-way (exit 74).
  static func ioError(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .ioError)
  }

  /// The package is being saved by another process; trying again later may work (exit 75).
  static func temporaryFailure(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .temporaryFailure)
  }
}
