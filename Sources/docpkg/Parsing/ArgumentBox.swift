/// The value behind a ``Flag``, ``Option`` or ``Argument``. A declaration and its copies
/// share one box, so the parser can fill a command it reached through `Mirror` (which
/// hands out copies) and the command reads the value through its property.
///
/// Written only while the command line is parsed, before the command is used anywhere
/// else; hence `@unchecked Sendable`.
final class ArgumentBox<Value>: @unchecked Sendable {
  /// The default until the parser stores what was given.
  var value: Value

  /// A box holding `value`.
  init(_ value: Value) {
    self.value = value
  }
}
