import JSON
import UniformTypes

/// `docpkg type FILE... [--json] [--conforms-to UTI]`: the type of each path by extension and
/// by content.
struct TypeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "type",
    abstract: "Show the uniform type of files by extension and by content.",
    usage: "FILE... [--json] [--conforms-to <UTI>]",
    discussion: """
      For each path: the type identifier, description, preferred extension and MIME type, the
      ancestor chain, the type sniffed from the first bytes and whether the two agree.
      Directories are packages or folders by their extension's type. With --conforms-to, exits
      0 when every file conforms to UTI and 1 otherwise.
      """,
    options: [
      .flag("json", help: "Print one JSON document (schema in Spec/CLI/type.md)."),
      .value(
        "conforms-to", label: "UTI",
        help: "Exit 0 only if every file's type conforms to UTI (e.g. public.image)."),
    ],
    minimumPositionals: 1)

  var paths: [String]
  var json: Bool
  var requiredType: UTType?

  init(arguments: ParsedArguments) throws {
    paths = arguments.positionals
    json = arguments.flag("json")
    if let identifier = arguments.value("conforms-to") {
      guard let type = UTType(identifier) else {
        throw CLIError.usage("--conforms-to: '\(identifier)' is not a valid type identifier")
      }
      requiredType = type
    }
  }

  func run(output: inout Output) throws -> ExitCode {
    let resolver = FileTypeResolver()
    var status = ExitCode.success
    var entries: [JSONValue] = []
    var errors: [JSONValue] = []
    for path in paths {
      let report: FileTypeReport
      do {
        report = try resolver.report(forPath: path)
      } catch {
        output.warning(error.description)
        errors.append(.object([("message", .string(error.description)), ("path", .string(path))]))
        status = status.combined(with: Self.exitCode(for: error))
        continue
      }
      let conforms = requiredType.map { report.effectiveType.conforms(to: $0) }
      if conforms == false { status = status.combined(with: .failure) }
      if json {
        entries.append(Self.jsonEntry(report, conforms: conforms))
      } else {
        Self.printHuman(report, conforms: conforms, required: requiredType, to: &output)
      }
    }
    if json {
      var members: [(key: String, value: JSONValue)] = [
        ("errors", .array(errors)), ("files", .array(entries)),
      ]
      if let requiredType {
        members.insert(("conformsTo", .string(requiredType.identifier)), at: 0)
      }
      var document = JSONText()
      document.value(.object(members))
      output.line(document.text)
    }
    return status
  }

  private static func exitCode(for error: FileTypeError) -> ExitCode {
    switch error {
    case .notFound, .cannotOpen: return .noInput
    case .readFailed: return .ioError
    }
  }

  private static func named(_ type: UTType?) -> String {
    guard let type else { return "-" }
    guard let description = type.localizedDescription else { return type.identifier }
    return "\(type.identifier) (\(description))"
  }

  private static func printHuman(
    _ report: FileTypeReport, conforms: Bool?, required: UTType?, to output: inout Output
  ) {
    let type = report.effectiveType
    output.line(report.path)
    output.line("  kind:         \(report.kind.rawValue)")
    output.line("  type:         \(named(type))")
    if let declared = report.declaredType, declared != type {
      output.line("  by extension: \(named(declared))")
    }
    output.line("  extension:    \(type.preferredFilenameExtension ?? "-")")
    output.line("  MIME type:    \(type.preferredMIMEType ?? "-")")
    let chain = type.orderedSupertypes.map(\.identifier)
    output.line("  conforms to:  \(chain.isEmpty ? "-" : chain.joined(separator: ", "))")
    output.line("  sniffed:      \(named(report.sniffedType))")
    output.line("  agreement:    \(report.agreement.rawValue)")
    if let conforms, let required {
      output.line("  \(required.identifier): \(conforms ? "yes" : "no")")
    }
  }

  private static func jsonEntry(_ report: FileTypeReport, conforms: Bool?) -> JSONValue {
    let type = report.effectiveType
    var fields: [(key: String, value: JSONValue)] = [
      ("agreement", .string(report.agreement.rawValue))
    ]
    if let conforms { fields.append(("conforms", .bool(conforms))) }
    fields += [
      ("declaredType", .optional(report.declaredType?.identifier)),
      ("description", .optional(type.localizedDescription)),
      ("identifier", .string(type.identifier)),
      ("isDynamic", .bool(type.isDynamic)),
      ("kind", .string(report.kind.rawValue)),
      ("path", .string(report.path)),
      ("preferredFilenameExtension", .optional(type.preferredFilenameExtension)),
      ("preferredMIMEType", .optional(type.preferredMIMEType)),
      ("sniffedType", .optional(report.sniffedType?.identifier)),
      ("supertypes", .array(type.orderedSupertypes) { .string($0.identifier) }),
    ]
    return .object(fields)
  }
}
