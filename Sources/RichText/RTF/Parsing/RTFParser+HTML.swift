extension RTFParser {
  /// Sends text of encapsulated HTML ([MS-OXRTFEX]) through the HTML reader: the content of
  /// `{\*\htmltag}` groups, and body text outside `\htmlrtf` (text inside `\htmlrtf` is the
  /// RTF rendering of markup, which the HTML holds in its tags).
  mutating func feedHTML(_ text: String) {
    switch state.destination {
    case .body where !state.htmlRTF, .htmlTag:
      break
    default:
      return
    }
    for scalar in text.unicodeScalars {
      // `\line` is a line end of the HTML source, like `\par`.
      html.feed(scalar == "\u{2028}" ? "\n" : scalar)
    }
    guard !html.output.isEmpty else { return }
    for item in html.output {
      switch item {
      case .text(let scalar):
        prepareBodyText()
        sink.append(scalar)
      case .tab:
        prepareBodyText()
        sink.append("\t" as Unicode.Scalar)
      case .lineBreak:
        finishParagraph(force: true)
      }
    }
    html.clearOutput()
  }
}
