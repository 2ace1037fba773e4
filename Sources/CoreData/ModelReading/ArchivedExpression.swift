import PropertyLists

/// An archived `NSExpression` printed as Apple's `predicateFormat` prints it, for the
/// expressions derived attributes use: key paths (`pages`), functions (`count:(pages)`,
/// `now()`), constants, `SELF` and variables. Anything else gives nil.
enum ArchivedExpression {
  /// The `predicateFormat` of the expression object at `value`, or nil when its kind is not
  /// one of those above (or the archive nests deeper than a real model does).
  static func predicateFormat(_ value: PropertyListValue?, graph: ArchiveGraph) -> String? {
    format(value, graph: graph, depth: 0)
  }

  private static func format(_ value: PropertyListValue?, graph: ArchiveGraph, depth: Int)
    -> String?
  {
    guard depth < 16, let fields = graph.fields(value) else { return nil }
    let arguments = graph.array(fields["NSArguments"]).map {
      format($0, graph: graph, depth: depth + 1)
    }
    switch graph.integer(fields["NSExpressionType"]) {
    case 0?:
      switch graph.resolve(fields["NSConstantValue"]) {
      case .string(let text)? where text != "$null": return "\"\(text)\""
      case .integer(let number)?: return String(number)
      case .real(let number)?: return String(number)
      case .boolean(let flag)?: return flag ? "1" : "0"
      default: return graph.string(fields["NSConstantValue"]).map { "\"\($0)\"" } ?? "nil"
      }
    case 1?: return "SELF"
    case 2?: return graph.string(fields["NSVariable"]).map { "$\($0)" }
    case 3?:
      // A key path: the operand's (SELF's) valueForKey: of one key-path specifier.
      guard arguments.count == 1, let path = arguments[0] else { return nil }
      if graph.integer(graph.fields(fields["NSOperand"])?["NSExpressionType"]) == 1 {
        return path
      }
      return format(fields["NSOperand"], graph: graph, depth: depth + 1).map { "\($0).\(path)" }
    case 10?: return graph.string(fields["NSKeyPath"])
    case 4?:
      guard let selector = graph.string(fields["NSSelectorName"]) else { return nil }
      let printed = arguments.compactMap { $0 }
      guard printed.count == arguments.count else { return nil }
      return "\(selector)(\(printed.joined(separator: ", ")))"
    default: return nil
    }
  }
}
