/// One lexical unit of RTF.
enum RTFToken: Equatable {
  /// `{`.
  case groupStart
  /// `}`.
  case groupEnd
  /// `\name` or `\nameN`: the name's bytes in the input (at most 32 letters) and the
  /// parameter clamped to `Int32`.
  case controlWord(Range<Int>, Int32?)
  /// `\uN`, the commonest word in Cocoa and pandoc output, recognised by the lexer.
  case unicode(Int32)
  /// `\` followed by one non-letter (`\~`, `\*`, `\\`, `\{`, newline …).
  case controlSymbol(UInt8)
  /// `\'hh`: one byte in the current code page.
  case hexByte(UInt8)
  /// `\'` not followed by two hex digits.
  case invalidHex
  /// Literal text bytes (no `\`, `{`, `}`, CR or LF), as a range of the input.
  case text(Range<Int>)
  /// The raw bytes after `\binN`, as a range of the input.
  case binary(Range<Int>, declared: Int)
}
