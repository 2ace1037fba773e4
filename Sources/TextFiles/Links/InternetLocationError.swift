/// Why a link file gave no URL.
public enum InternetLocationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, too large).
  case unreadable(BoundedFileError)
  /// The data fork is neither a property list nor an internet shortcut.
  case notAPropertyList(reason: String)
  /// The property list or resource fork holds no URL; `found` says what it holds.
  case noURL(found: String)
  /// The data fork is empty and there is no AppleDouble `._` file with a resource fork.
  case emptyWithoutResourceFork(path: String)
  /// The AppleDouble file or its resource fork is damaged.
  case badResourceFork(ResourceForkError)

  /// A specific message.
  public var description: String {
    switch self {
    case .unreadable(let error): return "\(error)"
    case .notAPropertyList(let reason): return "link is not a property list: \(reason)"
    case .noURL(let found): return "no URL in the link (found \(found))"
    case .emptyWithoutResourceFork:
      return "data fork is empty and no ._ AppleDouble file beside it holds a resource fork"
    case .badResourceFork(let error): return "link resource fork: \(error)"
    }
  }
}
