import DocumentPackages
import FileWrappers
import JSON

/// `docpkg inspect PATH... [--json]`: the tree of any file or folder with kinds, sizes,
/// dates, link targets and problems, plus what a document's format says about it.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "inspect",
    abstract: "Show a package's tree, format, text, attachments, QuickLook state and problems.",
    usage: "PATH... [--json]",
    discussion: """
      Lists every item without following symbolic links. Problems such as
      links pointing outside the package, names that are not UTF-8, or unreadable folders are
      listed after the tree. Documents (.note, .rtfd, .ptk, other packages) also show their
      format and type, a text summary, attachments with their types and sizes, the QuickLook
      thumbnail's state and the findings of their format's rules (as `validate` lists them;
      they do not change the exit status).
      See Spec/CLI/inspect.md for the JSON schema.
      """,
    options: [.flag("json", help: "Print one JSON document (schema in Spec/CLI/inspect.md).")],
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
    document.raw("{")
    document.key("inputs")
    document.raw("[")
    let inspector = DocumentInspector()
    var progress = ProgressLine.forResults(
      label: "inspect", total: paths.count, json: json, output: output)
    defer { progress.clear(output: &output) }
    for (index, path) in paths.enumerated() {
      defer { progress.advance(output: &output) }
      if json && index > 0 { document.raw(",") }
      do {
        let inspection = try inspector.inspect(path: path)
        let report = inspection.report
        if report.hasFatalProblems {
          status = status.combined(with: .dataError)
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
      } catch let error as FileWrapperError {
        let code = Self.exitCode(for: error)
        status = status.combined(with: code)
        output.warning(error.description)
        if json {
          document.appendInputError(error.description, exitCode: code, path: path)
        }
      }
    }
    if json {
      document.raw("]}")
      output.line(document.text)
    }
    return status
  }

  /// Missing or unopenable inputs are 66; inputs too large or of the wrong type are 65.
  static func exitCode(for error: FileWrapperError) -> ExitCode {
    switch error {
    case .noSuchFile, .systemCallFailed: return .noInput
    case .tooManyEntries, .tooDeep, .tooManyBytes, .unsupportedFileType, .invalidName:
      return .dataError
    case .contentsChanged, .fileVanished, .notARegularFile: return .ioError
    case .inUse, .changedSinceRead: return .temporaryFailure
    }
  }
}
