import DocumentPackages
import FileWrappers
import Foundation
import JSON

/// `docpkg unpack PACKAGE|ZIP -o DIR`.
struct UnpackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "unpack",
    abstract: "Take a .note, .rtfd, .ptk or zipped package apart into a new folder.",
    usage: "PACKAGE|ZIP -o DIR [--json]",
    discussion: """
      Writes DIR/Text.rtf (the text as stored) and DIR/Text.txt (plain text), and each
      attachment as DIR/Attachments/NAME (a .ptk's photo as photo.png). DIR must not exist;
      it appears only when everything was written. A zip archive must hold one package
      folder; entries that would land outside DIR (../, absolute paths, symbolic links),
      zip bombs and damaged entries are refused before anything is written.
      """,
    minimumPositionals: 1,
    maximumPositionals: 1)

  /// The options.
  struct Options: OptionGroup {
    let output = Option<String>("output", short: "o", label: "DIR", help: "The folder to create.")
    let json = Flag("json", help: "Print what was written as JSON.")
  }

  var input: String
  /// `-o` as given; `validate()` requires it and settles ``directory``.
  var givenDirectory: String?
  var directory = ""
  var json: Bool

  init(arguments: ParsedArguments) throws {
    input = arguments.positionals[0]
    givenDirectory = try arguments.value(Self.options.output)
    json = try arguments.has(Self.options.json)
  }

  mutating func validate() throws {
    guard let givenDirectory else { throw CLIError.usage("unpack: -o DIR is required") }
    directory = givenDirectory
  }

  func run(output: inout Output) throws -> ExitCode {
    let summary = try DocumentUnpacker.unpack(
      URL(fileURLWithPath: input), to: URL(fileURLWithPath: directory))
    let files =
      (summary.hasText ? [DocumentUnpacker.textRTFName, DocumentUnpacker.plainTextName] : [])
      + summary.attachments.map { DocumentUnpacker.attachmentsFolderName + "/" + $0 }
    if json {
      var document = JSONText()
      document.value(
        .object([
          ("files", .array(files) { .string($0) }),
          ("format", .string(summary.format.rawValue)),
          ("output", .string(directory)),
          ("path", .string(input)),
        ]))
      output.line(document.text)
    } else {
      for file in files { output.line((directory as NSString).appendingPathComponent(file)) }
    }
    return .success
  }
}
