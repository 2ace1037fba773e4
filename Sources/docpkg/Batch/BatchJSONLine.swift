import FileWrappers
import JSON

/// One `--progress json` line (`Spec/CLI/batches.md`): keys sorted, one object per input.
enum BatchJSONLine {
  /// The line for `outcome` of the input `path`, without the newline.
  static func render(_ outcome: BatchOutcome, path: String) -> String {
    var json = JSONText()
    json.value(
      .object(omittingNil: [
        ("error", outcome.error.map { .string($0.message) }),
        ("exitCode", .integer(outcome.error?.exitCode.rawValue ?? 0)),
        ("milliseconds", .integer(outcome.milliseconds)),
        ("output", .optional(outcome.output)),
        ("path", .string(path)),
        ("reason", outcome.skipReason.map(JSONValue.string)),
        ("status", .string(outcome.status.rawValue)),
        ("warnings", .array(outcome.warnings) { .string($0) }),
      ]))
    return json.text
  }
}
