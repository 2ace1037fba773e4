/// A logical condition on an object: Apple's `NSPredicate`, parsed from Apple's predicate
/// format language, printed back, and evaluated over values and key paths.
///
/// ```swift
/// import Predicates
///
/// let notes = NSPredicate(format: "%K like 'Note_*'", "kMDItemFSName")
/// notes.evaluate(with: ["kMDItemFSName": "Note_1.note"])  // true
/// notes.predicateFormat  // kMDItemFSName LIKE "Note_*"
/// ```
///
/// Apple's `NSPredicate(format:)` returns a subclass (`NSComparisonPredicate`,
/// `NSCompoundPredicate`); a Swift initializer cannot, so the predicate it returns is an
/// `NSPredicate` that behaves the same. ``parse(_:arguments:)`` returns the subclass instance
/// for code that inspects the tree.
open class NSPredicate: CustomStringConvertible {
  indirect enum Kind {
    case value(Bool)
    case block((Any?, [String: Any]?) -> Bool)
    case comparison(NSComparisonPredicate.Parts)
    case compound(NSCompoundPredicate.LogicalType, [NSPredicate])
  }

  let kind: Kind

  init(kind: Kind) {
    self.kind = kind
  }

  /// Creates a predicate that always evaluates to `value` (`TRUEPREDICATE` or
  /// `FALSEPREDICATE`).
  public init(value: Bool) {
    kind = .value(value)
  }

  /// Creates a predicate that calls `block` with the evaluated object and the substitution
  /// variables.
  ///
  /// Its ``predicateFormat`` is `BLOCKPREDICATE`, which does not parse back.
  public init(block: @escaping (Any?, [String: Any]?) -> Bool) {
    kind = .block(block)
  }

  /// Parses a predicate format string, substituting `arguments` for `%@`, `%K`, `%d`, `%f` …
  /// in order.
  ///
  /// This is Apple's spelling. Apple raises `NSInvalidArgumentException` for a format that
  /// does not parse; this initializer stops the program with a precondition failure naming
  /// the offset and what was expected — a malformed format string is a programmer error.
  /// Parse text that comes from users with ``init(parsing:arguments:)``, which throws.
  public convenience init(format: String, _ arguments: Any...) {
    self.init(format: format, argumentArray: arguments)
  }

  /// Parses a predicate format string, substituting the elements of `arguments` in order.
  ///
  /// Stops the program on a malformed format, as ``init(format:_:)`` does.
  public convenience init(format: String, argumentArray arguments: [Any]?) {
    do {
      try self.init(parsing: format, arguments: arguments ?? [])
    } catch {
      preconditionFailure("NSPredicate(format: \"\(format)\"): \(error)")
    }
  }

  /// Parses a predicate format string, throwing on malformed input.
  ///
  /// - Parameters:
  ///   - format: Apple's predicate format language (Spec/Predicates.md).
  ///   - arguments: values for `%@`, `%K`, `%d`, `%f` …, in order.
  /// - Throws: ``PredicateFormatError`` naming the offset and what was expected.
  public convenience init(parsing format: String, arguments: [Any] = []) throws {
    let root = try NSPredicate.parse(format, arguments: arguments)
    self.init(kind: root.kind)
  }

  /// Parses a predicate format string into the predicate tree Apple's class cluster returns:
  /// an ``NSComparisonPredicate``, an ``NSCompoundPredicate``, or a constant predicate.
  ///
  /// - Throws: ``PredicateFormatError``.
  public static func parse(_ format: String, arguments: [Any] = []) throws -> NSPredicate {
    var parser = try PredicateParser(format, arguments: arguments)
    return try parser.parseWholePredicate()
  }

  /// Whether `object` satisfies the predicate.
  ///
  /// Values that cannot be compared (a number with a string, a missing key with `<`) make a
  /// comparison false instead of raising an exception as Apple's does.
  public func evaluate(with object: Any?) -> Bool {
    evaluate(with: object, substitutionVariables: nil)
  }

  /// Whether `object` satisfies the predicate, with `$variables` taken from `variables`.
  ///
  /// A variable missing from `variables` evaluates as `nil`.
  public func evaluate(with object: Any?, substitutionVariables variables: [String: Any]?) -> Bool {
    PredicateEvaluator(bindings: variables ?? [:]).evaluate(self, object)
  }

  /// A copy with each `$variable` found in `variables` replaced by its value as a constant.
  ///
  /// Apple's returns `Self`; this returns the same kind of predicate typed as `NSPredicate`.
  public func withSubstitutionVariables(_ variables: [String: Any]) -> NSPredicate {
    Substitution(variables: variables).predicate(self)
  }

  /// The predicate in Apple's canonical format: keywords upper-cased, `==` for `=`, strings
  /// double-quoted, compound subpredicates parenthesized; it parses back to an equal
  /// predicate.
  public var predicateFormat: String {
    var printer = FormatPrinter()
    printer.predicate(self)
    return printer.text
  }

  /// The ``predicateFormat``.
  public var description: String { predicateFormat }
}
