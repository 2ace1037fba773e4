/// The right side of a string operator, prepared once: folded for `[c]`/`[d]`, compiled to a
/// ``LikePattern`` or an `NSRegularExpression`.
struct StringMatcher {
  enum Compiled {
    case like(LikePattern)
    /// `nil` when the pattern is not a valid ICU regular expression (evaluates false).
    case regex(NSRegularExpression?)
    case text(String)
  }

  let operatorType: NSComparisonPredicate.Operator
  let folding: StringFolding
  let compiled: Compiled

  /// `nil` for operators that do not compare strings this way.
  init?(
    _ operatorType: NSComparisonPredicate.Operator, pattern: String,
    options: NSComparisonPredicate.Options
  ) {
    self.operatorType = operatorType
    folding = StringFolding(options: options)
    switch operatorType {
    case .like:
      compiled = .like(LikePattern(folding.fold(pattern)))
    case .matches:
      var regexOptions: NSRegularExpression.Options = []
      if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
      let anchored = "\\A(?:" + folding.fold(pattern) + ")\\z"
      compiled = .regex(try? NSRegularExpression(pattern: anchored, options: regexOptions))
    case .beginsWith, .endsWith, .contains, .in:
      compiled = .text(folding.fold(pattern))
    default:
      return nil
    }
  }

  /// Whether `subject` (the left string) satisfies the operator.
  func matches(_ subject: String) -> Bool {
    let subject = folding.fold(subject)
    switch compiled {
    case .like(let pattern):
      return pattern.matches(subject)
    case .regex(let regex):
      guard let regex else { return false }
      let range = NSRange(location: 0, length: subject.utf16.count)
      return regex.firstMatch(in: subject, options: [], range: range) != nil
    case .text(let text):
      switch operatorType {
      case .beginsWith: return subject.hasPrefix(text)
      case .endsWith: return subject.hasSuffix(text)
      case .contains: return text.isEmpty || subject.contains(text)
      // `lhs IN "text"`: the pattern is the container.
      default: return subject.isEmpty || text.contains(subject)
      }
    }
  }
}
