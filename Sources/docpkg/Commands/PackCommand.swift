import DocumentPackages
import Foundation
import RichText

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
      """,
    options: [
      .value("text", label: "FILE", help: "The text: .txt, .md or .rtf."),
      .repeated("attach", label: "FILE", help: "A file to attach (repeatable)."),
      .value("output", short: "o", label: "OUT", help: "OUT.note, OUT.rtfd or OUT.ptk."),
      .flag("zip", help: "Write a zip archive of the package for transport."),
    ],
    minimumPositionals: 0,
    maximumPositionals: 0)

  var text: String?
  var attachments: [String]
  var output: String
  var packageName: String
  var format: DocumentFormat
  var zip: Bool

  init(arguments: ParsedArguments) throws {
    text = arguments.value("text")
    attachments = arguments.allValues("attach")
    zip = arguments.flag("zip")
    guard var output = arguments.value("output") else {
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
    switch (name as NSString).pathExtension.lowercased() {
    case "note": format = .note
    case "rtfd": format = .rtfd
    case "ptk": format = .photoKeeper
    default:
      throw CLIError.usage("pack: -o must end in .note, .rtfd or .ptk (plus .zip with --zip)")
    }
    if format == .photoKeeper {
      guard text == nil, attachments.count == 1 else {
        throw CLIError.usage("pack: a .ptk takes exactly one --attach IMAGE and no --text")
      }
    } else if text == nil {
      throw CLIError.usage("pack: --text FILE is required for .note and .rtfd")
    }
    self.output = output
    packageName = name
  }

  func run(output: inout Output) throws -> ExitCode {
    do {
      var document: AttributedDocument?
      if let text { document = try TextImport.document(contentsOf: URL(fileURLWithPath: text)) }
      try DocumentPacker.pack(
        text: document, attachments: attachments.map { URL(fileURLWithPath: $0) },
        format: format, packageName: packageName, to: URL(fileURLWithPath: self.output),
        zip: zip)
    } catch {
      throw error.cliError
    }
    output.line(self.output)
    return .success
  }
}
