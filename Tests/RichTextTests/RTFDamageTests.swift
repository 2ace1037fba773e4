import RichText
import Testing

@Suite("RTF damaged input")
struct RTFDamageTests {
  @Test func truncatedFileKeepsText() throws {
    let result = try readRTF(#"{\rtf1{\fonttbl{\f0 Times;}}\f0 Hello {\b wor"#)
    #expect(result.document.string == "Hello wor")
    #expect(result.damage == [.unclosedGroups(count: 2)])
  }

  @Test func unmatchedClosingBraceIsIgnored() throws {
    let result = try readRTF(#"{\rtf1 a}} b}"#)
    #expect(result.document.string == "a b")
    #expect(result.damage.contains(.unmatchedClosingBrace(offset: 9)))
  }

  @Test func trailingGarbageAfterTheDocumentIsDropped() throws {
    let result = try readRTF("{\\rtf1 text}\n@signature\n")
    #expect(result.document.string == "text")
    #expect(result.damage == [.textAfterEnd(offset: 13)])
  }

  @Test func concatenatedDocumentsAreBothRead() throws {
    let result = try readRTF("{\\rtf1 one}\n{\\rtf1 two}")
    #expect(result.document.paragraphs.map(\.string) == ["onetwo"])
    #expect(result.damage.contains(.concatenatedDocument(offset: 13)))
  }

  @Test func nestedRTFHeaderIsReported() throws {
    let result = try readRTF(#"{\rtf1 a{\rtf1 b}c}"#)
    #expect(result.document.string == "abc")
    #expect(result.damage == [.nestedDocument(offset: 9)])
  }

  @Test func leadingGarbageIsSkipped() throws {
    let result = try readRTF("garbage{\\rtf1 ok}")
    #expect(result.document.string == "ok")
    #expect(result.damage == [.leadingGarbage(offset: 7)])
  }

  @Test func invalidHexAndStrayBytes() throws {
    var bytes = Array(#"{\rtf1 a\'zzb"#.utf8)
    bytes += [0x00, 0x01, 0x07]
    bytes += Array("c\\".utf8)
    let result = try RTFReader().read(bytes)
    #expect(result.document.string == "azzbc")
    #expect(result.damage.contains(.invalidHexEscape(offset: 8)))
  }

  @Test func truncatedBinaryIsReported() throws {
    let result = try readRTF(#"{\rtf1 a\bin100 xyz"#)
    #expect(result.document.string == "a")
    #expect(result.damage.contains(.truncatedBinary(offset: 8, declared: 100, available: 3)))
  }

  @Test func deepNestingThrowsPastTheBound() throws {
    let deep = "{\\rtf1 " + String(repeating: "{", count: 150_000) + "x"
    #expect(throws: RTFReadingError.groupNestingTooDeep(limit: 100_000, offset: 100_006)) {
      try readRTF(deep)
    }
    let custom = RTFReader(options: RTFReader.Options(maximumGroupDepth: 200_000))
    let result = try custom.read(Array(deep.utf8))
    #expect(result.document.string == "x")
  }

  @Test func deepNestingInsideSkippedDestinationsIsCheap() throws {
    let rtf =
      "{\\rtf1{\\*\\skip " + String(repeating: "{", count: 100_000)
      + String(repeating: "}", count: 100_001) + "after}"
    #expect(try readRTF(rtf).document.string == "after")
  }

  @Test func repeatedDamageIsSummarisedAfterTheFirstFew() throws {
    let rtf =
      "{\\rtf1 x" + String(repeating: "\\'zz", count: 4) + "}" + String(repeating: "}", count: 500)
    let damage = try readRTF(rtf).damage
    #expect(
      damage == [
        .invalidHexEscape(offset: 8), .invalidHexEscape(offset: 12), .invalidHexEscape(offset: 16),
        .unmatchedClosingBrace(offset: 25), .unmatchedClosingBrace(offset: 26),
        .unmatchedClosingBrace(offset: 27),
        .repeated(last: .invalidHexEscape(offset: 20), count: 1),
        .repeated(last: .unmatchedClosingBrace(offset: 524), count: 497),
      ])
    #expect(
      damage[7].description
        == "497 more like the above; the last: unmatched '}' at byte 524 ignored")
  }

  @Test func damageReportsAreCapped() throws {
    let rtf = "{\\rtf1 x}" + String(repeating: "}", count: 500)
    let options = RTFReader.Options(maximumDamageReports: 100, maximumReportsPerKind: 1000)
    let damage = try RTFReader(options: options).read(Array(rtf.utf8)).damage
    #expect(damage.count == 101)
    #expect(damage.last == .moreDamage(count: 400))
  }
}
