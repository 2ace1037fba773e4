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
      """)

  @Argument(label: "DOC") var documents: [String]
  @Flag(help: "Remove for good instead of moving to the Trash.") var permanently: Bool
  var wait = RelocationSupport.LockWait()

  func validate() throws {
    _ = try wait.limit(for: "delete")
  }

  func run(output: inout Output) throws -> ExitCode {
    let relocator = DocumentRelocator(lockWaitLimit: try wait.limit(for: "delete"))
    let permanently = self.permanently
    return RelocationSupport.forEach(documents, output: &output) {
      document, output throws(RelocationError) in
      let url = URL(fileURLWithPath: document)
      let result = try permanently ? relocator.deletePermanently(url) : relocator.trash(url)
      RelocationSupport.print(result, output: &output)
    }
  }
}
