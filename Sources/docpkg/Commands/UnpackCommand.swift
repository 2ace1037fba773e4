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
      """)

  @Argument(label: "PACKAGE|ZIP") var input: String
  /// `-o` as given; `validate()` requires it and settles ``directory``.
  @Option(name: "output", short: "o", label: "DIR", help: "The folder to create.")
  var givenDirectory: String?
  @Flag(help: "Print what was written as JSON.") var json: Bool
  var directory = ""

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
