/// What deleting an object does to the objects a relationship reaches (`NSDeleteRule`).
///
/// docpkg only reads stores, so the rule is model information here, not behaviour.
public enum NSDeleteRule: UInt, Sendable, CaseIterable {
  /// Nothing happens to the destination (`No Action`).
  case noActionDeleteRule = 0
  /// The destination's inverse is set to nil (`Nullify`).
  case nullifyDeleteRule = 1
  /// The destination objects are deleted too (`Cascade`).
  case cascadeDeleteRule = 2
  /// Deletion is refused while the relationship is not empty (`Deny`).
  case denyDeleteRule = 3

  /// The rule for the `deletionRule` name Xcode writes (`"Nullify"`, `"No Action"` …).
  init?(sourceName: String) {
    switch sourceName {
    case "No Action": self = .noActionDeleteRule
    case "Nullify": self = .nullifyDeleteRule
    case "Cascade": self = .cascadeDeleteRule
    case "Deny": self = .denyDeleteRule
    default: return nil
    }
  }
}
