import FileWrappers
import JSON

extension JSONText {
  /// Appends the `{"error", "exitCode", "path"}` object that multi-input commands print in
  /// `--json` output for an input they could not read (schema in `Spec/CLI/inspect.md`).
  mutating func appendInputError(_ message: String, exitCode: ExitCode, path: String) {
    value(Self.inputError(message, exitCode: exitCode, path: path))
  }

  /// The object ``appendInputError(_:exitCode:path:)`` writes.
  static func inputError(_ message: String, exitCode: ExitCode, path: String) -> JSONValue {
    .object([
      ("error", .string(message)),
      ("exitCode", .integer(exitCode.rawValue)),
      ("path", .string(path)),
    ])
  }
}
