import DocumentPackages
import FileVersions
import FileWrappers
import Foundation

/// `docpkg resolve PATH --keep current|N|VERSION-PATH [--delete] [--merge]`: keeps one
/// version of a document and moves the others to the Trash.
struct ResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "resolve",
    abstract: "Keep one version of a document; move the other versions to the Trash.",
    usage: "PATH --keep current|N|VERSION-PATH [--delete] [--merge]",
    discussion: """
      Keeps the chosen version at PATH (the number docpkg conflicts shows, "current", or the
      path of a conflict copy) and moves every other conflict version to the freedesktop.org
      Trash, where a file manager can restore it (--delete deletes them instead). With
      --merge (.note only), the kept version also gets every attachment only the other
      versions have, and their texts as attachments. Each step is atomic: PATH is always one
      complete version. Exits 75 when another process is saving PATH.
      See Spec/CLI/resolve.md.
      """)

  @Argument(label: "PATH") var path: String
  @Option(
    name: "keep", label: "version", help: "current, a version number, or a version's path.",
    transform: Self.choice)
  var givenKeep: ConflictResolver.Choice?
  @Flag(help: "Delete the other versions instead of trashing them.") var delete: Bool
  @Flag(help: "Merge the other versions' attachments and texts into a .note.") var merge: Bool
  /// `--keep`, required: settled by `validate()`.
  var keep = ConflictResolver.Choice.current

  mutating func validate() throws {
    guard let givenKeep else { throw Self.keepRequired }
    keep = givenKeep
    // A conflict copy is resolved through its document, when that is there.
    let itemURL = URL(fileURLWithPath: path)
    if let copy = ConflictCopy.detect(filename: itemURL.lastPathComponent),
      FileManager.default.fileExists(
        atPath: itemURL.deletingLastPathComponent().appendingPathComponent(
          ConflictCopy.rootOriginalName(of: copy)
        ).path)
    {
      throw CLIError.usage(
        "\(path): is a conflict copy; resolve its document, "
          + "\(ConflictCopy.rootOriginalName(of: copy)), with --keep \(path)")
    }
  }

  private static let keepRequired = CLIError.usage(
    "resolve: --keep is required (current, N, or a version's path)")

  /// `current`, a version number, or a version's path (an empty one is no choice).
  private static func choice(_ text: String) throws(CLIError) -> ConflictResolver.Choice {
    if text.isEmpty { throw keepRequired }
    if text == "current" { return .current }
    if let number = Int(text), number >= 0 { return .number(number) }
    return .path(URL(fileURLWithPath: text))
  }

  func run(output: inout Output) throws -> ExitCode {
    let itemURL = URL(fileURLWithPath: path)
    let resolver = ConflictResolver(disposal: delete ? .delete : .trash)
    let result = try resolver.resolve(itemURL: itemURL, keep: keep, merge: merge)
    for name in result.mergedAttachments { output.line("merged \(name)") }
    for path in result.unreadable { output.warning("\(path): unreadable; not merged") }
    if result.disposed.isEmpty && result.mergedAttachments.isEmpty {
      output.line("\(path): no conflict versions; nothing to do")
      return .success
    }
    output.line("kept \(result.kept.path) at \(path)")
    let verb = delete ? "deleted" : "trashed"
    for url in result.disposed {
      output.line("\(verb) \(url.path == itemURL.path ? "previous \(path)" : url.path)")
    }
    return .success
  }
}
