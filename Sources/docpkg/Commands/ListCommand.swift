import DocumentApps
import DocumentPackages
import FileWrappers
import Foundation
import JSON

/// `docpkg list DIR [--json]`: the documents in a folder.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "list",
    abstract: "List the documents in a folder with format, date, size and QuickLook state.",
    discussion: """
      Lists the documents in DIR — packages (.note, .rtfd, .ptk, and any other package
      type), zipped packages, and every other file with its kind (rtf, image, file, …; with
      --packages-only only packages, zipped packages and RTF files) — one per line: name, format, modification date, size, attachment count, QuickLook
      state (fresh, stale, missing, invalid, n/a), and conflict copies made by sync services
      (Dropbox, Nextcloud/ownCloud, Syncthing, Seafile, OneDrive; numbered names like
      "Note 1.note" only as possible duplicates). Hidden items are skipped. docpkg conflicts
      groups the copies by document; docpkg resolve removes them. See Spec/CLI/list.md.
      """)

  @Argument(label: "DIR") var path: String
  @Flag(jsonSchema: "list") var json: Bool
  @Flag(help: "Keep running; print one line per change (Spec/CLI/list-watch.md).")
  var watch: Bool
  @Flag(help: "Only packages, zipped packages and RTF files, not every file.")
  var packagesOnly: Bool
  @Option(
    name: "where", label: "PREDICATE",
    help:
      "Only documents matching an NSPredicate format over NSMetadataItem keys (name LIKE 'Note_*')."
  )
  var predicate: String?

  /// The parsed `--where` filter.
  private var filter: MetadataFilter?

  mutating func validate() throws {
    guard let predicate else { return }
    do {
      filter = try MetadataFilter(parsing: predicate)
    } catch {
      throw CLIError.usage("list: --where: \(error)")
    }
  }

  func run(output: inout Output) throws -> ExitCode {
    if watch { return try ListWatch(path: path, json: json, filter: filter).run(output: &output) }
    let folder = URL(fileURLWithPath: path)
    let listed = try DocumentLister(includesFiles: !packagesOnly).list(folder: folder)
    let entries =
      filter.map { filter in
        listed.filter { filter.matches(folder.appendingPathComponent($0.name)) }
      } ?? listed
    if json {
      var document = JSONStreamWriter()
      document.raw("{")
      document.key("documents")
      document.beginArray()
      for entry in entries {
        document.element(to: &output) { entry.appendJSON(to: &$0) }
      }
      document.raw("],")
      document.key("path")
      document.value(.string(path))
      document.raw("}\n")
      document.flush(to: &output)
    } else {
      for entry in entries { output.line(entry.renderLine()) }
    }
    return .success
  }
}
