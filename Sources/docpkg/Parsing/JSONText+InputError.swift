import FileWrappers

extension JSONText {
  /// Appends the `{"error", "exitCode", "path"}` object that multi-input commands print in
  /// `--json` output for an input they could not read (schema in `Spec/CLI/inspect.md`).
  mutating func appendInputError(_ message: String, exitCode: ExitCode, path: String) {
    raw("{")
    key("error")
    string(message)
    raw(",")
    key("exitCode")
    number(Int64(exitCode.rawValue))
    raw(",")
    key("path")
    string(path)
    raw("}")
  }
}
