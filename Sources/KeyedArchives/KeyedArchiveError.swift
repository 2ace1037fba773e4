import PropertyLists

/// Why data could not be read as a keyed archive (or as one of its known payloads).
public enum KeyedArchiveError: Error, Equatable, Sendable {
  /// The data is not a binary property list.
  case propertyList(BinaryPropertyListError)
  /// The top-level dictionary lacks `$archiver`, `$version`, `$top` or `$objects`, or
  /// they have the wrong types.
  case notKeyedArchive(reason: String)
  /// A `CF$UID` points outside `$objects`.
  case referenceOutOfRange(uid: UInt64, objectCount: Int)
  /// An object refers back to itself (object graphs with cycles are not decoded).
  case cycle(uid: UInt64)
  /// Objects are nested deeper than allowed.
  case tooDeep(limit: Int)
  /// An `$objects` entry or a class description is malformed.
  case malformedObject(uid: UInt64, reason: String)
  /// A top-level key is missing.
  case missingTopLevelKey(String)
  /// The root object is of an unexpected class.
  case unexpectedClass(expected: String, found: String)
  /// A field holds a value of the wrong kind.
  case typeMismatch(key: String, expected: String, found: String)
}

extension KeyedArchiveError: CustomStringConvertible {
  /// One line naming the key, UID or class involved.
  public var description: String {
    switch self {
    case .propertyList(let error): return error.description
    case .notKeyedArchive(let reason): return "not an NSKeyedArchiver archive: \(reason)"
    case .referenceOutOfRange(let uid, let count):
      return "keyed archive reference UID \(uid) is outside the \(count) objects"
    case .cycle(let uid): return "keyed archive object UID \(uid) refers back to itself"
    case .tooDeep(let limit): return "keyed archive objects nested deeper than \(limit) levels"
    case .malformedObject(let uid, let reason): return "keyed archive object UID \(uid): \(reason)"
    case .missingTopLevelKey(let key): return "keyed archive has no top-level \"\(key)\" object"
    case .unexpectedClass(let expected, let found):
      return "keyed archive holds a \(found), expected \(expected)"
    case .typeMismatch(let key, let expected, let found):
      return "keyed archive field \"\(key)\" is a \(found), expected \(expected)"
    }
  }
}
