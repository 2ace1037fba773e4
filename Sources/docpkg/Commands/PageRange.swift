/// `--pages A-B` (or `A` for one page): pages numbered from 1, both ends included.
struct PageRange: Sendable, Equatable, ExpressibleByArgument {
  /// The pages.
  var pages: ClosedRange<Int>

  init?(argument: String) {
    let parts = argument.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) }),
      let first = parts.first.flatMap({ Int($0) }),
      let last = parts.last.flatMap({ Int($0) }),
      first >= 1, first <= last
    else { return nil }
    pages = first...last
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected A-B or A, pages from 1 with A ≤ B, got '\(text)'")
  }
}
