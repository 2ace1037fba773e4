/// `--timeout SECONDS`: wall-clock seconds per file, 0.1 to 86,400 (decimals allowed).
struct TimeoutSeconds: ExpressibleByArgument, Equatable {
  /// The seconds.
  var seconds: Double

  init?(argument: String) {
    guard let value = Double(argument), value >= 0.1, value <= 86_400 else { return nil }
    seconds = value
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected seconds from 0.1 to 86400, got '\(text)'")
  }
}
