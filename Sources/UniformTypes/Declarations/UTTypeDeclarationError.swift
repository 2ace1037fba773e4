/// Why declarations could not be read or registered.
public enum UTTypeDeclarationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data is not a property list (XML or binary) Foundation can read.
  case malformedPropertyList(reason: String)
  /// The data is not valid JSON.
  case malformedJSON(reason: String)
  /// The top level is not a dictionary.
  case notADictionary
  /// The data is larger than the limit.
  case tooLarge(byteCount: Int, limit: Int)
  /// An entry of `list` at `index` has a missing or wrongly typed `key`.
  case invalidEntry(list: String, index: Int, key: String, reason: String)
  /// An identifier is not valid UTI syntax (or is a reserved `dyn.` identifier).
  case invalidIdentifier(String)
  /// A parent identifier is not valid UTI syntax.
  case invalidParent(identifier: String, parent: String)
  /// A tag is empty, too long, or malformed for its class.
  case invalidTag(identifier: String, tagClass: String, tag: String)
  /// A declaration lists more tags or parents than the limit.
  case tooManyTags(identifier: String, limit: Int)
  /// The same identifier is declared twice with the same kind in one set.
  case duplicateIdentifier(String)
  /// Conformance loops back on itself; the path ends where it started.
  case cyclicConformance([String])
  /// More declarations than a registry holds.
  case tooManyDeclarations(count: Int, limit: Int)

  /// One line naming the identifier, entry or value and the cause.
  public var description: String {
    switch self {
    case .malformedPropertyList(let reason): return "malformed property list: \(reason)"
    case .malformedJSON(let reason): return "malformed JSON: \(reason)"
    case .notADictionary: return "the top level is not a dictionary"
    case .tooLarge(let count, let limit):
      return "declaration data is \(count) bytes, more than the limit of \(limit)"
    case .invalidEntry(let list, let index, let key, let reason):
      return "\(list)[\(index)]: \(key): \(reason)"
    case .invalidIdentifier(let identifier):
      return "'\(identifier)' is not a valid type identifier"
    case .invalidParent(let identifier, let parent):
      return "\(identifier): parent '\(parent)' is not a valid type identifier"
    case .invalidTag(let identifier, let tagClass, let tag):
      return "\(identifier): '\(tag)' is not a valid \(tagClass) tag"
    case .tooManyTags(let identifier, let limit):
      return "\(identifier): more than \(limit) tags or parents"
    case .duplicateIdentifier(let identifier):
      return "\(identifier) is declared twice"
    case .cyclicConformance(let path):
      return "cyclic conformance: " + path.joined(separator: " -> ")
    case .tooManyDeclarations(let count, let limit):
      return "\(count) declarations, more than the limit of \(limit)"
    }
  }
}
