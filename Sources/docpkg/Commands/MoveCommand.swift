import DocumentPackages
import Foundation

/// `docpkg move DOC... --to DIR [--wait SECONDS]`: moves documents and their conflict
/// versions into a folder under unique names.
struct MoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "move",
    abstract: "Move documents (and their conflict copies) into DIR under unique names.",
    usage: "DOC... --to DIR [--wait SECONDS]",
    discussion: """
      Moves each DOC into DIR, keeping its name unless it is taken there (then "Name 1.ext",
      "Name 2.ext", ...). Conflict copies move with it. Within one file system this is a
      rename; across file systems a copy, flushed and compared byte for byte, then removal
      of the original, so a crash at any moment leaves at least one complete copy. Nothing
      is ever replaced. See Spec/CLI/move.md.
      """,
    options: [
      .value("to", label: "dir", help: "The folder to move the documents into (required)."),
      RelocationSupport.waitOption,
    ],
    minimumPositionals: 1)

  var documents: [String]
  var folder: String
  var waitLimit: Duration

  init(arguments: ParsedArguments) throws {
    documents = arguments.positionals
    guard let folder = arguments.value("to") else {
      throw CLIError.usage("move: --to DIR is required")
    }
    self.folder = folder
    waitLimit = try RelocationSupport.waitLimit(arguments, command: "move")
  }

  func run(output: inout Output) throws -> ExitCode {
    var status = ExitCode.success
    let relocator = DocumentRelocator(lockWaitLimit: waitLimit)
    for document in documents {
      do {
        let result = try relocator.move(
          URL(fileURLWithPath: document), into: URL(fileURLWithPath: folder, isDirectory: true))
        if result.isUnchanged {
          output.warning("\(document): already in \(folder); left where it is")
        } else {
          RelocationSupport.print(result, output: &output)
        }
      } catch {
        let failure = RelocationSupport.cliError(error)
        output.warning(failure.message)
        status = status.combined(with: failure.exitCode)
      }
    }
    return status
  }
}
