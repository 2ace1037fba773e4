import FileWrappers
import JSON

/// One `--progress json` line (`Spec/CLI/batches.md`): keys sorted, one object per input.
enum BatchJSONLine {
  /// The line for `outcome` of the input `path`, without the newline.
  static func render(_ outcome: BatchOutcome, path: String) -> String {
    var json = JSONText()
    json.raw("{")
    if let error = outcome.error {
      json.key("error")
      json.string(error.message)
      json.raw(",")
    }
    json.key("exitCode")
    json.number(Int64(outcome.error?.exitCode.rawValue ?? 0))
    json.raw(",")
    json.key("milliseconds")
    json.number(Int64(outcome.milliseconds))
    json.raw(",")
    json.key("output")
    if let file = outcome.output { json.string(file) } else { json.raw("null") }
    json.raw(",")
    json.key("path")
    json.string(path)
    if let reason = outcome.skipReason {
      json.raw(",")
      json.key("reason")
      json.string(reason)
    }
    json.raw(",")
    json.key("status")
    json.string(outcome.status.rawValue)
    json.raw(",")
    json.key("warnings")
    json.raw("[")
    for (index, warning) in outcome.warnings.enumerated() {
      if index > 0 { json.raw(",") }
      json.string(warning)
    }
    json.raw("]}")
    return json.text
  }
}
