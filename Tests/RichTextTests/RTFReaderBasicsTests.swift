import RichText
import Testing

/// Reads RTF written in a test; the input is ASCII unless it has raw bytes.
func readRTF(_ text: String) throws -> RTFReadResult {
  try RTFReader().read(Array(text.utf8))
}

/// The paragraphs' text of RTF written in a test.
func paragraphs(_ text: String) throws -> [String] {
  try readRTF(text).document.paragraphs.map(\.string)
}

@Suite("RTF reader basics")
struct RTFReaderBasicsTests {
  @Test func readsPlainParagraphs() throws {
    let result = try readRTF(#"{\rtf1\ansi Hello\par World}"#)
    #expect(result.document.paragraphs.map(\.string) == ["Hello", "World"])
    #expect(result.damage.isEmpty)
  }

  @Test func specialCharactersAndSymbols() throws {
    let text = try paragraphs(
      #"{\rtf1 a\tab b\emdash c\endash d\bullet e\lquote f\rquote g\ldblquote h\rdblquote i\~j\-k\_l\line m\\\{\}}"#
    )
    #expect(
      text == [
        "a\tb\u{2014}c\u{2013}d\u{2022}e\u{2018}f\u{2019}g\u{201C}h\u{201D}i\u{00A0}j\u{00AD}k\u{2011}l\u{2028}m\\{}"
      ])
  }

  @Test func backslashNewlineIsParagraph() throws {
    #expect(try paragraphs("{\\rtf1 one\\\ntwo\\\r\nthree}") == ["one", "two", "three"])
  }

  @Test func lineEndsInTextAreIgnored() throws {
    #expect(try paragraphs("{\\rtf1 one\r\ntwo}") == ["onetwo"])
  }

  @Test func ignorableAndUnknownDestinationsAreSkipped() throws {
    let text = try paragraphs(
      #"{\rtf1{\*\unknowndest secret {nested}}{\*\generator Word;}\foo42 shown{\stylesheet{\s1 Normal;}}{\pict\wmetafile8 0123abcd}{\header head}!}"#
    )
    #expect(text == ["shown!"])
  }

  @Test func formattingTogglesAndResets() throws {
    let result = try readRTF(
      #"{\rtf1{\fonttbl{\f0 Times;}{\f1 Arial;}}\f0\fs28 a\b b\b0\i c\i0\ul d\ulnone\strike e\strike0\super f\nosupersub\sub g\plain h{\f1\b i}j}"#
    )
    let runs = try #require(result.document.paragraphs.first).runs
    #expect(runs.map(\.text) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
    #expect(runs[0].attributes == TextAttributes(fontName: "Times", fontSize: 14))
    #expect(runs[1].attributes.isBold)
    #expect(runs[2].attributes.isItalic && !runs[2].attributes.isBold)
    #expect(runs[3].attributes.isUnderlined)
    #expect(runs[4].attributes.isStrikethrough && !runs[4].attributes.isUnderlined)
    #expect(runs[5].attributes.baseline == .superscript)
    #expect(runs[6].attributes.baseline == .subscript)
    #expect(runs[7].attributes == TextAttributes(fontName: nil, fontSize: 12))
    #expect(runs[8].attributes.fontName == "Arial" && runs[8].attributes.isBold)
    #expect(runs[9].attributes == runs[7].attributes)
  }

  @Test func colorsFromTheColorTable() throws {
    let result = try readRTF(
      #"{\rtf1{\colortbl;\red255\green0\blue0;\red0\green0\blue255;}\cf1 red\cf2\cb1 blue\cf0\cb0 plain}"#
    )
    let runs = try #require(result.document.paragraphs.first).runs
    #expect(runs[0].attributes.foregroundColor == RGBColor(red: 255, green: 0, blue: 0))
    #expect(runs[1].attributes.foregroundColor == RGBColor(red: 0, green: 0, blue: 255))
    #expect(runs[1].attributes.backgroundColor == RGBColor(red: 255, green: 0, blue: 0))
    #expect(runs[2].attributes.foregroundColor == nil && runs[2].attributes.backgroundColor == nil)
  }

  @Test func paragraphAlignmentAndPard() throws {
    let document = try readRTF(#"{\rtf1\qc centered\par\pard left\par\qr right\par\qj just}"#)
      .document
    #expect(document.paragraphs.map(\.alignment) == [.center, .natural, .right, .justified])
  }

  @Test func tablesBecomeTabsAndRows() throws {
    let text = try paragraphs(
      #"{\rtf1\trowd\cellx1000\cellx2000\intbl a\cell b\cell\row\trowd\intbl c\cell d\cell\row}"#)
    #expect(text == ["a\tb\t", "c\td\t", ""])
  }

  @Test func infoMetadata() throws {
    let metadata = try readRTF(
      #"{\rtf1{\info{\title The title}{\author Ann}{\subject S}{\keywords k1}{\doccomm c}{\*\company Co}{\creatim\yr2024\mo3\dy1\hr9\min30\sec5}{\revtim\yr2025\mo1\dy2}}text}"#
    ).document.metadata
    #expect(metadata.title == "The title")
    #expect(metadata.author == "Ann")
    #expect(metadata.subject == "S")
    #expect(metadata.keywords == "k1")
    #expect(metadata.comment == "c")
    #expect(metadata.company == "Co")
    #expect(
      metadata.creationDate == RTFDate(year: 2024, month: 3, day: 1, hour: 9, minute: 30, second: 5)
    )
    #expect(metadata.modificationDate?.description == "2025-01-02T00:00:00")
  }

  @Test func binaryDataIsSkipped() throws {
    var bytes = Array(#"{\rtf1 a{\pict\bin6 "#.utf8)
    bytes += [0x7D, 0x7B, 0x5C, 0xFF, 0x00, 0x7D]
    bytes += Array("}b}".utf8)
    let result = try RTFReader().read(bytes)
    #expect(result.document.string == "ab")
    #expect(result.damage.isEmpty)
  }

  @Test func notRTFThrows() {
    #expect(throws: RTFReadingError.notRTF) { try readRTF("hello world") }
  }
}
