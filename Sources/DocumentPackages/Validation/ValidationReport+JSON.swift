import FileWrappers

extension ValidationReport {
  /// Appends the report as one JSON object (schema in Spec/CLI/validate.md):
  /// `errors`, `format`, `issues`, `path`, `valid`, `warnings`.
  public func appendJSON(to json: inout JSONText) {
    json.raw("{")
    json.key("errors")
    json.number(Int64(errors.count))
    json.raw(",")
    json.key("format")
    json.string(format)
    json.raw(",")
    json.key("issues")
    Self.appendJSON(issues, to: &json)
    json.raw(",")
    json.key("path")
    json.string(path)
    json.raw(",")
    json.key("valid")
    json.bool(isValid)
    json.raw(",")
    json.key("warnings")
    json.number(Int64(warnings.count))
    json.raw("}")
  }

  /// Appends `issues` as a JSON array of `{message, path, rule, severity}` objects.
  public static func appendJSON(_ issues: [ValidationIssue], to json: inout JSONText) {
    json.raw("[")
    for (index, issue) in issues.enumerated() {
      if index > 0 { json.raw(",") }
      json.raw("{")
      json.key("message")
      json.string(issue.message)
      json.raw(",")
      json.key("path")
      json.string(issue.path)
      json.raw(",")
      json.key("rule")
      json.string(issue.rule)
      json.raw(",")
      json.key("severity")
      json.string(issue.severity.rawValue)
      json.raw("}")
    }
    json.raw("]")
  }

  /// The report for people: `PATH: valid (FORMAT)` or `PATH: invalid (FORMAT, N errors)`,
  /// then one indented line per finding.
  public func renderText() -> String {
    let errorCount = errors.count
    let warningCount = warnings.count
    var counts: [String] = [format]
    if errorCount > 0 { counts.append("\(errorCount) error\(errorCount == 1 ? "" : "s")") }
    if warningCount > 0 {
      counts.append("\(warningCount) warning\(warningCount == 1 ? "" : "s")")
    }
    var text = "\(path): \(isValid ? "valid" : "invalid") (\(counts.joined(separator: ", ")))\n"
    for issue in issues {
      let line = issue.description.unicodeScalars.map {
        $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0)
      }
      text += "  " + String(line) + "\n"
    }
    return text
  }
}
