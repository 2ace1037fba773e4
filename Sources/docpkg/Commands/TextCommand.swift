import DocpkgSystem
import DocumentPackages
import Foundation
import RichText

/// `docpkg text FILE [--format plain|markdown|html|rtf]`: prints a document's text.
struct TextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "text",
    abstract: "Print a document's text (RTF, .note, .rtfd) as plain text, Markdown, HTML or RTF.",
    usage: "FILE|PACKAGE [--format plain|markdown|html|rtf]",
    discussion: """
      Reads FILE (an .rtf document) or PACKAGE (a .note's Text.rtf, an .rtfd's TXT.rtf,
      a flat RTFD; a .ptk or unknown package has no text and prints nothing) and prints its
      text. Zipped packages (Trip.note.zip) and iWork documents (Pages body, Keynote slides,
      Numbers tables as tab-separated rows; folders or single files) are read in place.
      Damage the reader recovered from
      (truncation, unbalanced braces, stray bytes) is reported on stderr as warnings; the
      exit status stays 0. --format rtf re-writes the document in TextEdit's RTF dialect.
      """,
    options: [
      .value(
        "format", short: "f", label: "format",
        help: "plain (default), markdown, html or rtf.")
    ],
    minimumPositionals: 1,
    maximumPositionals: 1
  )

  /// The output formats.
  enum Format: String, CaseIterable {
    case plain, markdown, html, rtf
  }

  var path: String
  var format: Format

  init(arguments: ParsedArguments) throws {
    path = arguments.positionals[0]
    let name = arguments.value("format") ?? "plain"
    guard let format = Format(rawValue: name) else {
      throw CLIError.usage(
        "text: --format: expected plain, markdown, html or rtf, got '\(name)'")
    }
    self.format = format
  }

  func run(output: inout Output) throws -> ExitCode {
    if format == .plain, path.lowercased().hasSuffix(".rtf") {
      // The plain text of an RTF file needs no model: the reader writes it straight to
      // bytes. Packages (and files not named .rtf) go through loadDocument below.
      try Self.mapReadingErrors(path) {
        try RTFReader().withPlainText(contentsOfFile: path) { text, damage in
          for item in damage {
            output.warning("\(path): warning: \(item)")
          }
          output.flush()
          try Self.writeStandardOutput(UnsafeRawBufferPointer(text))
        }
      }
      return .success
    }
    let result = try Self.loadDocument(atPath: path)
    for item in result.damage {
      output.warning("\(path): warning: \(item)")
    }
    let document = result.document
    // The text can be as large as the input: write it straight to stdout, not through
    // Output's buffer.
    output.flush()
    switch format {
    case .plain: try Self.writeStandardOutput(document.exported(as: .plainText))
    case .markdown: try Self.writeStandardOutput(document.exported(as: .markdown))
    case .html: try Self.writeStandardOutput(document.exported(as: .html))
    case .rtf: try Self.writeStandardOutput(RTFWriter().write(document))
    }
    return .success
  }

  /// Maps a file to an attributed document. Package formats plug in here.
  static func loadDocument(atPath path: String) throws -> RTFReadResult {
    if let packaged = try packageText(atPath: path) { return packaged }
    return try mapReadingErrors(path) { try RTFReader().read(contentsOfFile: path) }
  }

  /// Runs a read of `path`, turning `RTFReadingError` into `CLIError` with its sysexits code.
  private static func mapReadingErrors<Result>(
    _ path: String, _ read: () throws -> Result
  ) throws -> Result {
    do {
      return try read()
    } catch let error as RTFReadingError {
      switch error {
      case .cannotRead(let path, let reason):
        throw CLIError.noInput("\(path): \(reason)")
      case .notRTF, .groupNestingTooDeep, .inputTooLarge:
        throw CLIError.dataError("\(path): \(error)")
      }
    }
  }

  private static func writeStandardOutput(_ text: String) throws {
    var text = text
    try text.withUTF8 { try writeStandardOutput(UnsafeRawBufferPointer($0)) }
  }

  /// The text of a package (.note, .rtfd, flat RTFD, .ptk, other packages: empty), or
  /// `nil` for a plain file, which is read as RTF.
  static func packageText(atPath path: String) throws -> RTFReadResult? {
    guard !path.lowercased().hasSuffix(".rtf") else { return nil }
    do throws(DocumentPackageError) {
      let format = try DocumentFormat.detect(path: path)
      return try DocumentText.read(ofDocumentAt: URL(fileURLWithPath: path), format: format)
        ?? RTFReadResult(document: AttributedDocument())
    } catch {
      switch error.cause {
      case .notFound, .unsupportedFormat: return nil
      default: throw error.cliError
      }
    }
  }

  private static func writeStandardOutput(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try writeStandardOutput($0) }
  }

  private static func writeStandardOutput(_ raw: UnsafeRawBufferPointer) throws {
    do {
      try FileDescriptor.standardOutput.writeAll(raw)
    } catch {
      throw CLIError.ioError("<stdout>: \(error)")
    }
  }
}
