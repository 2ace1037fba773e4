import DocpkgSystem
import DocumentPackages
import Foundation
import RichText

/// `docpkg text FILE [--format plain|markdown|html|rtf]`: prints a document's text.
struct TextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "text",
    abstract:
      "Print a document's text (RTF, PDF, plain text, web archives, links, packages) as plain text, Markdown, HTML or RTF.",
    discussion: """
      Reads FILE (an .rtf document) or PACKAGE (a .note's Text.rtf, an .rtfd's TXT.rtf,
      a flat RTFD; a .ptk or unknown package has no text and prints nothing) and prints its
      text. A PDF prints every page's text in reading order, each page ended by a form feed
      (--pages A-B: only those pages, numbered from 1; other kinds have no pages, exit 64).
      Zipped packages (Trip.note.zip) and iWork documents (Pages body, Keynote slides,
      Numbers tables as tab-separated rows; folders or single files) are read in place.
      Damage the reader recovered from
      (truncation, unbalanced braces, stray bytes) is reported on stderr as warnings; the
      exit status stays 0. --format rtf re-writes the document in TextEdit's RTF dialect.
      Plain text of an .rtf file is streamed as it is read: if the file fails late (groups
      nested too deep), stdout holds the text up to the fault and the exit status is 65.
      """)

  /// The output formats.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case plain, markdown, html, rtf
  }

  @Argument(label: "FILE|PACKAGE") var path: String
  @Option(short: "f", help: "The output format; default plain.") var format = Format.plain
  @Option(label: "A-B", help: "Only pages A to B of a PDF (A-B or A, from 1).")
  var pages: PageRange?

  func run(output: inout Output) throws -> ExitCode {
    do {
      try printText(output: &output)
    } catch {
      throw CLIError(error, input: path)
    }
    return .success
  }

  private func printText(output: inout Output) throws {
    if let pages {
      try printPages(pages.pages, output: &output)
      return
    }
    if format == .plain, DocumentText.namesRTFFile(path: path) {
      // The plain text of an RTF file needs no model: the reader streams it to stdout in
      // chunks as it is made (a late fatal error comes after the text before it). Packages
      // (and files not named .rtf) go through DocumentText below.
      output.flush()
      let damage = try RTFReader().streamPlainText(contentsOfFile: path) {
        try Self.writeStandardOutput(UnsafeRawBufferPointer($0))
      }
      for item in damage {
        output.warning("\(path): warning: \(item)")
      }
      return
    }
    let result = try DocumentText.read(path: path)
    for item in result.damage {
      output.warning("\(path): warning: \(item)")
    }
    try printDocument(result.document, output: &output)
  }

  /// `--pages`: only a PDF has pages to choose (anything else is a usage error, 64).
  private func printPages(_ pages: ClosedRange<Int>, output: inout Output) throws {
    let kind = try DocumentFormat.detect(path: path)
    guard kind == .pdf else {
      throw CLIError.usage(
        "\(path): --pages chooses pages of a PDF; this is a \(kind) document, not a PDF")
    }
    try printDocument(DocumentText.read(pdfAt: path, pages: pages).document, output: &output)
  }

  private func printDocument(_ document: AttributedDocument, output: inout Output) throws {
    // The text can be as large as the input: write it straight to stdout, not through
    // Output's buffer.
    output.flush()
    switch format {
    case .plain: try Self.writeStandardOutput(document.exported(as: .plainText))
    case .markdown: try Self.writeStandardOutput(document.exported(as: .markdown))
    case .html: try Self.writeStandardOutput(document.exported(as: .html))
    case .rtf: try Self.writeStandardOutput(RTFWriter().write(document))
    }
  }

  private static func writeStandardOutput(_ text: String) throws {
    var text = text
    try text.withUTF8 { try writeStandardOutput(UnsafeRawBufferPointer($0)) }
  }

  private static func writeStandardOutput(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try writeStandardOutput($0) }
  }

  private static func writeStandardOutput(_ raw: UnsafeRawBufferPointer) throws {
    do {
      try FileDescriptor.standardOutput.writeAll(raw)
    } catch {
      throw CommandFailure.standardOutput(reason: "\(error)")
    }
  }
}
