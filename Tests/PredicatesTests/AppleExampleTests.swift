import Predicates
import Testing

@Suite("Apple's documented predicate examples")
struct AppleExampleTests {
  @Test("at least 60 documented cases")
  func count() {
    #expect(AppleExample.all.count >= 60)
  }

  @Test("parse, print back and evaluate", arguments: AppleExample.all)
  func example(_ example: AppleExample) throws {
    let predicate = try NSPredicate(
      parsing: example.format, arguments: example.arguments.map { $0.value as Any })
    #expect(predicate.predicateFormat == example.printed)
    // What it prints parses back to a predicate that prints the same.
    let reparsed = try NSPredicate(parsing: predicate.predicateFormat)
    #expect(reparsed.predicateFormat == example.printed)
    let variables = example.variables.mapValues { $0.value as Any }
    for object in example.matching {
      #expect(predicate.evaluate(with: object.value, substitutionVariables: variables))
    }
    for object in example.failing {
      #expect(!predicate.evaluate(with: object.value, substitutionVariables: variables))
    }
  }
}
