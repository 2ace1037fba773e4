/// The text Apple's `NSExpression.predicateFormat` gives for a derived attribute's
/// derivation, which is what Core Data hashes for a derived attribute (Spec/Formats/CoreData.md,
/// "Version hashes").
///
/// Apple's `setDerivationExpression:` turns a key path ending in `.@count` into the function
/// `count:` of the rest of the path, and one ending in `.@sum` or `.@total` into `sum:`; a
/// function prints as `name:(argument, …)`. Other expressions are taken as written, with
/// runs of spaces closed up.
enum DerivationFormat {
  /// The `predicateFormat` of the derivation a model writes as `expression`.
  static func predicateFormat(of expression: String) -> String {
    let text = expression.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for (suffix, function) in [(".@count", "count:"), (".@sum", "sum:"), (".@total", "sum:")]
    where text.hasSuffix(suffix) && isKeyPath(text.dropLast(suffix.count)) {
      return "\(function)(\(text.dropLast(suffix.count)))"
    }
    return text
  }

  private static func isKeyPath(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }
}
