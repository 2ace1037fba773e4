/// `@Flag(help: "…") var json: Bool`: an option present or absent, named after the
/// property (`packagesOnly` → `--packages-only`) unless `name` is given.
@propertyWrapper
struct Flag: ArgumentDeclaring, Sendable {
  private let name: String?
  private let short: Character?
  private let help: String
  private let box = ArgumentBox(false)

  /// Declares a flag.
  /// - Parameters:
  ///   - name: the long name without dashes, when not the property's.
  ///   - short: a one-letter alias.
  ///   - help: one line for `--help`.
  init(name: String? = nil, short: Character? = nil, help: String) {
    self.name = name
    self.short = short
    self.help = help
  }

  /// `--json` of a command that prints one JSON document, whose schema is on its page
  /// `Spec/CLI/<schema>.md`.
  init(jsonSchema schema: String) {
    self.init(help: "Print one JSON document (schema in Spec/CLI/\(schema).md).")
  }

  /// Whether the flag was given.
  var wrappedValue: Bool {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  func definition(propertyName: String) -> ArgumentDefinition {
    let spec = OptionSpec.flag(
      name ?? ArgumentNames.long(propertyName), short: short, help: help)
    let box = self.box
    return ArgumentDefinition(kind: .option(spec)) { texts, _ in box.value = !texts.isEmpty }
  }
}
