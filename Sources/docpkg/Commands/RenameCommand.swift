import DocumentPackages
import Foundation

/// `docpkg rename DOC NEWNAME [--wait SECONDS]`: renames a document and its conflict
/// versions under a unique name.
struct RenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "rename",
    abstract: "Rename a document (and its conflict copies) to NEWNAME, never overwriting.",
    usage: "DOC NEWNAME [--wait SECONDS]",
    discussion: """
      Renames DOC in its folder. The document's extension is kept ("Beach" and "Beach.ptk"
      both give Beach.ptk); when the name is taken (case-insensitively), the next of
      "Beach 1.ptk", "Beach 2.ptk", ... is used, as for new documents. Conflict copies of
      DOC made by sync services are renamed with it. Nothing is ever replaced; waits for a
      save in progress (exit 75 after --wait seconds). See Spec/CLI/rename.md.
      """)

  @Argument(label: "DOC") var document: String
  @Argument(label: "NEWNAME") var newName: String
  var wait = RelocationSupport.LockWait()

  func validate() throws {
    _ = try wait.limit(for: "rename")
    guard SafeName.isSafe(newName), !newName.hasPrefix(".") else {
      throw CLIError.usage("rename: '\(newName)' is not a usable file name")
    }
  }

  func run(output: inout Output) throws -> ExitCode {
    let result = try DocumentRelocator(lockWaitLimit: try wait.limit(for: "rename"))
      .rename(URL(fileURLWithPath: document), to: newName)
    RelocationSupport.print(result, output: &output)
    return .success
  }
}
