import Imaging

extension VideoFramePosition: ExpressibleByArgument {
  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected SECONDS (2.5) or PERCENT (10%), got '\(text)'")
  }
}
