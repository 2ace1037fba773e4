/// Predicates joined by `AND` or `OR`, or negated by `NOT`.
///
/// ```swift
/// let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
///   NSPredicate(format: "age >= 18"), NSPredicate(format: "name BEGINSWITH[c] 'a'"),
/// ])
/// both.predicateFormat  // age >= 18 AND name BEGINSWITH[c] "a"
/// ```
open class NSCompoundPredicate: NSPredicate {
  /// How the subpredicates are joined.
  public enum LogicalType: UInt, Sendable, Hashable {
    /// `NOT`: the one subpredicate is false.
    case not = 0
    /// `AND`: every subpredicate is true (an empty `AND` is true).
    case and
    /// `OR`: some subpredicate is true (an empty `OR` is false).
    case or
  }

  /// The logical type.
  public let compoundPredicateType: LogicalType
  /// The joined predicates.
  public let subpredicates: [NSPredicate]

  /// Creates a compound predicate.
  ///
  /// A `.not` predicate uses the first subpredicate only.
  public init(type: LogicalType, subpredicates: [NSPredicate]) {
    compoundPredicateType = type
    self.subpredicates = subpredicates
    super.init(kind: .compound(type, subpredicates))
  }

  /// `AND` of `subpredicates`.
  public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
    self.init(type: .and, subpredicates: subpredicates)
  }

  /// `OR` of `subpredicates`.
  public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
    self.init(type: .or, subpredicates: subpredicates)
  }

  /// `NOT predicate`.
  public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
    self.init(type: .not, subpredicates: [predicate])
  }
}
