import JSON
import Testing

@Suite struct JSONValueTests {
  struct Point: JSONRepresentable {
    var x: Int
    var label: String?
    var jsonValue: JSONValue {
      .object(omittingNil: [("label", label.map(JSONValue.string)), ("x", .integer(x))])
    }
  }

  @Test func writesNestedValuesCompactInTheOrderGiven() {
    var json = JSONText()
    json.value(
      .object([
        ("b", .array([.null, .bool(false), .number(-3), .string("q\"")])),
        ("a", .object([])),
        ("t", .timestamp(0)),
        ("n", .optional(nil as Int?)),
        ("s", .optional("x")),
        ("w", .written { $0.array([1, 2]) { $0.number(Int64($1)) } }),
      ]))
    #expect(
      json.text
        == #"{"b":[null,false,-3,"q\""],"a":{},"t":"1970-01-01T00:00:00Z","n":null,"s":"x","w":[1,2]}"#
    )
  }

  @Test func leavesOutNilMembersAndAppendsRepresentables() {
    var json = JSONText()
    Point(x: 1, label: nil).appendJSON(to: &json)
    json.raw(",")
    Point(x: 2, label: "two").appendJSON(to: &json)
    #expect(json.text == #"{"x":1},{"label":"two","x":2}"#)
  }
}
