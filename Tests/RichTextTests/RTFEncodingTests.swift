import RichText
import Testing

@Suite("RTF text encodings")
struct RTFEncodingTests {
  @Test func unicodeWithSkipCounts() throws {
    #expect(try paragraphs(#"{\rtf1\uc1\u233?t\uc2\u233??e\uc0\u233 x}"#) == ["étéeéx"])
  }

  @Test func hexEscapeCountsAsOneSkippedUnit() throws {
    #expect(try paragraphs(#"{\rtf1\uc1\u8364\'80 euro}"#) == ["€ euro"])
  }

  @Test func skipCountIsRestoredAtGroupEnd() throws {
    #expect(try paragraphs(#"{\rtf1\uc1{\uc2\u233??}\u233?x}"#) == ["ééx"])
  }

  @Test func negativeAndLargeUnicodeValues() throws {
    // Word writes U+F020 as \u-4064; Cocoa writes U+D55C as \u54620.
    #expect(try paragraphs(#"{\rtf1\u-4064?\uc0\u54620 }"#) == ["\u{F020}\u{D55C}"])
  }

  @Test func surrogatePairsCombine() throws {
    #expect(try paragraphs(#"{\rtf1\uc0\u55357 \u56832 !}"#) == ["😀!"])
    #expect(try paragraphs(#"{\rtf1\u-10179?\u-8704?}"#) == ["😀"])
  }

  @Test func loneSurrogatesAreReplacedAndReported() throws {
    let result = try readRTF(#"{\rtf1\uc0 a\u55357 b\u56832 c}"#)
    #expect(result.document.string == "a\u{FFFD}b\u{FFFD}c")
    #expect(result.damage.count == 2)
  }

  @Test func hexByFontCharsetThenAnsiCodePage() throws {
    let rtf = #"""
      {\rtf1\ansi\ansicpg1251{\fonttbl{\f0\fnil Default;}{\f1\fcharset238 CE;}{\f2\fcharset161 Greek;}{\f3\fcharset0 West;}}\f0\'cf\'f0\'e8 \f1\'e8\'b9 \f2\'e1\'e2 \f3\'e9}
      """#
    #expect(try paragraphs(rtf) == ["При čą αβ é"])
  }

  @Test(arguments: [
    (1250, [0x8A, 0xE8], "Šč"), (1251, [0xC6], "Ж"), (1252, [0x80, 0xE9], "€é"),
    (1253, [0xE1], "α"), (1254, [0xF0], "ğ"), (1255, [0xF9], "ש"), (1256, [0xC7], "ا"),
    (1257, [0xE0], "ą"), (1258, [0xD0], "Đ"), (10000, [0x8E, 0xA5], "é•"), (437, [0x82], "é"),
    (850, [0xD0], "ð"), (874, [0xA1], "ก"),
  ])
  func singleByteCodePages(_ codePage: Int, _ bytes: [Int], _ expected: String) throws {
    let escapes = bytes.map { "\\'" + String($0, radix: 16) }.joined()
    #expect(try paragraphs("{\\rtf1\\ansi\\ansicpg\(codePage) \(escapes)}") == [expected])
  }

  @Test(arguments: [
    (932, "\\'82\\'b1\\'82\\'f1", "こん"), (936, "\\'c4\\'e3\\'ba\\'c3", "你好"),
    (949, "\\'c7\\'d1", "한"), (950, "\\'a4\\'a4", "中"),
  ])
  func doubleByteCodePages(_ codePage: Int, _ escapes: String, _ expected: String) throws {
    #expect(try paragraphs("{\\rtf1\\ansi\\ansicpg\(codePage) \(escapes)}") == [expected])
  }

  @Test func shiftJISTrailByteMayBeALiteralCharacter() throws {
    // 0x83 0x5C is ソ (its trail is a backslash), 0x82 0x60 is Ａ (trail is a backtick),
    // 0x83 0x41 is ア (trail byte written as the letter A).
    let rtf = #"{\rtf1\ansi\ansicpg932{\fonttbl{\f0\fcharset128 MS Mincho;}}\f0\'83\\\'82`\'83A!}"#
    #expect(try paragraphs(rtf) == ["ソＡア!"])
  }

  @Test func rawHighBytesUseTheCodePage() throws {
    var bytes = Array(#"{\rtf1\ansi\ansicpg1252 caf"#.utf8)
    bytes += [0xE9]
    bytes += Array("}".utf8)
    #expect(try RTFReader().read(bytes).document.string == "café")
  }

  @Test func uprUsesTheUnicodeAlternative() throws {
    let rtf = #"{\rtf1{\upr{\fs20 ansi text}{\*\ud{\fs20 unicode \u1488?}}} after}"#
    #expect(try paragraphs(rtf) == ["unicode א after"])
  }

  @Test func fontNamesDecodeInTheirCharset() throws {
    let rtf = #"{\rtf1{\fonttbl{\f0\fcharset128 \'82\'6c\'82\'72 Mincho;}}\f0 x}"#
    let run = try #require(readRTF(rtf).document.paragraphs.first?.runs.first)
    #expect(run.attributes.fontName == "ＭＳ Mincho")
  }
}
