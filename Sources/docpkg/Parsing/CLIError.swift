/// An error as the command line reports it: one line on stderr and the status the process
/// exits with. Usage errors are made here; every other error comes from a library or from
/// ``CommandFailure`` and gets its status in one place, ``init(_:input:)``.
struct CLIError: Error, Sendable, CustomStringConvertible {
  /// The message, naming the path or option and the cause.
  var message: String
  /// The status the process exits with.
  var exitCode: ExitCode

  var description: String { message }

  /// A usage error (exit 64): a wrong option, a missing argument.
  static func usage(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .usage)
  }
}
