import DocumentPackages
import Foundation

/// `docpkg delete DOC... [--permanently] [--wait SECONDS]`: documents and their conflict
/// versions to the Trash, or removed for good.
struct DeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "delete",
    abstract: "Move documents (and their conflict copies) to the Trash, or remove them.",
    usage: "DOC... [--permanently] [--wait SECONDS]",
    discussion: """
      Moves each DOC and its conflict copies to the freedesktop.org Trash (the can on the
      document's own file system; a file manager can put them back), all or nothing. With
      --permanently they are removed instead: each disappears in one step, then its files
      are removed. Waits for a save in progress (exit 75 after --wait seconds). A DOC that
      is a symbolic link is refused. See Spec/CLI/delete.md.
      """,
    options: [
      .flag("permanently", help: "Remove for good instead of moving to the Trash."),
      RelocationSupport.waitOption,
    ],
    minimumPositionals: 1)

  var documents: [String]
  var permanently: Bool
  var waitLimit: Duration

  init(arguments: ParsedArguments) throws {
    documents = arguments.positionals
    permanently = arguments.flag("permanently")
    waitLimit = try RelocationSupport.waitLimit(arguments, command: "delete")
  }

  func run(output: inout Output) throws -> ExitCode {
    var status = ExitCode.success
    let relocator = DocumentRelocator(lockWaitLimit: waitLimit)
    for document in documents {
      let url = URL(fileURLWithPath: document)
      do {
        let result = try permanently ? relocator.deletePermanently(url) : relocator.trash(url)
        RelocationSupport.print(result, output: &output)
      } catch {
        let failure = RelocationSupport.cliError(error)
        output.warning(failure.message)
        status = status.combined(with: failure.exitCode)
      }
    }
    return status
  }
}
