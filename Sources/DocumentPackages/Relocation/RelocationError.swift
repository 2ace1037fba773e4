/// Why renaming, moving or deleting a document did not happen. Every case names the path;
/// in every case the document is where it was, complete.
public enum RelocationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at `path`.
  case notFound(path: String)
  /// `path` is a symbolic link; links are never followed out of a folder.
  case symbolicLink(path: String)
  /// `path` is neither a folder (a package) nor a regular file.
  case unsupportedItem(path: String)
  /// The new name cannot be used (`reason` says why).
  case invalidName(name: String, reason: String)
  /// The destination folder does not exist or is not a folder.
  case noSuchFolder(path: String)
  /// No free name was found.
  case noUniqueName(folder: String, base: String)
  /// A save or coordinated access still held the document after `seconds`.
  case inUse(path: String, seconds: Int64)
  /// A copy across file systems did not match its source (`detail` says where).
  case copyMismatch(path: String, detail: String)
  /// A system call failed.
  case systemCallFailed(path: String, call: String, reason: String)
  /// The item could not be moved to the Trash (`reason` is the Trash's message).
  case trashFailed(path: String, reason: String)

  /// The class of failure, for exit statuses (`Spec/CLI/rename.md`).
  public var category: DocumentPackageError.Category {
    switch self {
    case .notFound, .noSuchFolder: return .missing
    case .symbolicLink, .unsupportedItem, .invalidName: return .badData
    case .noUniqueName: return .cannotCreate
    case .inUse: return .inUse
    case .copyMismatch, .systemCallFailed, .trashFailed: return .io
    }
  }

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such file or folder"
    case .symbolicLink(let path):
      return "\(path): is a symbolic link (not followed; give the document itself)"
    case .unsupportedItem(let path): return "\(path): not a document (neither a folder nor a file)"
    case .invalidName(let name, let reason): return "'\(name)': not a usable name: \(reason)"
    case .noSuchFolder(let path): return "\(path): no such folder"
    case .noUniqueName(let folder, let base): return "\(folder): no free name for '\(base)'"
    case .inUse(let path, let seconds):
      return "\(path): in use: a save or coordinated access has not finished after \(seconds) s"
    case .copyMismatch(let path, let detail):
      return "\(path): the copy does not match the original (\(detail)); the original was kept"
    case .systemCallFailed(let path, let call, let reason):
      return "\(path): \(call) failed: \(reason)"
    case .trashFailed(_, let reason): return reason
    }
  }
}
