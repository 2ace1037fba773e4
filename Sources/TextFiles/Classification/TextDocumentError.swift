/// Why a text file could not be read.
public enum TextDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, too large).
  case unreadable(BoundedFileError)
  /// The bytes are over the limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The file starts with `bplist00` but is not a readable binary property list.
  case badBinaryPropertyList(reason: String)

  /// A specific message.
  public var description: String {
    switch self {
    case .unreadable(let error): return "\(error)"
    case .tooLarge(let bytes, let limit):
      return "text is \(bytes) bytes, over the \(limit)-byte limit"
    case .badBinaryPropertyList(let reason): return "binary property list: \(reason)"
    }
  }
}
