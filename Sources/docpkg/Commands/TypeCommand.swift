import JSON
import UniformTypes

/// `docpkg type FILE... [--json] [--conforms-to UTI]`: the type of each path by extension and
/// by content.
struct TypeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "type",
    abstract: "Show the uniform type of files by extension and by content.",
    discussion: """
      For each path: the type identifier, description, preferred extension and MIME type, the
      ancestor chain, the type sniffed from the first bytes and whether the two agree.
      Directories are packages or folders by their extension's type. With --conforms-to, exits
      0 when every file conforms to UTI and 1 otherwise.
      """)

  var inputs = InputsReport(schema: "type", label: "FILE")
  @Option(
    name: "conforms-to", label: "UTI",
    help: "Exit 0 only if every file's type conforms to UTI (e.g. public.image).")
  var requiredType: UTType?

  func run(output: inout Output) throws -> ExitCode {
    let resolver = FileTypeResolver()
    var status = ExitCode.success
    var files: [JSONValue] = []
    var errors: [JSONValue] = []
    for path in inputs.paths {
      let report: FileTypeReport
      do {
        report = try resolver.report(forPath: path)
      } catch {
        let failure = CLIError(error)
        output.warning(failure.message)
        errors.append(FileTypeReport.jsonError(message: failure.message, path: path))
        status = status.combined(with: failure.exitCode)
        continue
      }
      if let requiredType, !report.effectiveType.conforms(to: requiredType) {
        status = status.combined(with: .failure)
      }
      if inputs.json {
        files.append(report.jsonValue(conformingTo: requiredType))
      } else {
        for line in report.renderLines(conformingTo: requiredType) { output.line(line) }
      }
    }
    if inputs.json {
      var document = JSONText()
      document.value(
        .object(omittingNil: [
          ("conformsTo", requiredType.map { .string($0.identifier) }),
          ("errors", .array(errors)), ("files", .array(files)),
        ]))
      output.line(document.text)
    }
    return status
  }
}
