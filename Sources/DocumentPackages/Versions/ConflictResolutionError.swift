import FileVersions
import FileWrappers

/// Why resolving a conflict failed. Every case names the path.
public enum ConflictResolutionError: Error, CustomStringConvertible {
  /// `--keep` names no version of the document.
  case noSuchVersion(path: String, choice: String, count: Int)
  /// `--merge` was asked for a document that is not a `.note`.
  case mergeUnsupported(path: String)
  /// The kept version cannot be opened as a note, so nothing can be merged into it.
  case unmergeable(path: String, reason: String)
  /// Saving the merged note failed.
  case mergeFailed(DocumentPackageError)
  /// Replacing or removing a version failed.
  case version(FileVersionError)
  /// The document or its folder cannot be read.
  case fileSystem(FileWrapperError)

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .noSuchVersion(let path, let choice, let count):
      return
        "\(path): no version \(choice) (versions are 0…\(max(count - 1, 0)); see docpkg conflicts)"
    case .mergeUnsupported(let path):
      return "\(path): --merge works on .note documents only"
    case .unmergeable(let path, let reason):
      return "\(path): cannot merge into this version: \(reason)"
    case .mergeFailed(let error): return error.description
    case .version(let error): return error.description
    case .fileSystem(let error): return error.description
    }
  }
}
