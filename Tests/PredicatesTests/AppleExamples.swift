import Predicates

/// Apple's documented examples. Sources (Apple Developer Documentation Archive, Predicate
/// Programming Guide, and the Foundation reference):
enum AppleDocs {
  static let guide =
    "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/"
  static let syntax = guide + "Articles/pSyntax.html"
  static let creating = guide + "Articles/pCreating.html"
  static let using = guide + "Articles/pUsing.html"
  static let bnf = guide + "Articles/pBNF.html"
  static let reference = "https://developer.apple.com/documentation/foundation/nspredicate"
  static let expression = "https://developer.apple.com/documentation/foundation/nsexpression"
  static let kvc =
    "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/KeyValueCoding/CollectionOperators.html"
}

/// The people of Apple's "Using Predicates" examples, with the fields other examples need.
enum People {
  static let ben: SendableValue = SendableValue(
    [
      "firstName": "Ben", "lastName": "Ballard", "age": 40, "grade": "7",
      // 1972-03-24 10:45:32 +0600
      "birthday": Date(timeIntervalSince1970: 70_170_332),
      "department": ["name": "Engineering"], "group": ["name": "work projects"],
      "children": [["name": "Ann", "age": 10], ["name": "Bo", "age": 15]],
      "employees": [
        ["firstName": "Matthew", "salary": 5_000.0], ["firstName": "Ilse", "salary": 3_000.0],
      ],
      "revenue": 2_500_000, "flag": true, "name": "Ben", "AND": 1,
    ] as [String: Any])
  static let turner: SendableValue = ["lastName": "Turner"]
  static let kids: SendableValue = ["children": [["age": 13], ["age": 14]]]
}

extension AppleExample {
  static let all: [AppleExample] = overview + syntax + creating + using + grammar + operators

