import Foundation

/// Predicate seeds: formats covering each construct of the grammar (Spec/Predicates.md).
enum PredicateSeeds {
  static let formats: [String] = [
    "name LIKE[c] 'note*' AND age >= 18", "%K like %@", "ANY children.age > 12",
    "NONE children.age < 12", "name IN {'Ben', 'Melissa'}", "age BETWEEN {$LOW, $HIGH}",
    "NOT (age > 50) OR flag == YES", "name MATCHES '[A-Z][a-z]+_[0-9]'",
    "children[FIRST].age == 10",
    "children.@count == 2 && children.@sum.age > 3", "(age - 10) / 2 ** 2 == 7.5e0",
    "sum:({1, 2, 3}) == 6", "date > CAST(0, 'NSDate')", "#AND == nil", "SELF IN %@",
    "name ==[cd] \"Citro\\u00ebn\"", "TRUEPREDICATE", "age == %d AND x > %f", "0x1F == 0b11111",
    "uppercase(name) BEGINSWITH 'NO' || name ENDSWITH[d] '1'", "$VAR.name == 'x'",
    "nested.list[1] == 2.5", "ALL tags CONTAINS 'a'",
  ]

  static func make() -> [String: Data] {
    var seeds: [String: Data] = [:]
    for (index, format) in formats.enumerated() {
      seeds[String(format: "predicate-%02d", index)] = Data([UInt8(index % 4)] + Array(format.utf8))
    }
    return seeds
  }
}
