/// Where a run sits relative to the baseline.
public enum BaselinePosition: String, Hashable, Sendable, CaseIterable {
  /// On the baseline.
  case normal
  /// Raised (`\super`, `\up`).
  case superscript
  /// Lowered (`\sub`, `\dn`).
  case `subscript`
}
