import Predicates
import Testing

@Suite("Evaluation semantics")
struct EvaluationTests {
  @Test("LIKE wildcards and escapes")
  func like() {
    let cases: [(String, String, Bool)] = [
      ("Note_*", "Note_1", true), ("Note_*", "Note", false), ("*.note", "a.b.note", true),
      ("a*b*c", "aXbYc", true), ("a*b*c", "aXbY", false), ("??", "ab", true), ("??", "a", false),
      (#"a\*"#, "a*", true), (#"a\*"#, "ab", false), ("*", "", true), ("", "", true),
    ]
    for (pattern, text, expected) in cases {
      let predicate = NSPredicate(format: "SELF LIKE %@", pattern)
      #expect(predicate.evaluate(with: text) == expected, "\(pattern) vs \(text)")
    }
  }

  @Test("code-built predicates print and evaluate as parsed ones")
  func builtInCode() {
    let revenue = NSComparisonPredicate(
      leftExpression: NSExpression(forKeyPath: "revenue"),
      rightExpression: NSExpression(forConstantValue: 1_000_000), modifier: .direct,
      type: .greaterThanOrEqualTo)
    let name = NSPredicate(format: "name BEGINSWITH[c] 'a'")
    let both = NSCompoundPredicate(andPredicateWithSubpredicates: [revenue, name])
    #expect(both.predicateFormat == #"revenue >= 1000000 AND name BEGINSWITH[c] "a""#)
    #expect(both.evaluate(with: ["revenue": 2_000_000, "name": "Acme"]))
    #expect(!both.evaluate(with: ["revenue": 2_000_000, "name": "Zeta"]))
    let tree = try? NSPredicate.parse("a == 1 OR b == 2")
    #expect((tree as? NSCompoundPredicate)?.compoundPredicateType == .or)
    #expect((tree as? NSCompoundPredicate)?.subpredicates.first is NSComparisonPredicate)
  }

  @Test("keys that do not start like identifiers print with #")
  func escapedKeys() throws {
    // Found by fuzz-predicate: `#2x` printed as `2x`, which does not parse back.
    let predicate = try NSPredicate(parsing: "#2x == 1 AND size > 3")
    #expect(predicate.predicateFormat == "#2x == 1 AND size > 3")
    #expect(predicate.evaluate(with: ["2x": 1, "size": 4]))
  }

  @Test("a constant or an operation before .key or [index] prints in parentheses")
  func postfixBases() throws {
    // Found by fuzz-predicate: `%d.key` with 40 printed as `40.key`, which does not parse.
    let keyed = NSPredicate(format: "%d.key == 1", 40)
    #expect(keyed.predicateFormat == "(40).key == 1")
    #expect(try NSPredicate(parsing: keyed.predicateFormat).predicateFormat == "(40).key == 1")
    let sum = try NSPredicate(parsing: "(a + b).count == 2")
    #expect(sum.predicateFormat == "(a + b).count == 2")
    let indexed = try NSPredicate(parsing: "(-5)[FIRST] == 1")
    #expect(indexed.predicateFormat == "(-5)[FIRST] == 1")
    #expect(
      try NSPredicate(parsing: "items[LAST].price > 2").predicateFormat == "items[LAST].price > 2")
  }

  @Test("unary minus prints as written")
  func unaryMinus() throws {
    let predicate = try NSPredicate(parsing: "--age == -(age + 1) - 2")
    #expect(predicate.predicateFormat == "--age == -(age + 1) - 2")
    #expect(!predicate.evaluate(with: ["age": 3]))
    #expect(try NSPredicate(parsing: "-age == -3").evaluate(with: ["age": 3]))
    // Found by fuzz-predicate: `NO - 0` is not a negation.
    #expect(try NSPredicate(parsing: "NO - 0 == 0").predicateFormat == "0 - 0 == 0")
    #expect(try NSPredicate(parsing: "0 - 0 == 0").predicateFormat == "0 - 0 == 0")
    #expect(try NSPredicate(parsing: "a IN -{1}").predicateFormat == "a IN 0 - {1}")
    #expect(try NSPredicate(parsing: "NO - p == 1").predicateFormat == "-p == 1")
  }

  @Test("substitution variables make a new predicate")
  func substitution() {
    let template = NSPredicate(format: "lastName like[c] $LAST_NAME")
    let bound = template.withSubstitutionVariables(["LAST_NAME": "Turner"])
    #expect(bound.predicateFormat == #"lastName LIKE[c] "Turner""#)
    #expect(bound.evaluate(with: ["lastName": "TURNER"]))
  }

  @Test("expressions evaluate on their own")
  func expressions() {
    let total = NSExpression(format: "@sum.price")
    #expect(total.expressionValue(with: ["price": [1, 2, 3]], context: nil) as? Int == nil)
    let sum = NSExpression(format: "items.@sum.price")
    let order: [String: Any] = ["items": [["price": 1], ["price": 2.5]]]
    #expect(sum.expressionValue(with: order, context: nil) as? Double == 3.5)
    #expect(
      NSExpression(format: "$x * 2").expressionValue(with: nil, context: ["x": 4]) as? Int == 8)
    #expect(NSExpression(format: "%K", "a.b").keyPath == "a.b")
  }

  @Test("custom KeyValueCodable values and blocks")
  func protocolValues() {
    struct Item: KeyValueCodable {
      let title: String
      func value(forKey key: String) -> Any? { key == "title" ? title : nil }
    }
    let items = [Item(title: "Trip"), Item(title: "Notes")]
    #expect(
      items.filtered(using: NSPredicate(format: "title BEGINSWITH 'Tr'")).map(\.title) == ["Trip"])
    let block = NSPredicate { object, _ in (object as? Int) == 3 }
    #expect(block.evaluate(with: 3) && !block.evaluate(with: 4))
    #expect(NSPredicate(value: false).predicateFormat == "FALSEPREDICATE")
  }
}
