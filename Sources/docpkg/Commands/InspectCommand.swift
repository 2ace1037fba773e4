import DocumentPackages
import FileWrappers
import JSON

/// `docpkg inspect PATH... [--json]`: the tree of any file or folder with kinds, sizes,
/// dates, link targets and problems, plus what a document's format says about it.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "inspect",
    abstract: "Show a package's tree, format, text, attachments, QuickLook state and problems.",
    discussion: """
      Lists every item without following symbolic links. Problems such as
      links pointing outside the package, names that are not UTF-8, or unreadable folders are
      listed after the tree. Documents (.note, .rtfd, .ptk, other packages) also show their
      format and type, a text summary, attachments with their types and sizes, the QuickLook
      thumbnail's state and the findings of their format's rules (as `validate` lists them;
      they do not change the exit status).
      See Spec/CLI/inspect.md for the JSON schema.
      """)

  var inputs = InputsReport(schema: "inspect")

  func run(output: inout Output) throws -> ExitCode {
    let inspector = DocumentInspector()
    let json = inputs.json
    return inputs.run(label: "inspect", output: &output) {
      index, path, document, output in
      let inspection = try inspector.inspect(path: path)
      let report = inspection.report
      var status = ExitCode.success
      if report.hasFatalProblems {
        status = .dataError
        for problem in report.problems where problem.isFatal {
          output.warning("\(path): \(problem)")
        }
      }
      if json {
        inspection.appendJSON(to: &document)
      } else {
        if index > 0 { output.line() }
        output.write(inspection.renderText())
      }
      return status
    }
  }
}
