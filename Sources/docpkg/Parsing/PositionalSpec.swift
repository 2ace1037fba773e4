/// One positional argument a command takes: `PATH...`, `NAME`.
struct PositionalSpec: Sendable {
  /// The name in usage lines (`PATH`).
  var label: String
  /// One line saying what it is (for readers of the declaration).
  var help: String
  /// How many values it needs.
  var minimum: Int
  /// How many values it takes at most; `nil` for no limit.
  var maximum: Int?

  /// `PATH...`, `NAME` or `[NAME]` for a generated usage line.
  var synopsis: String {
    if maximum == nil { return label + "..." }
    return minimum == 0 ? "[\(label)]" : label
  }
}
