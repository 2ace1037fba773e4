/// The state a group saves at `{` and restores at `}`: destination, character and paragraph
/// formatting, and the `\uc` skip count.
struct GroupState: Equatable {
  var destination: Destination = .body
  /// The destination `\ud` or `\result` returns to inside a `.container`.
  var containerOuter: Destination = .body
  var character = CharacterFormatting()
  var alignment: TextAlignment = .natural
  var unicodeSkipCount = 1
  /// `\htmlrtf` is on: in encapsulated HTML, RTF-only text that the HTML does not hold.
  var htmlRTF = false

  /// Character formatting as RTF states it (table indices, not resolved names and colours),
  /// compared cheaply to decide whether a new run starts (and, in `RTFSerializer`, which
  /// control words to write).
  struct CharacterFormatting: Equatable {
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
  }

  /// `\plain`: character formatting back to defaults (the font to `\deff`); the link stays.
  mutating func resetCharacterFormatting(defaultFont: Int?) {
    character = CharacterFormatting(fontIndex: defaultFont, link: character.link)
  }
}
