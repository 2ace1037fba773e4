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
      """,
    minimumPositionals: 1,
    maximumPositionals: 1)

  /// The options.
  struct Options: OptionGroup {
    let keep = Option<ConflictResolver.Choice?>(
      "keep", label: "version", help: "current, a version number, or a version's path."
    ) { text in
      if text.isEmpty { return nil }
      if text == "current" { return .current }
      if let number = Int(text), number >= 0 { return .number(number) }
      return .path(URL(fileURLWithPath: text))
    }
    let delete = Flag("delete", help: "Delete the other versions instead of trashing them.")
    let merge = Flag("merge", help: "Merge the other versions' attachments and texts into a .note.")
  }

  var path: String
  var givenKeep: ConflictResolver.Choice?
  var keep = ConflictResolver.Choice.current
  var delete: Bool
  var merge: Bool

  init(arguments: ParsedArguments) throws {
    path = arguments.positionals[0]
    givenKeep = try arguments.value(Self.options.keep) ?? nil
    delete = try arguments.has(Self.options.delete)
    merge = try arguments.has(Self.options.merge)
  }

  mutating func validate() throws {
    guard let givenKeep else {
      throw CLIError.usage("resolve: --keep is required (current, N, or a version's path)")
    }
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
