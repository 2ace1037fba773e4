import DocumentPackages
import FileWrappers
import Foundation
import JSON

/// `docpkg validate PATH... [--json]`: checks documents against their format's rules.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "validate",
    abstract: "Check documents against their format's rules (Spec/Formats).",
    usage: "PATH... [--json]",
    discussion: """
      Applies the rules of the format the extension names (.note, .rtfd, .ptk, or any other
      package) and lists every finding with its rule id (NOTE-2, RTFD-5, PTK-3, GEN-1, …).
      Errors make a document invalid (exit 65); warnings alone keep it valid (exit 0).
      Symbolic links are never followed. See Spec/CLI/validate.md.
      """,
    options: [.flag("json", help: "Print one JSON document (schema in Spec/CLI/validate.md).")],
    minimumPositionals: 1)

  var paths: [String]
  var json: Bool

  init(arguments: ParsedArguments) throws {
    paths = arguments.positionals
    json = arguments.flag("json")
  }

  func run(output: inout Output) throws -> ExitCode {
    var status = ExitCode.success
    var document = JSONText()
    document.raw("{\"inputs\":[")
    let validator = PackageValidator()
    var progress = ProgressLine.forResults(
      label: "validate", total: paths.count, json: json, output: output)
    defer { progress.clear(output: &output) }
    for (index, path) in paths.enumerated() {
      defer { progress.advance(output: &output) }
      if index > 0 { document.raw(",") }
      do {
        let report = try validator.validate(path: path)
        if !report.isValid { status = status.combined(with: .dataError) }
        if json {
          report.appendJSON(to: &document)
        } else {
          output.write(report.renderText())
        }
      } catch let error as FileWrapperError {
        let code = InspectCommand.exitCode(for: error)
        status = status.combined(with: code)
        output.warning(error.description)
        document.appendInputError(error.description, exitCode: code, path: path)
      }
    }
    if json {
      document.raw("]}")
      output.line(document.text)
    }
    return status
  }
}
