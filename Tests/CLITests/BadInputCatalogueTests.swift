import Foundation
import TestSupport
import Testing

/// Runs every row of the bad-input catalogue (`Spec/BadInputs.md`) against the built
/// `docpkg`: exit status, message, no hang, nothing written outside the row's outputs.
///
/// `RECORD_BAD_INPUTS=1 swift test --filter BadInputCatalogue` rewrites the Markdown table
/// from the rows (and fails, so a recording run is never mistaken for a pass).
@Suite("Bad-input catalogue")
struct BadInputCatalogueTests {
  @Test(arguments: BadInputCatalogue.all)
  func row(_ row: BadInput) throws {
    let outcome = try BadInputRunner.run(row)
    #expect(!outcome.timedOut, "\(row.id): still running after \(BadInputRunner.timeout) s")
    #expect(
      outcome.status == row.exitCode,
      "\(row.id): exit \(outcome.status), expected \(row.exitCode); stderr: \(outcome.stderr)")
    let text = row.stream == .stderr ? outcome.stderr : outcome.stdout
    let workPattern = "/work"
    let message = row.message.replacingOccurrences(of: "{dir}", with: workPattern)
    let normalised = Self.normaliseWorkPaths(text)
    #expect(
      message.isEmpty || normalised.contains(message),
      "\(row.id): \(row.stream) lacks '\(row.message)': \(text.prefix(600))")
    #expect(!outcome.stderr.contains("Fatal error"), "\(row.id) crashed: \(outcome.stderr)")
    #expect(
      outcome.undeclaredChanges.isEmpty,
      "\(row.id) wrote outside its outputs: \(outcome.undeclaredChanges)")
  }

  @Test func catalogueHasUniqueIDsAndAtLeastSixtyRows() {
    let ids = BadInputCatalogue.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.count >= 60)
  }

  @Test func specTableMatchesTheRows() throws {
    let url = ProjectPaths.packageRoot.appendingPathComponent("Spec/BadInputs.md")
    let spec = try String(contentsOf: url, encoding: .utf8)
    let marker = "<!-- table: generated from Tests/CLITests/BadInputs -->\n"
    let head = spec.components(separatedBy: marker).first ?? spec
    let table = Self.markdownTable()
    if ProcessInfo.processInfo.environment["RECORD_BAD_INPUTS"] == "1" {
      try (head + marker + table).write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Recorded Spec/BadInputs.md; run again without RECORD_BAD_INPUTS.")
      return
    }
    #expect(spec.hasSuffix(marker + table), "Spec/BadInputs.md is stale; re-record it")
  }

  /// The catalogue as a Markdown table.
  static func markdownTable() -> String {
    var lines = [
      "| ID | Format | Input | Expected message contains | Stream | Exit |",
      "|---|---|---|---|---|---|",
    ]
    for row in BadInputCatalogue.all {
      let message = row.message.replacingOccurrences(of: "{dir}", with: "DIR")
        .replacingOccurrences(of: "|", with: "\\|")
      let input = row.input.replacingOccurrences(of: "|", with: "\\|")
      let extra = row.asNobody ? " (run as nobody)" : ""
      lines.append(
        "| \(row.id) | \(row.format) | \(input)\(extra) | `\(message)` | \(row.stream) | \(row.exitCode) |"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Replaces each row's absolute temporary path (…/docpkg-badinput-ID-UUID/work) by `/work`.
  static func normaliseWorkPaths(_ text: String) -> String {
    guard
      let regex = try? NSRegularExpression(pattern: "/[^ '\"]*docpkg-badinput-[^/]*/work")
    else { return text }
    return regex.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "/work")
  }
}
