import DocumentPackages
import FileWrappers
import Foundation

/// `docpkg new NAME [--in DIR]`: creates an empty note under a unique name.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "new",
    abstract: "Create an empty note, named NAME.note, NAME 1.note, NAME 2.note, …",
    usage: "NAME [--in DIR]",
    discussion: """
      Claims the first free name of NAME.note, NAME 1.note, NAME 2.note, … in DIR (the
      current folder by default; names compare case-insensitively) and writes an empty note
      with its QuickLook thumbnail and preview. Prints the path of the new note.
      See Spec/CLI/new.md.
      """)

  @Argument(label: "NAME") var name: String
  @Option(name: "in", label: "dir", help: "The folder to create the note in (default: .).")
  var folder = "."

  mutating func validate() throws {
    let given = name
    if name.lowercased().hasSuffix(".note") { name = String(name.dropLast(5)) }
    guard SafeName.isSafe(name) else {
      throw CLIError.usage("new: '\(given)' is not a usable file name")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw CommandFailure.noSuchFolder(path: folder)
    }
    guard isDirectory.boolValue else { throw CommandFailure.notAFolder(path: folder) }
  }

  func run(output: inout Output) throws -> ExitCode {
    let note = try NoteDocument.create(
      in: URL(fileURLWithPath: folder, isDirectory: true), name: name)
    guard let url = note.fileURL else {
      throw CommandFailure.noLocation(folder: folder)
    }
    output.line(
      folder == "."
        ? url.lastPathComponent
        : (folder as NSString).appendingPathComponent(
          url.lastPathComponent))
    return .success
  }
}
