/// The Symbol font's upper half where it differs from Windows-1252: Word writes list bullets
/// as `\'b7` in a `\fcharset2` Symbol font.
enum SymbolFont {
  /// Byte to Unicode for the characters lists and simple documents use.
  static let mapping: [(UInt8, Unicode.Scalar)] = [
    (0xB7, "\u{2022}"), (0xA7, "\u{25AA}"), (0xA8, "\u{2666}"), (0xAE, "\u{2192}"),
    (0xAC, "\u{2190}"), (0xB0, "\u{00B0}"), (0xB1, "\u{00B1}"), (0xB4, "\u{00D7}"),
    (0xB8, "\u{00F7}"), (0xD7, "\u{22C5}"), (0xE0, "\u{25CA}"), (0xF0, "\u{F8FF}"),
  ]
}
