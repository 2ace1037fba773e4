import RichText
import Testing

/// The lexer scans text eight bytes at a time and jumps to the first byte that ends or
/// changes a text run: each such byte, at every offset within and across those eight-byte
/// words, must give the same text as anywhere else.
@Suite("RTF lexer: special bytes at every offset")
struct RTFLexerOffsetTests {
  /// What is put between the runs of `a` and `b`, and the text it reads as (`\uc0`: no
  /// fallback byte follows `\uN`, as TextEdit writes it).
  static let specials: [(bytes: [UInt8], text: String)] = [
    (Array("\\'e9".utf8), "é"), ([0xE9], "é"), (Array("\\u233 ".utf8), "é"),
    (Array("\\u-3913 ".utf8), "\u{F0B7}"), (Array("{\\b x}".utf8), "x"), ([0x0A], ""),
    ([0x0D, 0x0A], ""), (Array("\\\\".utf8), "\\"), (Array("\\}".utf8), "}"),
    (Array("\\{".utf8), "{"), ([0x09], "\t"), (Array("|~".utf8), "|~"), ([0x01], ""),
    (Array("\\par ".utf8), "\n"), (Array("\\b0 ".utf8), ""), (Array("\\fs24 ".utf8), ""),
    (Array("\\unknownword12 ".utf8), ""), ([0xC3], "Ã"),
  ]

  @Test func everySpecialByteAtEveryOffset() throws {
    for special in Self.specials {
      for before in 0..<20 {
        let after = 19 - before
        let rtf =
          Array("{\\rtf1\\ansi\\uc0 ".utf8) + [UInt8](repeating: 0x61, count: before)
          + special.bytes
          + [UInt8](repeating: 0x62, count: after) + Array("}".utf8)
        let body =
          String(repeating: "a", count: before) + special.text
          + String(repeating: "b", count: after)
        // The export ends with one newline, not a second after a final `\par`.
        let expected = body.hasSuffix("\n") ? body : body + "\n"
        let text = try RTFReader().readPlainText(rtf).text
        #expect(text == expected, "\(special.bytes) after \(before) bytes")
      }
    }
  }

  @Test func textRunsEndingAtTheEndOfInput() throws {
    // Unclosed documents: the last run reaches the end of the bytes at every length.
    for length in 0..<20 {
      let rtf = Array("{\\rtf1 ".utf8) + [UInt8](repeating: 0x61, count: length)
      let text = try RTFReader().readPlainText(rtf).text
      #expect(
        text == (length == 0 ? "" : String(repeating: "a", count: length) + "\n"), "\(length)")
    }
  }
}
