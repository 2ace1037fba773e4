/// Element classes the text rendering needs.
enum HTMLElements {
  enum RawText {
    /// Contents not shown (scripts, styles, templates).
    case dropped
    /// The page title.
    case title
  }

  /// Elements whose contents are not markup: read to their end tag.
  static let rawText: [String: RawText] = [
    "script": .dropped, "style": .dropped, "template": .dropped, "noembed": .dropped,
    "noframes": .dropped, "iframe": .dropped, "title": .title,
  ]

  /// Elements displayed as blocks: a line break before and after.
  static let block: Set<String> = [
    "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details",
    "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
    "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "legend", "main",
    "menu", "nav", "ol", "option", "section", "summary", "table", "tbody", "tfoot", "thead",
    "tr", "ul", "select", "frameset", "frame",
  ]
}
