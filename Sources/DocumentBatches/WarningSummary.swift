/// Keeps a long batch's stderr readable: the first few warnings of each kind are shown, the
/// rest are counted and reported in a few closing lines. Two warnings are of one kind when
/// they differ only in the path before the first `: `, in numbers and in parenthesised
/// details (`QuickLook/Thumbnail.png is invalid (…); composed instead`).
///
/// ```swift
/// var summary = WarningSummary()
/// for warning in warnings where summary.admit(warning) { print(warning) }
/// for line in summary.closingLines { print(line) }
/// ```
public struct WarningSummary: Sendable {
  /// Shown per kind before counting starts.
  public static let shownPerKind = 3
  /// Shown in all, whatever the kinds.
  public static let shownInAll = 6
  /// Kinds named in the closing lines; the others share one line.
  public static let namedKinds = 3

  private var counts: [String: Int] = [:]
  private var hidden: [String: Int] = [:]
  private var kindOrder: [String] = []
  private var shown = 0

  /// An empty summary.
  public init() {}

  /// Whether `warning` should be printed now (otherwise it was counted).
  public mutating func admit(_ warning: String) -> Bool {
    let kind = Self.kind(of: warning)
    if counts[kind] == nil { kindOrder.append(kind) }
    counts[kind, default: 0] += 1
    if counts[kind, default: 0] <= Self.shownPerKind, shown < Self.shownInAll {
      shown += 1
      return true
    }
    hidden[kind, default: 0] += 1
    return false
  }

  /// How many warnings were counted but not shown.
  public var hiddenCount: Int { hidden.values.reduce(0, +) }

  /// The closing lines: `N more warnings like this: <kind>` for the first kinds, then one
  /// line for the rest. At most `namedKinds + 1` lines.
  public var closingLines: [String] {
    let kinds = kindOrder.filter { hidden[$0] != nil }
    var lines = kinds.prefix(Self.namedKinds).map { kind in
      let count = hidden[kind, default: 0]
      return "\(count) more warning\(count == 1 ? "" : "s") like this: \(kind)"
    }
    let rest = kinds.dropFirst(Self.namedKinds)
    if !rest.isEmpty {
      let count = rest.reduce(0) { $0 + hidden[$1, default: 0] }
      lines.append("\(count) more warnings of \(rest.count) other kinds")
    }
    return lines
  }

  /// The warning without its path, numbers written `#`, parenthesised details `(…)`.
  public static func kind(of warning: String) -> String {
    var text = Substring(warning)
    if let separator = text.range(of: ": ") { text = text[separator.upperBound...] }
    var kind = ""
    var depth = 0
    var lastWasDigit = false
    for character in text {
      if character == "(" {
        if depth == 0 { kind += "(…)" }
        depth += 1
      } else if character == ")", depth > 0 {
        depth -= 1
      } else if depth == 0 {
        if character.isNumber {
          if !lastWasDigit { kind += "#" }
          lastWasDigit = true
          continue
        }
        kind.append(character)
      }
      lastWasDigit = false
    }
    return kind
  }
}
