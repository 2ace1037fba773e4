extension NSComparisonPredicate {
  /// The comparison operators of the format language, with Apple's names.
  public enum Operator: UInt, Sendable, Hashable {
    /// `<`
    case lessThan = 0
    /// `<=`, `=<`
    case lessThanOrEqualTo
    /// `>`
    case greaterThan
    /// `>=`, `=>`
    case greaterThanOrEqualTo
    /// `==`, `=`
    case equalTo
    /// `!=`, `<>`
    case notEqualTo
    /// `MATCHES`: an ICU regular expression over the whole string.
    case matches
    /// `LIKE`: `*` matches any run of characters, `?` one character.
    case like
    /// `BEGINSWITH`
    case beginsWith
    /// `ENDSWITH`
    case endsWith
    /// `IN`: membership in a collection, or a substring of a string.
    case `in`
    /// Apple's custom-selector operator; not produced by the parser, and evaluates false.
    case customSelector
    /// `CONTAINS`: a substring of a string, or an element of a collection.
    case contains = 99
    /// `BETWEEN`: within `{low, high}`, bounds included.
    case between
  }

  /// How the left expression is applied: directly, or to each element of a collection.
  public enum Modifier: UInt, Sendable, Hashable {
    /// The left value itself.
    case direct = 0
    /// `ALL`: every element of the left collection satisfies the comparison.
    case all
    /// `ANY`, `SOME`: at least one element does (`NONE` is `NOT ANY`).
    case any
  }

  /// String comparison options: `[c]`, `[d]`, `[n]`.
  public struct Options: OptionSet, Sendable, Hashable {
    /// The raw bits (Apple's values).
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `[c]`: case-insensitive.
    public static let caseInsensitive = Options(rawValue: 1)
    /// `[d]`: diacritic-insensitive.
    public static let diacriticInsensitive = Options(rawValue: 2)
    /// `[n]`: the strings are already normalized; no folding is done.
    public static let normalized = Options(rawValue: 4)
  }
}
