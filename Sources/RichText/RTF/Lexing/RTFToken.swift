/// One lexical unit of RTF.
enum RTFToken: Equatable {
  /// `{`.
  case groupStart
  /// `}`.
  case groupEnd
  /// `\name` or `\nameN`; the parameter is clamped to `Int32`.
  case controlWord(String, Int32?)
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
