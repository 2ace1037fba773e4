/// The result of validating one document against its format's rules.
public struct ValidationReport: Hashable, Sendable, Codable {
  /// The document's path as given.
  public var path: String
  /// The format that was applied: a `DocumentFormat` raw value (`note`, `rtfd`, `flat-rtfd`,
  /// `package`, …).
  public var format: String
  /// The findings, errors first, then by path and rule.
  public var issues: [ValidationIssue]

  /// Makes a report; issues are put in the canonical order.
  public init(path: String, format: String, issues: [ValidationIssue]) {
    self.path = path
    self.format = format
    self.issues = issues.sorted {
      ($1.severity, $0.path, $0.rule, $0.message) < ($0.severity, $1.path, $1.rule, $1.message)
    }
  }

  /// Whether no finding is an error.
  public var isValid: Bool { !issues.contains { $0.severity == .error } }
  /// The errors.
  public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
  /// The warnings.
  public var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }
}
