/// Greedy line breaking over shaped items.
///
/// Breaks after spaces, hyphens and slashes, around ideographs, and at hard breaks; a word
/// wider than the line is broken between characters. Trailing spaces hang past the edge.
struct LineBreaker {
  /// A line: items `start..<end`, not counting the hard break that may end it.
  struct Line: Equatable {
    var start: Int
    var end: Int
    /// Ended by a hard break or by the end of the paragraph (not a soft wrap).
    var isHardEnd: Bool
  }

  /// Splits `items` into lines; `width(lineNumber)` is the width available to each line
  /// in 26.6 pixels.
  func lines(_ items: [ShapedItem], width: (Int) -> Int) -> [Line] {
    var lines: [Line] = []
    var start = 0
    var index = 0
    var lineWidth = 0
    var lastBreak: Int?  // an index where the line may end
    while index < items.count {
      let item = items[index]
      let available = width(lines.count)
      switch item.breakClass {
      case .newline:
        lines.append(Line(start: start, end: index, isHardEnd: true))
        index += 1
        start = index
        lineWidth = 0
        lastBreak = nil
        continue
      case .space:
        lineWidth += item.advance
        index += 1
        lastBreak = index
        continue
      case .ideographic:
        if index > start { lastBreak = index }
      default:
        break
      }
      if lineWidth + item.advance > available, index > start {
        let end = lastBreak.flatMap { $0 > start ? $0 : nil } ?? index
        lines.append(Line(start: start, end: end, isHardEnd: false))
        start = end
        lastBreak = nil
        lineWidth = items[start..<index].reduce(0) { $0 + $1.advance }
        continue
      }
      lineWidth += item.advance
      index += 1
      switch item.breakClass {
      case .breakAfter, .ideographic, .closing: lastBreak = index
      default: break
      }
    }
    if start < items.count || lines.isEmpty {
      lines.append(Line(start: start, end: items.count, isHardEnd: true))
    }
    return lines
  }
}
