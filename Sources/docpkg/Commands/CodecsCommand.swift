import FileWrappers
import Imaging
import JSON

/// `docpkg codecs [--json]`: the codecs loaded at run time, available or not, with versions.
struct CodecsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "codecs",
    abstract: "List the image codecs loaded at run time and whether each is available.",
    discussion: """
      PNG, JPEG and BMP are built in. GIF, TIFF, WebP, HEIF/HEIC/AVIF and PDF use system
      libraries opened when first needed; each line names the library, its version and
      file, or why it cannot be loaded and which Debian package provides it. Always exits
      0. See Spec/CLI/codecs.md.
      """)

  @Flag(jsonSchema: "codecs") var json: Bool

  func run(output: inout Output) throws -> ExitCode {
    let rows = Codec.allCases.map { ($0, $0.status) }
    if json {
      output.line(Self.json(rows))
      return .success
    }
    // Columns as wide as their longest entry plus a space, so every name stays apart.
    let nameWidth = (Codec.allCases.map(\.rawValue.count).max() ?? 0) + 1
    let formatWidth = max(15, (Codec.allCases.map(\.formatNames.count).max() ?? 0) + 1)
    for (codec, status) in rows {
      let name = codec.rawValue.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let formats = codec.formatNames.padding(
        toLength: formatWidth, withPad: " ", startingAt: 0)
      switch status {
      case .available(let version, let path):
        output.line("\(name)\(formats)available    \(version)  \(path)")
      case .unavailable(let error):
        output.line("\(name)\(formats)unavailable  \(error)")
      }
    }
    return .success
  }

  /// One document, keys sorted (schema in `Spec/CLI/codecs.md`).
  private static func json(_ rows: [(Codec, CodecStatus)]) -> String {
    var document = JSONText()
    document.value(.object([("codecs", .array(rows) { json(codec: $0.0, status: $0.1) })]))
    return document.text
  }

  private static func json(codec: Codec, status: CodecStatus) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("available", .bool(status.isAvailable)),
      ("debianPackage", .string(codec.debianPackage)),
    ]
    switch status {
    case .available(_, let path): members.append(("file", .string(path)))
    case .unavailable(let error): members.append(("error", .string(error.description)))
    }
    members += [
      ("formats", .string(codec.formatNames)),
      ("library", .string(codec.libraryName)),
      ("name", .string(codec.rawValue)),
    ]
    if case .available(let version, _) = status { members.append(("version", .string(version))) }
    return .object(members)
  }
}
