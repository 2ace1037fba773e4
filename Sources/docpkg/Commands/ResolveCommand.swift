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
    options: [
      .value("keep", label: "version", help: "current, a version number, or a version's path."),
      .flag("delete", help: "Delete the other versions instead of trashing them."),
      .flag("merge", help: "Merge the other versions' attachments and texts into a .note."),
    ],
    minimumPositionals: 1,
    maximumPositionals: 1)

  var path: String
  var keep: ConflictResolver.Choice
  var delete: Bool
  var merge: Bool

  init(arguments: ParsedArguments) throws {
    path = arguments.positionals[0]
    guard let keep = arguments.value("keep"), !keep.isEmpty else {
      throw CLIError.usage("resolve: --keep is required (current, N, or a version's path)")
    }
    if keep == "current" {
      self.keep = .current
    } else if let number = Int(keep), number >= 0 {
      self.keep = .number(number)
    } else {
      self.keep = .path(URL(fileURLWithPath: keep))
    }
    delete = arguments.flag("delete")
    merge = arguments.flag("merge")
  }

  func run(output: inout Output) throws -> ExitCode {
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
    let resolver = ConflictResolver(disposal: delete ? .delete : .trash)
    let result: ConflictResolver.Result
    do {
      result = try resolver.resolve(itemURL: itemURL, keep: keep, merge: merge)
    } catch {
      throw CLIError(message: error.description, exitCode: Self.exitCode(for: error))
    }
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

  static func exitCode(for error: ConflictResolutionError) -> ExitCode {
    switch error {
    case .noSuchVersion, .mergeUnsupported: return .usage
    case .unmergeable: return .dataError
    case .mergeFailed(let error): return error.cliError.exitCode
    case .fileSystem(let error): return InspectCommand.exitCode(for: error)
    case .version(let error):
      switch error {
      case .versionVanished: return .noInput
      case .cannotRemoveCurrentVersion: return .usage
      case .trash(.noSuchItem): return .noInput
      case .trash: return .cannotCreate
      case .fileSystem(let error): return InspectCommand.exitCode(for: error)
      }
    }
  }
}
