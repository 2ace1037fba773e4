/// The options of a command (or a set several commands share), declared once as stored
/// properties: `let json = Flag("json", help: "…")`. The parser, the help text and the
/// declaration check all read the same list, in declaration order; a nested group (the batch
/// options) contributes its options in place.
///
/// ```swift
/// struct Options: OptionGroup {
///   let json = Flag("json", help: "Print one JSON document.")
///   let size = Option<Int>("size", label: "N", help: "Box size.", range: 1...4096)
/// }
/// ```
protocol OptionGroup: Sendable {
  /// The group with its declarations.
  init()
}

extension OptionGroup {
  /// Every option the group declares, nested groups included, in declaration order.
  var declarations: [OptionSpec] {
    Mirror(reflecting: self).children.flatMap { child -> [OptionSpec] in
      if let option = child.value as? any OptionDeclaration { return [option.spec] }
      if let group = child.value as? any OptionGroup { return group.declarations }
      return []
    }
  }
}

/// The group of a command that takes no options but `--help`.
struct NoOptions: OptionGroup {}
