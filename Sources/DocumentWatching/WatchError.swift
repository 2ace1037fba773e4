import DocpkgSystem

/// Why watching a folder failed or stopped.
public enum WatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder does not exist or is not a folder.
  case noSuchFolder(path: String)
  /// The watched folder was removed or moved away and did not come back.
  case folderRemoved(path: String)
  /// `fs.inotify.max_user_instances` or another limit stopped inotify from starting.
  case systemCallFailed(call: String, errno: Int32)
  /// The folder itself could not be watched; `limit` is `fs.inotify.max_user_watches` when
  /// that is the cause.
  case cannotWatch(path: String, reason: String)

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .noSuchFolder(let path): return "\(path): no such folder"
    case .folderRemoved(let path): return "\(path): the watched folder was removed"
    case .systemCallFailed(let call, let code):
      let hint =
        Errno(code) == .tooManyOpenFiles
        ? " (fs.inotify.max_user_instances reached; raise it with sysctl)" : ""
      return "\(call) failed: \(Errno(code))\(hint)"
    case .cannotWatch(let path, let reason): return "\(path): cannot be watched: \(reason)"
    }
  }
}
