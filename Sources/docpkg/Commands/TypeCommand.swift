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
    // `errors` comes before `files` in the document, so both wait in spools (bounded
    // memory) until the last input is done.
    var files = SpooledJSONArray()
    var errors = SpooledJSONArray()
    for path in inputs.paths {
      let report: FileTypeReport
      do {
        report = try resolver.report(forPath: path)
      } catch {
        let failure = CLIError(error)
        output.warning(failure.message)
        if inputs.json {
          errors.append(FileTypeReport.jsonError(message: failure.message, path: path))
        }
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
      try errors.checkSpool()
      try files.checkSpool()
      var document = JSONStreamWriter()
      document.raw("{")
      if let requiredType {
        document.key("conformsTo")
        document.value(JSONValue.string(requiredType.identifier))
        document.raw(",")
      }
      document.key("errors")
      try errors.emit(into: &document, output: &output)
      document.raw(",")
      document.key("files")
      try files.emit(into: &document, output: &output)
      document.raw("}\n")
      document.flush(to: &output)
    }
    return status
  }
}
