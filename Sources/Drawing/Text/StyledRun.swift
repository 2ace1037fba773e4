/// A piece of text in one style.
public struct StyledRun: Sendable, Hashable {
  /// The characters; newlines (`\n`, `\r\n`, U+2028) break lines inside the paragraph.
  public var text: String
  /// How the characters look.
  public var style: TextStyle

  /// A run of `text` in `style`.
  public init(_ text: String, style: TextStyle = TextStyle()) {
    self.text = text
    self.style = style
  }
}
