import JSON

/// What `inspect` and `validate` share: each path in turn under a progress line, and with
/// `--json` one `{"inputs":[…]}` document in which an input that cannot be read is an error
/// object (`Spec/CLI/inspect.md`); such an input is also a warning, and the run goes on.
struct InputsReport: ParsableArguments {
  /// The inputs, in order.
  @Argument(label: "PATH") var paths: [String]
  /// Whether one JSON document is printed.
  @Flag(jsonSchema: "inspect") var json: Bool

  init() {}

  /// `PATH... [--json]` of a command whose JSON schema is `Spec/CLI/<schema>.md`.
  init(schema: String, label: String = "PATH") {
    _paths = Argument(label: label)
    _json = Flag(jsonSchema: schema)
  }

  /// Runs `report` on each path and returns the worst status met.
  /// - Parameter report: appends the path's JSON object to the document (with `json`) or
  ///   prints its text, and returns its status.
  func run(
    label: String, output: inout Output,
    report: (_ index: Int, _ path: String, _ document: inout JSONText, _ output: inout Output)
      throws -> ExitCode
  ) -> ExitCode {
    var status = ExitCode.success
    var document = JSONText()
    document.raw("{")
    document.key("inputs")
    document.raw("[")
    var progress = ProgressLine.forResults(
      label: label, total: paths.count, json: json, output: output)
    defer { progress.clear(output: &output) }
    for (index, path) in paths.enumerated() {
      defer { progress.advance(output: &output) }
      if json && index > 0 { document.raw(",") }
      do {
        status = status.combined(with: try report(index, path, &document, &output))
      } catch {
        let failure = CLIError(error)
        status = status.combined(with: failure.exitCode)
        output.warning(failure.message)
        if json {
          document.appendInputError(failure.message, exitCode: failure.exitCode, path: path)
        }
      }
    }
    if json {
      document.raw("]}")
      output.line(document.text)
    }
    return status
  }
}
