/// Why XML property list text could not be read.
public enum XMLPropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input is larger than the reader's limit.
  case tooLarge(bytes: Int, limit: Int)
  /// No `<plist>` root or value element was found.
  case noRootElement
  /// An element the format does not have, or one in the wrong place.
  case unexpectedElement(name: String, offset: Int)
  /// The input ended inside an element, comment or markup.
  case unterminated(what: String, offset: Int)
  /// An element's text is not a valid value of its kind (`<integer>x</integer>`).
  case invalidValue(kind: String, text: String, offset: Int)
  /// A `<dict>` holds a value where a `<key>` belongs, or a key without a value.
  case malformedDictionary(offset: Int)
  /// Containers nest deeper than the limit.
  case tooDeep(limit: Int, offset: Int)

  /// A specific message naming the offset or value.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "XML property list is \(bytes) bytes, over the \(limit)-byte limit"
    case .noRootElement: return "no <plist> root element or value found"
    case .unexpectedElement(let name, let offset):
      return "unexpected element <\(name)> at byte \(offset)"
    case .unterminated(let what, let offset):
      return "unterminated \(what) starting at byte \(offset)"
    case .invalidValue(let kind, let text, let offset):
      return "invalid <\(kind)> value \"\(text.prefix(40))\" at byte \(offset)"
    case .malformedDictionary(let offset):
      return "<dict> entry without a <key> and value pair at byte \(offset)"
    case .tooDeep(let limit, let offset):
      return "containers nested deeper than \(limit) at byte \(offset)"
    }
  }
}
