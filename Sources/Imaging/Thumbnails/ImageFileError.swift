/// Why an image file could not be read or a thumbnail file written.
public enum ImageFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The file exists but could not be opened or read.
  case unreadable(path: String, reason: String)
  /// The output could not be created or written.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such file"
    case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
    case .cannotWrite(let path, let reason): return "\(path): cannot write: \(reason)"
    }
  }
}
