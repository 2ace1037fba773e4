import RichText
import Testing

/// Body bytes of a code page (`\'hh`, 8-bit text) are decoded straight into the output
/// through per-code-page UTF-8 tables (a double-byte lead waiting for its trail); UTF-8,
/// other destinations and a waiting high surrogate still collect bytes first. These inputs
/// cross between the two: each must give the expected text, and the plain-text path, the
/// streaming path and the model must agree on it and on the damage.
@Suite("RTF code page bytes decoded straight to the body")
struct RTFDirectDecodingTests {
  /// The plain-text export of `rtf`, after checking that all paths agree on it.
  static func plainText(_ rtf: String) throws -> RTFPlainTextResult {
    try plainText(Array(rtf.utf8))
  }

  static func plainText(_ bytes: [UInt8]) throws -> RTFPlainTextResult {
    PlainTextFastPathTests.compare(bytes, String(decoding: bytes, as: UTF8.self).debugDescription)
    return try RTFReader().readPlainText(bytes)
  }

  @Test(arguments: [
    (#"{\rtf1\ansi\ansicpg1252 caf\'e9 \'93q\'94 \'96 \'df\'fc\'9c}"#, "café “q” – ßüœ\n"),
    (#"{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\'e2\'e5\'f2, \'e9}"#, "Привет, й\n"),
    (#"{\rtf1\mac \'8e\'a5}"#, "é•\n"),
    (#"{\rtf1\pc \'82\'e1}"#, "éß\n"),
    // Escaped `\\`, `\{`, `\}` are bytes of the code page too.
    (#"{\rtf1\ansi \'e9\\\{\}\'e9}"#, "é\\{}é\n"),
  ])
  func hexBytesInSingleByteCodePages(_ rtf: String, _ expected: String) throws {
    let result = try Self.plainText(rtf)
    #expect(result.text == expected)
    #expect(result.damage.isEmpty)
  }

  @Test func shiftJISPairsStillWaitForTheirTrail() throws {
    // A lead byte takes the next token's byte as its trail (0x82 0x62 is Ｃ); at a group's
    // end it has none and becomes U+FFFD.
    let rtf =
      #"{\rtf1\ansi\ansicpg932{\fonttbl{\f0\fcharset128 MS Mincho;}}\f0\'82\'b1\'82\'f1 \'82"#
    #expect(try Self.plainText(rtf + "b!}").text == "こん Ｃ!\n")
    #expect(try Self.plainText(rtf + #"\'bf}"#).text == "こん ち\n")
    #expect(try Self.plainText(rtf + #"{\'b1}x}"#).text == "こん \u{FFFD}ｱx\n")
  }

  @Test func doubleByteCodePagesByFontCharset() throws {
    let fonts =
      #"{\fonttbl{\f0\fcharset134 S;}{\f1\fcharset136 T;}{\f2\fcharset129 K;}{\f3\fcharset130 J;}}"#
    let text = #"\f0\'c4\'e3 a\'ba\'c3\f1\'a4\'a4\f2\'c7\'d1\f3\'88\'61}"#
    let result = try Self.plainText(#"{\rtf1\ansi"# + fonts + text)
    #expect(result.text == "你 a好中한가\n")
    #expect(result.damage.isEmpty)
  }

  @Test func aLeadByteWithoutItsTrailBecomesAReplacementCharacter() throws {
    // Half-width katakana (0xB1) is a single byte; a lead meets \par, \u and the end.
    let rtf = #"{\rtf1\ansi\ansicpg932 \'b1\'82\'a0x\'82\par y\'82\u955 z\'82}"#
    #expect(try Self.plainText(rtf).text == "ｱあx\u{FFFD}\ny\u{FFFD}λ\u{FFFD}\n")
    // In raw text a dropped control byte does not come between a lead and its trail.
    var bytes = Array(#"{\rtf1\ansi\ansicpg932 "#.utf8)
    bytes += [0x82, 0x01, 0xA0, 0x20, 0xB1, 0x82, 0x7D]
    #expect(try Self.plainText(bytes).text == "あ ｱ\u{FFFD}\n")
  }

  @Test func theCodePageFollowsFontChanges() throws {
    // Symbol (`\fcharset2`) maps bytes from 0x80 only where it has a character; below 0x80
    // bytes are ASCII in every code page.
    let fonts = #"{\fonttbl{\f0\fcharset0 A;}{\f1\fcharset204 B;}{\f2\fcharset2 Symbol;}}"#
    let rtf =
      #"{\rtf1\ansi\ansicpg1252"# + fonts + #"\f0\'e9\f1\'e9\f2\'61\'e9{\f1\'e9}\'e9\f0\'e9}"#
    #expect(try Self.plainText(rtf).text == "éйaéйéé\n")
  }

  @Test func aCodePageChangeMidDocumentIsSeen() throws {
    #expect(try Self.plainText(#"{\rtf1\ansi caf\'e9\ansicpg1251 \'e9}"#).text == "caféй\n")
    // A font defined after text that already used its number.
    let late = #"{\rtf1\ansi\f1\'e9{\fonttbl{\f1\fcharset204 B;}}\f1\'e9}"#
    #expect(try Self.plainText(late).text == "éй\n")
  }

  @Test func rawHighBytesAndControlBytesInText() throws {
    var bytes = Array(#"{\rtf1\ansi\ansicpg1251 "#.utf8)
    bytes += [0xCF, 0xF0, 0x01, 0xE8, 0x20]
    bytes += Array(#"\'e9\'0a\'09"#.utf8)
    bytes += [0x0D, 0x0A, 0xE9, 0x7D]
    #expect(try Self.plainText(bytes).text == "При й\tй\n")
  }

  @Test(arguments: [
    (#"{\rtf1\uc1\u1078\'e6x\uc2\u1078\'e6xy}"#, "жxжy\n"),
    (#"{\rtf1\uc2\u1078 \'e6\'e6z}"#, "жz\n"),
    (#"{\rtf1\uc0\u233 \'e9\u-4064 \'e9}"#, "éé\u{F020}é\n"),
    (#"{\rtf1\u-10179?\u-8704?\'e9}"#, "😀é\n"),
  ])
  func unicodeSkipCountsConsumeHexBytes(_ rtf: String, _ expected: String) throws {
    let result = try Self.plainText(rtf)
    #expect(result.text == expected)
    #expect(result.damage.isEmpty)
  }

  @Test func aSurrogatePairSplitAcrossGroupsIsReplaced() throws {
    // A group's end forgets a waiting high surrogate; the low one alone is replaced.
    let result = try Self.plainText(#"{\rtf1\uc0{\u55357}\u56832 x\'e9}"#)
    #expect(result.text == "\u{FFFD}xé\n")
    #expect(result.damage == [.loneSurrogate(offset: 19)])
  }

  @Test func aHighSurrogateBeforeHexBytesIsReplacedWhereTheBytesAreDecoded() throws {
    // The bytes wait for the next control word; the lone surrogate is reported there.
    let result = try Self.plainText(#"{\rtf1\uc0 \u55357\'e9\'e8\par x}"#)
    #expect(result.text == "\u{FFFD}éè\nx\n")
    #expect(result.damage == [.loneSurrogate(offset: 26)])
  }

  @Test func theAttachmentMarkAfterAGraphicIsDropped() throws {
    let graphic = #"{{\NeXTGraphic a.png \width20 \height20}"#
    #expect(try Self.plainText(#"{\rtf1 "# + graphic + #"\'ac}after\'ac}"#).text == "after¬\n")
    #expect(try Self.plainText(#"{\rtf1 "# + graphic + #"\'e9\'ac}x}"#).text == "é¬x\n")
  }

  @Test func anUnavailableCodePageIsDecodedAsWindows1252AndReported() throws {
    let result = try Self.plainText(#"{\rtf1\ansi\ansicpg12345 \'e9\'80}"#)
    #expect(result.text == "é€\n")
    #expect(result.damage == [.unsupportedCodePage(12345)])
  }

  @Test func otherDestinationsKeepCollectingBytes() throws {
    let rtf = #"{\rtf1{\fonttbl{\f0\fcharset204 \'c0\'c1;}}{\info{\title Caf\'e9}}\f0 \'c0}"#
    let result = try readRTF(rtf)
    #expect(result.document.string == "А")
    #expect(result.document.metadata.title == "Café")
    #expect(try Self.plainText(rtf).text == "А\n")
    #expect(try Self.plainText(#"{\rtf1\ansi\ansicpg65001 \'c3\'a9\'e2\'82\'ac}"#).text == "é€\n")
  }

  @Test(arguments: [
    // Parameters of every length the lexer reads at once, and past it.
    (#"{\rtf1\uc0\u32 \u955 \u1234 \u12345 \u65533 x}"#, " λӒ〹\u{FFFD}x\n"),
    (#"{\rtf1\uc0\u-1 \u-32768 \u00000233 \u0000000233 x}"#, "\u{FFFF}\u{8000}ééx\n"),
    (
      #"{\rtf1\uc0\u1114111 \u1234567 \u12345678 \u999999999999 x}"#,
      "\u{10FFFF}\u{FFFD}\u{FFFD}\u{FFFD}x\n"
    ),
  ])
  func unicodeParametersOfAnyLength(_ rtf: String, _ expected: String) throws {
    #expect(try Self.plainText(rtf).text == expected)
  }
}
