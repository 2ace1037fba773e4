/// `thumbnail --size N|WxH`: the box, 1–65535 pixels a side; the text is kept for
/// `--xdg-cache`, which takes only the standard's squares.
struct ThumbnailSize: ExpressibleByArgument, Equatable {
  /// The box's width.
  var width: Int
  /// The box's height.
  var height: Int
  /// The option's text as given.
  var text: String

  /// `256` or `320x240`.
  init?(argument text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count, (1...2).contains(numbers.count),
      numbers.allSatisfy({ (1...65_535).contains($0) })
    else {
      return nil
    }
    width = numbers[0]
    height = numbers.count == 2 ? numbers[1] : numbers[0]
    self.text = text
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected N or WxH (1–65535), got '\(text)'")
  }
}
