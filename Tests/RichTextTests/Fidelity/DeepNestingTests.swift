import RichText
import Testing

@Suite("RTF deep nesting")
struct DeepNestingTests {
  /// Nesting with a formatting change at every level, so no two saved states are alike.
  private func formatted(depth: Int) -> String {
    "{\\rtf1\\ansi " + String(repeating: "{\\b x{\\i y", count: depth / 2) + "z"
      + String(repeating: "}", count: depth / 2 * 2) + "}"
  }

  @Test func depthFarAboveRealMailIsRead() throws {
    let result = try RTFReader().read(Array(formatted(depth: 99_998).utf8))
    #expect(result.damage.isEmpty)
    #expect(result.document.string.count == 99_998 + 1)
  }

  @Test func braceBombIsRefusedAtTheLimit() throws {
    let bomb = "{\\rtf1 " + String(repeating: "{", count: 1_000_000)
    #expect(throws: RTFReadingError.groupNestingTooDeep(limit: 100_000, offset: 100_006)) {
      try RTFReader().readPlainText(Array(bomb.utf8))
    }
  }

  @Test func formattedBombIsRefusedAtTheLimit() throws {
    #expect(throws: RTFReadingError.groupNestingTooDeep(limit: 100_000, offset: 500_007)) {
      try RTFReader().read(Array(formatted(depth: 200_000).utf8))
    }
  }

  @Test func theLimitIsAnOption() throws {
    let reader = RTFReader(options: RTFReader.Options(maximumGroupDepth: 10))
    #expect(throws: RTFReadingError.groupNestingTooDeep(limit: 10, offset: 16)) {
      try reader.read(Array(("{\\rtf1 " + String(repeating: "{", count: 11)).utf8))
    }
  }
}
