/// Why a path could not be examined.
public enum FileTypeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The path exists but cannot be opened (permissions, a dangling link, …).
  case cannotOpen(path: String, errno: Int32)
  /// Reading failed part-way.
  case readFailed(path: String, errno: Int32)

  /// One line naming the path and the cause.
  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such file or directory"
    case .cannotOpen(let path, let code): return "\(path): cannot open (\(Self.text(code)))"
    case .readFailed(let path, let code): return "\(path): read failed (\(Self.text(code)))"
    }
  }

  private static func text(_ code: Int32) -> String {
    switch code {
    case 1, 13: return "permission denied"
    case 2: return "no such file or directory"
    case 21: return "is a directory"
    case 40: return "too many levels of symbolic links"
    default: return "errno \(code)"
    }
  }
}
