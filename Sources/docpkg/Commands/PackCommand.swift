import DocumentPackages
import Foundation
import RichText
import UniformTypes

/// `docpkg pack --text FILE [--attach FILE]... -o OUT.note|OUT.rtfd|OUT.ptk [--zip]`.
struct PackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "pack",
    abstract: "Make a .note, .rtfd or .ptk document from a text file and attachments.",
    usage: "--text FILE [--attach FILE]... -o OUT.note|OUT.rtfd|OUT.ptk [--zip]",
    discussion: """
      The text comes from a .txt (UTF-8), .md (headings, **bold**, *italic*) or .rtf file.
      Attachments are copied in under unique names. A .note gets its QuickLook thumbnail
      and preview; an .rtfd gets one \\NeXTGraphic cell per attachment; a .ptk takes
      exactly one image (--attach) and no text. With --zip the package is written as a
      zip archive holding the package folder (OUT.note --zip writes OUT.note.zip).
      The output is replaced atomically.
      """)

  @Option(label: "FILE", help: "The text: .txt, .md or .rtf.") var text: String?
  @Option(name: "attach", label: "FILE", help: "A file to attach (repeatable).")
  var attachments: [String]
  @Option(name: "output", short: "o", label: "OUT", help: "OUT.note, OUT.rtfd or OUT.ptk.")
  var givenOutput: String?
  @Flag(help: "Write a zip archive of the package for transport.") var zip: Bool
  /// Settled by `validate()`.
  var output = ""
  var packageName = ""
  var format = DocumentFormat.note

  mutating func validate() throws {
    guard var output = givenOutput else {
      throw CLIError.usage("pack: -o OUT.note|OUT.rtfd|OUT.ptk is required")
    }
    var name = URL(fileURLWithPath: output).lastPathComponent
    if zip {
      if name.lowercased().hasSuffix(".zip") {
        name = String(name.dropLast(4))
      } else {
        output += ".zip"
      }
    }
    // The extension's type names the format, through the one type table.
    guard let format = DocumentPacker.format(forOutputNamed: name) else {
      throw CLIError.usage(
        "pack: -o must end in \(DocumentPacker.packableNames) (plus .zip with --zip)")
    }
    if let problem = DocumentPacker.packingProblem(
      format: format, hasText: text != nil, attachmentCount: attachments.count)
    {
      throw CLIError.usage("pack: \(problem)")
    }
    self.format = format
    self.output = output
    packageName = name
  }

  func run(output: inout Output) throws -> ExitCode {
    var document: AttributedDocument?
    if let text { document = try TextImport.document(contentsOf: URL(fileURLWithPath: text)) }
    try DocumentPacker.pack(
      text: document, attachments: attachments.map { URL(fileURLWithPath: $0) },
      format: format, packageName: packageName, to: URL(fileURLWithPath: self.output),
      zip: zip)
    output.line(self.output)
    return .success
  }
}
