/// What a text thumbnail shows: the first lines of the text, tabs expanded and long lines
/// cut, in a monospaced font for code and data, Markdown headings bold. Pure data, so it
/// is tested without drawing.
///
/// ```swift
/// let layout = TextPageLayout(text: "# Title\nbody", kind: .markdown)
/// layout.lines[0].isBold   // true
/// ```
public struct TextPageLayout: Sendable, Hashable {
  /// One line of the page.
  public struct Line: Sendable, Hashable {
    /// The text, tabs expanded, at most ``TextPageLayout/maximumColumns`` characters.
    public var text: String
    /// Drawn bold (a Markdown heading).
    public var isBold: Bool
  }

  /// The most lines shown (a page of a 512-pixel thumbnail).
  public static let maximumLines = 40
  /// The most characters per line; longer lines are cut (with "…").
  public static let maximumColumns = 80
  /// Tab stops every this many columns.
  public static let tabWidth = 4

  /// The lines, top to bottom.
  public var lines: [Line]
  /// Whether to draw in a monospaced font.
  public var isMonospaced: Bool

  /// The layout of `text` shown as `kind`.
  public init(text: String, kind: TextKind) {
    isMonospaced = kind.isMonospaced
    var lines: [Line] = []
    let normalized = TextDocument.normalizingLineBreaks(String(text.unicodeScalars.prefix(1 << 16)))
    for raw in normalized.split(separator: "\n", omittingEmptySubsequences: false) {
      guard lines.count < Self.maximumLines else { break }
      let expanded = Self.expandingTabs(raw)
      lines.append(Line(text: expanded, isBold: kind == .markdown && Self.isHeading(raw)))
    }
    while let last = lines.last, last.text.isEmpty, lines.count > 1 { lines.removeLast() }
    self.lines = lines
  }

  /// Tabs to spaces up to the next stop, control characters dropped, cut to the column
  /// limit.
  static func expandingTabs(_ line: Substring) -> String {
    var result = ""
    var column = 0
    for character in line {
      if column >= maximumColumns {
        result.removeLast()
        result += "…"
        break
      }
      if character == "\t" {
        let spaces = tabWidth - column % tabWidth
        result += String(repeating: " ", count: spaces)
        column += spaces
      } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
        result.append(character)
        column += 1
      }
    }
    if result.count > maximumColumns { result = String(result.prefix(maximumColumns - 1)) + "…" }
    return result
  }

  /// An ATX heading: one to six `#` then a space or the end of the line.
  static func isHeading(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    guard line.count - trimmed.count < 4 else { return false }
    let hashes = trimmed.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return false }
    let rest = trimmed.dropFirst(hashes)
    return rest.isEmpty || rest.first == " " || rest.first == "\t"
  }
}
