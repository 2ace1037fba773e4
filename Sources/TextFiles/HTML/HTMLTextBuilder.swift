/// Accumulates text with a browser's white-space rules: runs of spaces collapse to one,
/// line-break requests merge (the largest wins), nothing is emitted before the first
/// visible character.
struct HTMLTextBuilder {
  private(set) var output = String.UnicodeScalarView()
  private var pendingSpace = false
  private var pendingBreaks = 0
  private var pendingBullet = false

  /// Appends text; in `<pre>`, white space is kept as it is.
  mutating func append(_ scalar: Unicode.Scalar, preformatted: Bool) {
    if preformatted {
      flushBreaks()
      output.append(scalar == "\r" ? "\n" : scalar)
      return
    }
    switch scalar {
    case " ", "\t", "\n", "\r", "\u{0C}":
      pendingSpace = true
    default:
      if pendingBreaks > 0 {
        flushBreaks()
      } else if pendingSpace, !pendingBullet, let last = output.last, last != "\n", last != "\t" {
        output.append(" ")
      }
      pendingSpace = false
      if pendingBullet {
        output.append(contentsOf: "• ".unicodeScalars)
        pendingBullet = false
      }
      output.append(scalar == "\u{A0}" ? " " : scalar)
    }
  }

  /// Requests `count` line breaks before the next text (1: new line; 2: blank line).
  mutating func requestBreaks(_ count: Int) {
    pendingBreaks = max(pendingBreaks, count)
  }

  /// The end of a list item: a new line; a bullet still waiting for text is dropped.
  mutating func endListItem() {
    requestBreaks(1)
    pendingBullet = false
  }

  /// A list item: a new line and "• " before its first visible character (an item with
  /// no text shows nothing).
  mutating func startListItem() {
    requestBreaks(1)
    pendingBullet = true
  }

  /// A `<br>`: a line break now, even after another.
  mutating func lineBreak() {
    flushBreaks()
    output.append("\n")
    pendingSpace = false
  }

  /// A tab between table cells.
  mutating func cellSeparator() {
    guard let last = output.last, last != "\n" else { return }
    pendingSpace = false
    output.append("\t")
  }

  private mutating func flushBreaks() {
    defer {
      pendingBreaks = 0
      pendingSpace = false
    }
    guard !output.isEmpty, pendingBreaks > 0 else { return }
    var existing = 0
    for scalar in output.reversed() {
      guard scalar == "\n" else { break }
      existing += 1
    }
    for _ in existing..<max(existing, pendingBreaks) { output.append("\n") }
  }

  /// The text, trailing spaces of lines and blank lines at either end removed.
  var text: String {
    let lines = String(output).split(separator: "\n", omittingEmptySubsequences: false)
      .map { line -> Substring in
        var line = line
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        return line
      }
    var joined = lines.joined(separator: "\n")
    while joined.hasSuffix("\n") { joined.removeLast() }
    while joined.hasPrefix("\n") { joined.removeFirst() }
    return joined
  }
}
