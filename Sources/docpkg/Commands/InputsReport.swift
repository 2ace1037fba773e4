import JSON

/// What `inspect` and `validate` share: each path in turn under a progress line, and with
/// `--json` one `{"inputs":[…]}` document, streamed input by input, in which an input that cannot be read is an error
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
    // With --json, each input's object goes out as soon as it is known (a chunk at a time),
    // so memory does not grow with the number of inputs.
    var document = JSONStreamWriter()
    var unused = JSONText()
    if json {
      document.raw("{")
      document.key("inputs")
      document.beginArray()
    }
    var progress = ProgressLine.forResults(
      label: label, total: paths.count, json: json, output: output)
    defer { progress.clear(output: &output) }
    for (index, path) in paths.enumerated() {
      defer { progress.advance(output: &output) }
      do {
        if json {
          try document.element { element in
            status = status.combined(with: try report(index, path, &element, &output))
          }
        } else {
          status = status.combined(with: try report(index, path, &unused, &output))
        }
      } catch {
        let failure = CLIError(error)
        status = status.combined(with: failure.exitCode)
        output.warning(failure.message)
        if json {
          document.element {
            $0.appendInputError(failure.message, exitCode: failure.exitCode, path: path)
          }
        }
      }
      document.flushIfFull(to: &output)
    }
    if json {
      document.raw("]}\n")
      document.flush(to: &output)
    }
    return status
  }
}
