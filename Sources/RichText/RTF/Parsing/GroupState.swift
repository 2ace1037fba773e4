/// The state a group saves at `{` and restores at `}`: destination, character and paragraph
/// formatting, and the `\uc` skip count.
struct GroupState: Equatable {
  var destination: Destination = .body
  /// The destination `\ud` or `\result` returns to inside a `.container`.
  var containerOuter: Destination = .body
  var fontIndex: Int?
  var fontSize: Double = TextAttributes.defaultFontSize
  var isBold = false
  var isItalic = false
  var isUnderlined = false
  var isStrikethrough = false
  var foregroundIndex = 0
  var backgroundIndex = 0
  var baseline: BaselinePosition = .normal
  var link: String?
  var alignment: TextAlignment = .natural
  var unicodeSkipCount = 1

  /// `\plain`: character formatting back to defaults (the font to `\deff`).
  mutating func resetCharacterFormatting(defaultFont: Int?) {
    fontIndex = defaultFont
    fontSize = TextAttributes.defaultFontSize
    isBold = false
    isItalic = false
    isUnderlined = false
    isStrikethrough = false
    foregroundIndex = 0
    backgroundIndex = 0
    baseline = .normal
  }
}
