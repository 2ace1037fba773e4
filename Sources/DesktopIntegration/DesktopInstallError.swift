import DocpkgSystem

/// Why the desktop files could not be installed or removed. Every case names the path.
public enum DesktopInstallError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A file could not be written (or its folder created).
  case cannotWrite(path: String, reason: String)
  /// A file that is there could not be removed.
  case cannotRemove(path: String, reason: String)

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "\(path): cannot write: \(reason)"
    case .cannotRemove(let path, let reason): return "\(path): cannot remove: \(reason)"
    }
  }
}

extension DesktopInstallError: CategorizedError {
  /// The kind of failure, for the command line's exit status.
  package var errorCategory: DocpkgErrorCategory { .cannotCreate }
}