  /// NSPredicate reference, Overview (current and archived wording).
  static let overview: [AppleExample] = [
    AppleExample(
      AppleDocs.reference + " (Overview)", #"grade == "7""#, prints: #"grade == "7""#,
      true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.reference + " (Overview)", #"firstName like "Juan""#,
      prints: #"firstName LIKE "Juan""#, true: [["firstName": "Juan"]], false: [People.ben]),
    AppleExample(
      AppleDocs.reference + " (Overview)", #"name contains[cd] "stein""#,
      prints: #"name CONTAINS[cd] "stein""#, true: [["name": "Gertrude STEÍN"]],
      false: [People.ben]),
    AppleExample(
      AppleDocs.reference + " (Overview)", #"(firstName like "Mei") OR (lastName like "Chen")"#,
      prints: #"firstName LIKE "Mei" OR lastName LIKE "Chen""#,
      true: [["firstName": "Mei"], ["lastName": "Chen"]], false: [People.ben]),
    AppleExample(
      AppleDocs.reference + " (Overview)", "date between {$YESTERDAY, $TOMORROW}",
      prints: "date BETWEEN {$YESTERDAY, $TOMORROW}",
      variables: [
        "YESTERDAY": SendableValue(Date(timeIntervalSinceReferenceDate: -86_400)),
        "TOMORROW": SendableValue(Date(timeIntervalSinceReferenceDate: 86_400)),
      ],
      true: [["date": SendableValue(Date(timeIntervalSinceReferenceDate: 0))]],
      false: [["date": SendableValue(Date(timeIntervalSinceReferenceDate: 90_000))]]),
    AppleExample(
      AppleDocs.reference + " (Overview)", #"group.name like "work*""#,
      prints: #"group.name LIKE "work*""#, true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.reference + " (Overview)", "ALL children.age > 12",
      prints: "ALL children.age > 12", true: [People.kids], false: [People.ben]),
    AppleExample(
      AppleDocs.reference + " (Overview)", "ANY children.age > 12",
      prints: "ANY children.age > 12", true: [People.ben, People.kids], false: [People.turner]),
    AppleExample(
      AppleDocs.reference + " (archived Overview)", #"name contains[cd] "itroen""#,
      prints: #"name CONTAINS[cd] "itroen""#, true: [["name": "Citroën"]], false: [People.ben]),
    AppleExample(
      AppleDocs.reference + " (archived Overview)",
      #"(firstName like "Mark") OR (lastName like "Adderley")"#,
      prints: #"firstName LIKE "Mark" OR lastName LIKE "Adderley""#,
      true: [["lastName": "Adderley"]], false: [People.turner]),
  ]

  /// Predicate Format String Syntax.
  static let syntax: [AppleExample] = [
    AppleExample(
      AppleDocs.syntax + " (Dynamic Property Names: %K)", "%K like %@",
      ["firstName", "Adam"], prints: #"firstName LIKE "Adam""#, true: [["firstName": "Adam"]],
      false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Dynamic Property Names: %@ is quoted)", "%@ like %@",
      ["firstName", "Adam"], prints: #""firstName" LIKE "Adam""#, false: [["firstName": "Adam"]]),
    AppleExample(
      AppleDocs.syntax + " (String Constants: quoted %@ is a literal)", "name == '%@'",
      prints: #"name == "%@""#, true: [["name": "%@"]], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: =, ==)", "age = 40", prints: "age == 40",
      true: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: >=, =>)", "age => 40", prints: "age >= 40",
      true: [People.ben], false: [["age": 39]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: <=, =<)", "age =< 40", prints: "age <= 40",
      true: [People.ben], false: [["age": 41]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: >)", "age > 39", prints: "age > 39",
      true: [People.ben], false: [["age": 39]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: <)", "age < 41.5", prints: "age < 41.5",
      true: [People.ben], false: [["age": 42]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: !=, <>)", "age <> 41", prints: "age != 41",
      true: [People.ben], false: [["age": 41]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: BETWEEN)", "1 BETWEEN { 0 , 33 }",
      prints: "1 BETWEEN {0, 33}", true: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: BETWEEN with variables)",
      "age BETWEEN { $LOWER, $UPPER }", prints: "age BETWEEN {$LOWER, $UPPER}",
      variables: ["LOWER": 18, "UPPER": 40], true: [People.ben], false: [["age": 41]]),
    AppleExample(
      AppleDocs.syntax + " (Boolean Value Predicates)", "TRUEPREDICATE", prints: "TRUEPREDICATE",
      true: [People.ben, SendableValue(nil)]),
    AppleExample(
      AppleDocs.syntax + " (Boolean Value Predicates)", "FALSEPREDICATE",
      prints: "FALSEPREDICATE", false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Basic Compound Predicates: AND, &&)", "age > 30 && age < 50",
      prints: "age > 30 AND age < 50", true: [People.ben], false: [["age": 50]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Compound Predicates: OR, ||)", "age < 10 || age > 30",
      prints: "age < 10 OR age > 30", true: [People.ben], false: [["age": 20]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Compound Predicates: NOT, !)", "NOT (age > 50)",
      prints: "NOT age > 50", true: [People.ben], false: [["age": 51]]),
    AppleExample(
      AppleDocs.syntax + " (Basic Compound Predicates: NOT, !)", "!(age > 30 AND age < 50)",
      prints: "NOT (age > 30 AND age < 50)", true: [["age": 50]], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: BEGINSWITH)", "lastName BEGINSWITH 'Bal'",
      prints: #"lastName BEGINSWITH "Bal""#, true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: CONTAINS)", "lastName CONTAINS 'lla'",
      prints: #"lastName CONTAINS "lla""#, true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: ENDSWITH)", "lastName ENDSWITH 'ner'",
      prints: #"lastName ENDSWITH "ner""#, true: [People.turner], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: LIKE ? and *)", "firstName LIKE 'B?n'",
      prints: #"firstName LIKE "B?n""#, true: [People.ben], false: [["firstName": "Bean"]]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: LIKE with [c])", "lastName LIKE[c] 'b*D'",
      prints: #"lastName LIKE[c] "b*D""#, true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: MATCHES, ICU regular expression)",
      "lastName MATCHES 'B[a-z]+'", prints: #"lastName MATCHES "B[a-z]+""#,
      true: [People.ben], false: [["lastName": "Ballard Jr"]]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: [d] diacritic-insensitive)",
      "name ==[d] 'Citroen'", prints: #"name ==[d] "Citroen""#, true: [["name": "Citroën"]],
      false: [["name": "citroen"]]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: ANY, SOME)", "SOME children.age < 12",
      prints: "ANY children.age < 12", true: [People.ben], false: [People.kids]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: NONE)", "NONE children.age < 12",
      prints: "NOT ANY children.age < 12", true: [People.kids], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: IN)", "name IN { 'Ben', 'Melissa', 'Nick' }",
      prints: #"name IN {"Ben", "Melissa", "Nick"}"#, true: [People.ben],
      false: [["name": "Adam"]]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: array[index])", "children[0].age == 10",
      prints: "children[0].age == 10", true: [People.ben], false: [People.kids]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: array[FIRST])", "children[FIRST].name == 'Ann'",
      prints: #"children[FIRST].name == "Ann""#, true: [People.ben], false: [People.kids]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: array[LAST])", "children[LAST].age == 14",
      prints: "children[LAST].age == 14", true: [People.kids], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: array[SIZE])", "children[SIZE] == 2",
      prints: "children[SIZE] == 2", true: [People.ben, People.kids], false: [People.turner]),
    AppleExample(
      AppleDocs.syntax + " (Identifiers: # escapes a reserved word)", "#AND == 1",
      prints: "#AND == 1", true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.syntax + " (Literals: FALSE, NO, TRUE, YES)", "flag == YES",
      prints: "flag == 1", true: [People.ben], false: [["flag": SendableValue(false)]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: FALSE, NO, TRUE, YES)", "flag == FALSE OR flag == no",
      prints: "flag == 0 OR flag == 0", true: [["flag": SendableValue(false)]], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Literals: NULL, NIL)", "middleName == NULL",
      prints: "middleName == nil", true: [People.ben], false: [["middleName": "J"]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: SELF)", "SELF == 'Ben'", prints: #"SELF == "Ben""#,
      true: ["Ben"], false: ["Adam"]),
    AppleExample(
      AppleDocs.syntax + " (Literals: standard integer and fixed-point notations)",
      "value IN {1, 27, 2.71828, 19.75}", prints: "value IN {1, 27, 2.71828, 19.75}",
      true: [["value": 2.71828], ["value": 27]], false: [["value": 2]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: floating-point notation with exponentiation)",
      "value == 9.2e-5", prints: "value == 9.2e-05", true: [["value": 0.000092]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: hexadecimal 0x)", "value == 0x1F", prints: "value == 31",
      true: [["value": 31]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: octal 0o)", "value == 0o17", prints: "value == 15",
      true: [["value": 15]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: binary 0b)", "value == 0b101", prints: "value == 5",
      true: [["value": 5]]),
    AppleExample(
      AppleDocs.syntax + " (Literals: comma-separated literal array)",
      "SELF IN { 'comma', 'separated', 'literal', 'array' }",
      prints: #"SELF IN {"comma", "separated", "literal", "array"}"#, true: ["literal"],
      false: ["list"]),
    AppleExample(
      AppleDocs.syntax + " (Parser Basics: keywords are case-insensitive)",
      "firstName like 'Ben' and AGE == 40 Or NoT age < 3",
      prints: #"(firstName LIKE "Ben" AND AGE == 40) OR NOT age < 3"#, true: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Parser Basics: %d, %f format specifiers)", "age == %d AND revenue > %f",
      [40, 1.5], prints: "age == 40 AND revenue > 1.5", true: [People.ben]),
  ]

  /// Creating Predicates.
  static let creating: [AppleExample] = [
    AppleExample(
      AppleDocs.creating + " (Creating a Predicate Using a Format String)",
      "(lastName like[cd] %@) AND (birthday > %@)",
      ["BALLÁRD", SendableValue(Date(timeIntervalSinceReferenceDate: 0))],
      prints: #"lastName LIKE[cd] "BALLÁRD" AND birthday > CAST(0.000000, "NSDate")"#,
      false: [People.ben]),
    AppleExample(
      AppleDocs.creating + " (Creating a Predicate Using a Format String)",
      "(lastName like[cd] %@) AND (birthday > %@)",
      ["BALLÁRD", SendableValue(Date(timeIntervalSince1970: 0))],
      prints: #"lastName LIKE[cd] "BALLÁRD" AND birthday > CAST(-978307200.000000, "NSDate")"#,
      true: [People.ben]),
    AppleExample(
      AppleDocs.creating + " (Creating Predicates Using Predicate Templates)",
      "lastName like[c] $LAST_NAME", prints: "lastName LIKE[c] $LAST_NAME",
      variables: ["LAST_NAME": "turner"], true: [People.turner], false: [People.ben]),
    AppleExample(
      AppleDocs.creating + " (Format String Summary: attributeName == %@)",
      "attributeName == %@", ["value"], prints: #"attributeName == "value""#,
      true: [["attributeName": "value"]]),
    AppleExample(
      AppleDocs.creating + " (Format String Summary: %K == %@)", "%K == %@",
      ["attributeName", "value"], prints: #"attributeName == "value""#,
      true: [["attributeName": "value"]]),
    AppleExample(
      AppleDocs.creating + " (Format String Summary: name IN $NAME_LIST)", "name IN $NAME_LIST",
      prints: "name IN $NAME_LIST", variables: ["NAME_LIST": ["Ben", "Nick"]],
      true: [People.ben], false: [["name": "Adam"]]),
    AppleExample(
      AppleDocs.creating + " (Format String Summary: 'name' IN $NAME_LIST)",
      "'name' IN $NAME_LIST", prints: #""name" IN $NAME_LIST"#,
      variables: ["NAME_LIST": ["name", "age"]], true: [People.ben]),
    AppleExample(
      AppleDocs.creating + " (Format String Summary: $name IN $NAME_LIST)",
      "$name IN $NAME_LIST", prints: "$name IN $NAME_LIST",
      variables: ["name": "Nick", "NAME_LIST": ["Ben", "Nick"]], true: [People.turner]),
    AppleExample(
      AppleDocs.creating + " (Format String Summary: %K == '%@' is a literal)", "%K == '%@'",
      ["attributeName"], prints: #"attributeName == "%@""#, true: [["attributeName": "%@"]],
      false: [["attributeName": "value"]]),
    AppleExample(
      AppleDocs.creating + " (Creating Predicates Directly in Code)",
      "(revenue >= 1000000) and (revenue < 100000000)",
      prints: "revenue >= 1000000 AND revenue < 100000000", true: [People.ben],
      false: [["revenue": 999_999]]),
  ]

  /// Using Predicates.
  static let using: [AppleExample] = [
    AppleExample(
      AppleDocs.using + " (Evaluating Predicates)", "SELF IN %@",
      [["Stig", "Shaffiq", "Chris"]], prints: #"SELF IN {"Stig", "Shaffiq", "Chris"}"#,
      true: ["Shaffiq"], false: ["Ben"]),
    AppleExample(
      AppleDocs.using + " (Using Predicates with Arrays)", "SELF beginswith[c] 'a'",
      prints: #"SELF BEGINSWITH[c] "a""#, true: ["Adam"], false: ["Nick", "Ben", "Melissa"]),
    AppleExample(
      // Apple's pattern; the subject strings are docpkg's.
      AppleDocs.using + " (Using Regular Expressions)", "SELF MATCHES %@",
      [".*(CAT){3,}(?!CA).*"], prints: #"SELF MATCHES ".*(CAT){3,}(?!CA).*""#,
      true: ["TTCATCATCATGG"], false: ["CGGGATCCCTATCAAGGCACCTCTTCG", "CATCATCATCACAG"]),
    AppleExample(
      AppleDocs.using + " (Using Predicates with Key-Paths)", "department.name like %@",
      ["Engineering"], prints: #"department.name LIKE "Engineering""#, true: [People.ben],
      false: [People.turner]),
    AppleExample(
      AppleDocs.using + " (Using Predicates with Key-Paths)",
      "ANY employees.firstName like 'Matthew'",
      prints: #"ANY employees.firstName LIKE "Matthew""#, true: [People.ben],
      false: [People.kids]),
    AppleExample(
      AppleDocs.using + " (Using Predicates with Key-Paths)", "ANY employees.salary > %f",
      [4_000.0], prints: "ANY employees.salary > 4000", true: [People.ben],
      false: [People.turner]),
    AppleExample(
      AppleDocs.using + " (Using Null Values)", "firstName like %@", ["Ben"],
      prints: #"firstName LIKE "Ben""#, true: [People.ben], false: [People.turner]),
    AppleExample(
      AppleDocs.using + " (Using Null Values)", "birthday > %@",
      [SendableValue(Date(timeIntervalSince1970: 0))],
      prints: #"birthday > CAST(-978307200.000000, "NSDate")"#, true: [People.ben],
      false: [People.turner]),
    AppleExample(
      AppleDocs.using + " (Using Null Values)", "(firstName = %@) || (firstName = nil)", ["Ben"],
      prints: #"firstName == "Ben" OR firstName == nil"#, true: [People.ben, People.turner],
      false: [["firstName": "Adam"]]),
    AppleExample(
      AppleDocs.using + " (Testing for Null)", "firstName = nil", prints: "firstName == nil",
      true: [People.turner], false: [People.ben]),
  ]

  /// The BNF, NSExpression's reference and the key-value coding collection operators.
  static let grammar: [AppleExample] = [
    AppleExample(
      AppleDocs.bnf + " (binary_expression: +)", "age + 2 == 42", prints: "age + 2 == 42",
      true: [People.ben]),
    AppleExample(
      AppleDocs.bnf + " (binary_expression: * and precedence)", "age * 2 + 1 > 80",
      prints: "age * 2 + 1 > 80", true: [People.ben], false: [["age": 39]]),
    AppleExample(
      AppleDocs.bnf + " (binary_expression: parentheses)", "(age - 10) / 2 == 15",
      prints: "(age - 10) / 2 == 15", true: [People.ben]),
    AppleExample(
      AppleDocs.bnf + " (binary_expression: **)", "2 ** 3 == 8", prints: "2 ** 3 == 8",
      true: [People.ben]),
    AppleExample(
      AppleDocs.bnf + " (function_expression: sum)", "sum({1, 2, 3}) == 6",
      prints: "sum:({1, 2, 3}) == 6", true: [People.ben]),
    AppleExample(
      AppleDocs.expression + " (Function Expressions: max:)", "max:(children.age) == 15",
      prints: "max:(children.age) == 15", true: [People.ben], false: [People.kids]),
    AppleExample(
      AppleDocs.expression + " (Function Expressions: count:)", "count(children) == 2",
      prints: "count:(children) == 2", true: [People.ben]),
    AppleExample(
      AppleDocs.expression + " (Function Expressions: uppercase:)",
      "uppercase(firstName) == 'BEN'", prints: #"uppercase:(firstName) == "BEN""#,
      true: [People.ben]),
    AppleExample(
      AppleDocs.expression + " (CAST to NSDate)", "birthday > CAST(0, 'NSDate')",
      prints: #"birthday > CAST(0.000000, "NSDate")"#, false: [People.ben]),
    AppleExample(
      AppleDocs.kvc + " (@count)", "children.@count == 2", prints: "children.@count == 2",
      true: [People.ben], false: [["children": [1]]]),
    AppleExample(
      AppleDocs.kvc + " (@sum)", "children.@sum.age == 25", prints: "children.@sum.age == 25",
      true: [People.ben], false: [People.kids]),
    AppleExample(
      AppleDocs.kvc + " (@avg)", "children.@avg.age == 12.5",
      prints: "children.@avg.age == 12.5", true: [People.ben]),
    AppleExample(
      AppleDocs.kvc + " (@min, @max)", "children.@min.age == 10 AND children.@max.age == 15",
      prints: "children.@min.age == 10 AND children.@max.age == 15", true: [People.ben],
      false: [People.kids]),
    AppleExample(
      AppleDocs.kvc + " (@sum over employees)", "employees.@sum.salary >= 8000",
      prints: "employees.@sum.salary >= 8000", true: [People.ben]),
  ]

  /// Operators on collections and strings described in the syntax guide's prose.
  static let operators: [AppleExample] = [
    AppleExample(
      AppleDocs.syntax + " (Aggregate Operations: ANY with IN)",
      "ANY children.name IN {'Bo', 'Cy'}", prints: #"ANY children.name IN {"Bo", "Cy"}"#,
      true: [People.ben], false: [People.kids]),
    AppleExample(
      AppleDocs.syntax + " (String Comparisons: [cd] on BEGINSWITH)",
      "name BEGINSWITH[cd] 'cit'", prints: #"name BEGINSWITH[cd] "cit""#,
      true: [["name": "Çitroën"]], false: [People.ben]),
    AppleExample(
      AppleDocs.syntax + " (Basic Comparisons: BETWEEN strings)",
      "lastName BETWEEN {'A', 'C'}", prints: #"lastName BETWEEN {"A", "C"}"#,
      true: [People.ben], false: [People.turner]),
  ]
}
