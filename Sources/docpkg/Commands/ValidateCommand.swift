import DocumentPackages
import FileWrappers
import Foundation
import JSON

/// `docpkg validate PATH... [--json]`: checks documents against their format's rules.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "validate",
    abstract: "Check documents against their format's rules (Spec/Formats).",
    discussion: """
      Applies the rules of the format the extension names (.note, .rtfd, .ptk, or any other
      package) and lists every finding with its rule id (NOTE-2, RTFD-5, PTK-3, GEN-1, …).
      Errors make a document invalid (exit 65); warnings alone keep it valid (exit 0).
      Symbolic links are never followed. See Spec/CLI/validate.md.
      """)

  var inputs = InputsReport(schema: "validate")

  func run(output: inout Output) throws -> ExitCode {
    let validator = PackageValidator()
    let json = inputs.json
    return inputs.run(label: "validate", output: &output) {
      _, path, document, output in
      let report = try validator.validate(path: path)
      if json {
        report.appendJSON(to: &document)
      } else {
        output.write(report.renderText())
      }
      return report.isValid ? .success : .dataError
    }
  }
}
