import DocumentPackages
import FileVersions
import FileWrappers
import Foundation
import JSON

/// `docpkg conflicts PATH... [--json] [--sheet OUT.png]`: the versions of documents in sync
/// folders (conflict copies), current first.
struct ConflictsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "conflicts",
    abstract: "List the versions (sync-client conflict copies) of documents, current first.",
    usage: "PATH... [--json] [--sheet OUT.png]",
    discussion: """
      For a document, lists its versions: number (for docpkg resolve --keep N), sync client,
      path, "Modified on COMPUTER, DATE", resolved state, and the problem of a version that
      is not a valid document. For a folder, lists every document in it that has versions,
      and orphans (copies of documents that are not there). Recognises Dropbox,
      Nextcloud/ownCloud, Syncthing, Seafile and OneDrive copies; numbered names like
      "Note 2.note" are shown only as possible duplicates. --sheet draws each version's
      thumbnail with its label into one PNG. See Spec/CLI/conflicts.md.
      """)

  var inputs = InputsReport(schema: "conflicts")
  @Option(label: "out.png", help: "Draw the versions' thumbnails into one PNG.")
  var sheet: String?

  func run(output: inout Output) throws -> ExitCode {
    var status = ExitCode.success
    var documents: [DocumentVersions] = []
    var orphans: [ConflictScan.Copy] = []
    // With --json, documents go out as each PATH is scanned (unless --sheet needs them all
    // first); `errors` and `orphans` come after them in the document, so they wait in
    // spools (bounded memory).
    let streams = inputs.json && sheet == nil
    var document = JSONStreamWriter()
    var errors = SpooledJSONArray()
    var orphanObjects = SpooledJSONArray()
    if inputs.json {
      document.raw("{")
      document.key("documents")
      document.beginArray()
    }
    for path in inputs.paths {
      do {
        let found = try DocumentVersions.find(in: [URL(fileURLWithPath: path)])
        if streams {
          for entry in found.documents {
            document.element(to: &output) { $0.value(entry.jsonValue) }
          }
        } else {
          documents += found.documents
        }
        if inputs.json {
          for copy in found.orphans { orphanObjects.append(DocumentVersions.orphanJSON(copy)) }
        } else {
          orphans += found.orphans
        }
      } catch {
        let failure = CLIError(error)
        status = status.combined(with: failure.exitCode)
        output.warning(failure.message)
        if inputs.json {
          errors.append(
            JSONText.inputError(failure.message, exitCode: failure.exitCode, path: path))
        }
      }
    }
    if let sheet {
      status = status.combined(with: try ConflictSheetOutput.write(documents, to: sheet))
    }
    if inputs.json {
      try errors.checkSpool()
      try orphanObjects.checkSpool()
      for entry in documents {
        document.element(to: &output) { $0.value(entry.jsonValue) }
      }
      document.raw("],")
      document.key("errors")
      try errors.emit(into: &document, output: &output)
      document.raw(",")
      document.key("orphans")
      try orphanObjects.emit(into: &document, output: &output)
      document.raw("}\n")
      document.flush(to: &output)
    } else {
      for entry in documents {
        for line in entry.renderLines() { output.line(line) }
      }
      for copy in orphans { output.line(DocumentVersions.renderOrphan(copy)) }
    }
    return status
  }
}
