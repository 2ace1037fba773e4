extension BaselinePosition {
  /// `text` inside the HTML element for this position (`<sup>`, `<sub>`, or none): how both
  /// the HTML and the Markdown export mark a raised or lowered run.
  func wrappingHTML(_ text: String) -> String {
    switch self {
    case .superscript: "<sup>\(text)</sup>"
    case .subscript: "<sub>\(text)</sub>"
    case .normal: text
    }
  }
}
