/// One finding of `validate`: which rule, how bad, where, and what.
///
/// Rules are named as in Spec/Formats (`NOTE-2`, `RTFD-5`, `PTK-3`, `GEN-1`, `ZIP-…`).
public struct ValidationIssue: Hashable, Sendable, Codable {
  /// How bad a finding is.
  public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    /// Reported; the document stays valid.
    case warning
    /// The document is invalid (`validate` exits 65).
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .warning && rhs == .error }
  }

  /// The rule identifier from Spec/Formats.
  public var rule: String
  /// How bad it is.
  public var severity: Severity
  /// The path inside the package the finding is about (`""` for the package itself).
  public var path: String
  /// One line saying what is wrong, naming the value.
  public var message: String

  /// Makes a finding.
  public init(rule: String, severity: Severity, path: String, message: String) {
    self.rule = rule
    self.severity = severity
    self.path = path
    self.message = message
  }
}

extension ValidationIssue: CustomStringConvertible {
  /// `error NOTE-2 Text.rtf: missing`.
  public var description: String {
    "\(severity.rawValue) \(rule) \(path.isEmpty ? "." : path): \(message)"
  }
}
