import Predicates
import Testing

@Suite("Malformed formats throw with the offset")
struct ParsingErrorTests {
  @Test(
    "each error names what was expected",
    arguments: [
      ("name ==", PredicateFormatError.expected("an expression", found: "end of input", offset: 7)),
      ("name 'x'", .expected("a comparison operator", found: "string \"x\"", offset: 5)),
      ("name == 'x", .unterminatedString(offset: 8)),
      ("a == 1 b", .expected("AND, OR or the end of the predicate", found: "b", offset: 7)),
      ("a == %@", .missingArgument(specifier: "%@", offset: 5)),
      ("a == ^", .unexpectedCharacter("^", offset: 5)),
      ("a == 0xZ", .malformedNumber("0xZ", offset: 5)),
      ("a LIKE[x] 'b'", .expected("comparison options c, d or n", found: "x", offset: 7)),
      ("SUBQUERY(a, $x, $x == 1).@count > 0", .unsupported("SUBQUERY", offset: 0)),
      ("a == %s", .unsupportedSpecifier("%s", offset: 5)),
      ("frobnicate(a) == 1", .unknownFunction("frobnicate", offset: 0)),
      ("AND == 1", .expected("an expression", found: "AND", offset: 0)),
    ])
  func error(format: String, expected: PredicateFormatError) {
    #expect(throws: expected) { try NSPredicate(parsing: format) }
  }

  @Test("%K needs a string argument")
  func keyArgument() {
    #expect(
      throws: PredicateFormatError.argumentType(
        specifier: "%K", offset: 0, found: "a value of type Int")
    ) {
      try NSPredicate(parsing: "%K == 1", arguments: [3])
    }
  }

  @Test("nesting is bounded")
  func depth() throws {
    let deep = String(repeating: "(", count: 150) + "a == 1" + String(repeating: ")", count: 150)
    #expect(try NSPredicate(parsing: deep).predicateFormat == "a == 1")
    let tooDeep =
      String(repeating: "(", count: 5_000) + "a == 1" + String(repeating: ")", count: 5_000)
    #expect(throws: PredicateFormatError.self) { try NSPredicate(parsing: tooDeep) }
    let nots = String(repeating: "NOT ", count: 5_000) + "a == 1"
    #expect(throws: PredicateFormatError.tooDeep(offset: 804, limit: 200)) {
      try NSPredicate(parsing: nots)
    }
  }

  @Test("length is bounded")
  func length() {
    let long = "a == '" + String(repeating: "x", count: 1 << 20) + "'"
    #expect(throws: PredicateFormatError.tooLong(length: (1 << 20) + 7, limit: 1 << 20)) {
      try NSPredicate(parsing: long)
    }
  }
}
