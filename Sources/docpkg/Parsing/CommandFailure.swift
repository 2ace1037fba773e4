import DocpkgSystem

/// A failure of docpkg's own work (not of a library): each case names the path and what
/// went wrong. ``CLIError/init(_:input:)`` gives it its exit status.
enum CommandFailure: CategorizedError, Sendable, Equatable {
  /// A folder the command needs does not exist (exit 66).
  case noSuchFolder(path: String)
  /// The path meant to hold new files is not a folder (exit 73).
  case notAFolder(path: String)
  /// A note was created but has no location to print (exit 73).
  case noLocation(folder: String)
  /// An output folder could not be created (exit 73).
  case cannotCreateFolder(path: String)
  /// An output file could not be written (exit 73).
  case cannotWrite(path: String, reason: String?)
  /// The finished thumbnail could not be read back from its staging file (exit 73).
  case cannotReadStaged(output: String, reason: String)
  /// A thumbnail could not be stored in the cache (exit 73).
  case cannotStore(path: String, reason: String)
  /// Writing to standard output failed with `errno` (exit 74).
  case standardOutput(reason: String)
  /// Watching a folder stopped with an error (exit 74).
  case watchFailed(reason: String)
  /// The temporary file holding back part of a `--json` document failed (exit 74).
  case spoolFailed(reason: String)

  var description: String {
    switch self {
    case .noSuchFolder(let path): return "\(path): no such folder"
    case .notAFolder(let path): return "\(path): not a folder"
    case .noLocation(let folder): return "\(folder): the new note has no location"
    case .cannotCreateFolder(let path): return "\(path): cannot create folder"
    case .cannotWrite(let path, nil): return "\(path): cannot be written"
    case .cannotWrite(let path, let reason?): return "\(path): cannot write: \(reason)"
    case .cannotReadStaged(let output, let reason):
      return "\(output): cannot read the finished thumbnail: \(reason)"
    case .cannotStore(let path, let reason): return "\(path): cannot store thumbnail: \(reason)"
    case .standardOutput(let reason): return "<stdout>: \(reason)"
    case .watchFailed(let reason): return reason
    case .spoolFailed(let reason): return "--json: temporary file: \(reason)"
    }
  }

  /// The kind of failure.
  var errorCategory: DocpkgErrorCategory {
    switch self {
    case .noSuchFolder: return .missing
    case .notAFolder, .noLocation, .cannotCreateFolder, .cannotWrite,
      .cannotReadStaged, .cannotStore:
      return .cannotCreate
    case .standardOutput, .watchFailed, .spoolFailed: return .io
    }
  }

  /// The sysexits status of the failure.
  var exitCode: ExitCode { CLIError.exitCode(for: errorCategory) }
}
