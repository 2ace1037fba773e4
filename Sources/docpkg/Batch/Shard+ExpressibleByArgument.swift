import DocumentBatches

extension Shard: ExpressibleByArgument {
  init?(argument: String) {
    self.init(parsing: argument)
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected K/N with 1 ≤ K ≤ N ≤ \(maximumCount), got '\(text)'")
  }
}
