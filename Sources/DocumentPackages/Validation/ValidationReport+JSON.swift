import FileWrappers
import JSON

extension ValidationReport: JSONRepresentable {
  /// The report as one JSON object (schema in Spec/CLI/validate.md):
  /// `errors`, `format`, `issues`, `path`, `valid`, `warnings`.
  public var jsonValue: JSONValue {
    .object([
      ("errors", .integer(errors.count)),
      ("format", .string(format)),
      ("issues", Self.jsonValue(issues)),
      ("path", .string(path)),
      ("valid", .bool(isValid)),
      ("warnings", .integer(warnings.count)),
    ])
  }

  /// Appends `issues` as a JSON array of `{message, path, rule, severity}` objects.
  public static func appendJSON(_ issues: [ValidationIssue], to json: inout JSONText) {
    json.value(jsonValue(issues))
  }

  /// `issues` as a JSON array of `{message, path, rule, severity}` objects.
  public static func jsonValue(_ issues: [ValidationIssue]) -> JSONValue {
    .array(issues) { issue in
      .object([
        ("message", .string(issue.message)),
        ("path", .string(issue.path)),
        ("rule", .string(issue.rule)),
        ("severity", .string(issue.severity.rawValue)),
      ])
    }
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
