/// A value in a predicate: a constant, `SELF`, a `$variable`, a key path, a function
/// (`count:`, `sum:`, arithmetic, indexing), or an aggregate `{…}`.
///
/// ```swift
/// let total = NSExpression(format: "@sum.price")
/// total.expressionValue(with: ["price": [1, 2, 3]], context: nil) as? Int  // 6
/// ```
open class NSExpression: CustomStringConvertible {
  /// What an expression is, with Apple's names (the kinds this module supports).
  public enum ExpressionType: UInt, Sendable, Hashable {
    /// A constant value (``NSExpression/constantValue``).
    case constantValue = 0
    /// `SELF`: the evaluated object.
    case evaluatedObject
    /// `$name` (``NSExpression/variable``).
    case variable
    /// A key path (``NSExpression/keyPath``).
    case keyPath
    /// A function of ``NSExpression/arguments`` (``NSExpression/function``).
    case function
    /// A literal collection `{a, b}` (``NSExpression/collection``).
    case aggregate = 14
  }

  indirect enum Kind {
    case constant(Any?)
    case evaluatedObject
    case variable(String)
    /// `components` is the path split at dots, kept so evaluation does not split per object.
    case keyPath(String, components: [String])
    case function(String, [NSExpression])
    case aggregate([NSExpression])
  }

  let kind: Kind

  init(kind: Kind) {
    self.kind = kind
  }

  /// An expression for a constant value: a string, number, `Bool`, `Date`, array, set or `nil`.
  public convenience init(forConstantValue value: Any?) {
    self.init(kind: .constant(Values.normalized(value)))
  }

  /// An expression for a key path such as `department.name` or `children.@count`.
  public convenience init(forKeyPath keyPath: String) {
    self.init(kind: .keyPath(keyPath, components: keyPath.split(separator: ".").map(String.init)))
  }

  /// An expression for the substitution variable `$name` (`name` without the `$`).
  public convenience init(forVariable name: String) {
    self.init(kind: .variable(name))
  }

  /// An aggregate expression `{a, b, …}`.
  public convenience init(forAggregate subexpressions: [NSExpression]) {
    self.init(kind: .aggregate(subexpressions))
  }

  /// A function expression: `name` is one of Apple's selector names listed in
  /// Spec/Predicates.md (`sum:`, `count:`, `add:to:`, `uppercase:`, `now` …).
  ///
  /// An unknown name evaluates as `nil`.
  public convenience init(forFunction name: String, arguments: [NSExpression]) {
    self.init(kind: .function(name, arguments))
  }

  /// `SELF`: the object the predicate is evaluated with.
  public class func expressionForEvaluatedObject() -> NSExpression {
    NSExpression(kind: .evaluatedObject)
  }

  /// Parses one expression of the format language, e.g. `@sum.items.price` or `age + 1`.
  ///
  /// Stops the program on a malformed format (a programmer error, as Apple's exception);
  /// parse user input with ``init(parsing:arguments:)``.
  public convenience init(format: String, _ arguments: Any...) {
    self.init(format: format, argumentArray: arguments)
  }

  /// Parses one expression, substituting the elements of `arguments` in order.
  public convenience init(format: String, argumentArray arguments: [Any]) {
    do {
      try self.init(parsing: format, arguments: arguments)
    } catch {
      preconditionFailure("NSExpression(format: \"\(format)\"): \(error)")
    }
  }

  /// Parses one expression, throwing on malformed input.
  ///
  /// - Throws: ``PredicateFormatError``.
  public convenience init(parsing format: String, arguments: [Any] = []) throws {
    var parser = try PredicateParser(format, arguments: arguments)
    self.init(kind: try parser.parseWholeExpression().kind)
  }

  /// The kind of expression.
  public var expressionType: ExpressionType {
    switch kind {
    case .constant: .constantValue
    case .evaluatedObject: .evaluatedObject
    case .variable: .variable
    case .keyPath: .keyPath
    case .function: .function
    case .aggregate: .aggregate
    }
  }

  /// The constant of a `.constantValue` expression; `nil` otherwise.
  public var constantValue: Any? {
    if case .constant(let value) = kind { return value }
    return nil
  }

  /// The key path of a `.keyPath` expression; empty otherwise.
  public var keyPath: String {
    if case .keyPath(let path, _) = kind { return path }
    return ""
  }

  /// The variable name of a `.variable` expression; empty otherwise.
  public var variable: String {
    if case .variable(let name) = kind { return name }
    return ""
  }

  /// The selector name of a `.function` expression (`sum:`, `add:to:` …); empty otherwise.
  public var function: String {
    if case .function(let name, _) = kind { return name }
    return ""
  }

  /// The arguments of a `.function` expression; `nil` otherwise.
  public var arguments: [NSExpression]? {
    if case .function(_, let arguments) = kind { return arguments }
    return nil
  }

  /// The elements of an `.aggregate` expression; `nil` otherwise.
  public var collection: [NSExpression]? {
    if case .aggregate(let elements) = kind { return elements }
    return nil
  }

  /// The value of the expression for `object`; `context` supplies `$variables`.
  public func expressionValue(with object: Any?, context: [String: Any]?) -> Any? {
    PredicateEvaluator(bindings: context ?? [:]).value(self, object)
  }

  /// The expression in the format language.
  public var description: String {
    var printer = FormatPrinter()
    printer.expression(self)
    return printer.text
  }
}
