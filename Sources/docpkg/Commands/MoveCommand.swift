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
      """)

  @Argument(label: "DOC") var documents: [String]
  @Option(name: "to", label: "dir", help: "The folder to move the documents into (required).")
  var givenFolder: String?
  var wait = RelocationSupport.LockWait()
  /// `--to`, required: settled by `validate()`.
  var folder = ""

  mutating func validate() throws {
    guard let givenFolder else { throw CLIError.usage("move: --to DIR is required") }
    folder = givenFolder
    _ = try wait.limit(for: "move")
  }

  func run(output: inout Output) throws -> ExitCode {
    let relocator = DocumentRelocator(lockWaitLimit: try wait.limit(for: "move"))
    let folder = URL(fileURLWithPath: self.folder, isDirectory: true)
    return RelocationSupport.forEach(documents, output: &output) {
      document, output throws(RelocationError) in
      let result = try relocator.move(URL(fileURLWithPath: document), into: folder)
      if result.isUnchanged {
        output.warning("\(document): already in \(self.folder); left where it is")
      } else {
        RelocationSupport.print(result, output: &output)
      }
    }
  }
}
