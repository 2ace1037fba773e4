/// Why a web archive could not be read.
public enum WebArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, too large).
  case unreadable(BoundedFileError)
  /// The bytes are not a property list.
  case notAPropertyList(reason: String)
  /// A required key is missing or has the wrong kind; `path` names it
  /// (`WebMainResource.WebResourceData`).
  case missingKey(path: String, found: String)
  /// More resources than the limit.
  case tooManyResources(count: Int, limit: Int)
  /// Subframe archives nest deeper than the limit.
  case tooDeep(limit: Int)

  /// A specific message naming the key.
  public var description: String {
    switch self {
    case .unreadable(let error): return "\(error)"
    case .notAPropertyList(let reason): return "web archive is not a property list: \(reason)"
    case .missingKey(let path, let found): return "web archive has no \(path) (found \(found))"
    case .tooManyResources(let count, let limit):
      return "web archive has \(count) resources, over the limit of \(limit)"
    case .tooDeep(let limit): return "web archive subframes nest deeper than \(limit)"
    }
  }
}
