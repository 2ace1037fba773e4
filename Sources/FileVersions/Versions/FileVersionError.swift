import FileWrappers

/// Why listing, replacing or removing versions failed. Every case names the path.
public enum FileVersionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The version's copy is gone (removed or renamed by someone else since it was listed).
  case versionVanished(path: String)
  /// The current version cannot be removed; replace it with another version instead.
  case cannotRemoveCurrentVersion(path: String)
  /// Moving a version or its document to the Trash failed.
  case trash(TrashError)
  /// A file operation failed, or another process is saving the document
  /// (`FileWrapperError.inUse`).
  case fileSystem(FileWrapperError)

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .versionVanished(let path): return "\(path): the version is gone (removed or renamed)"
    case .cannotRemoveCurrentVersion(let path):
      return "\(path): the current version cannot be removed"
    case .trash(let error): return error.description
    case .fileSystem(let error): return error.description
    }
  }
}
