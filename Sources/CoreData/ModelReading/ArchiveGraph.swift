import Foundation
import PropertyLists

/// The `$objects` of a keyed archive navigated by `CF$UID`, without resolving the graph:
/// Core Data models are full of cycles (entity → model → entity, relationship ⇄ inverse),
/// which ``KeyedArchives/KeyedArchive`` refuses by design, so model readers walk UIDs here.
struct ArchiveGraph {
  let objects: [PropertyListValue]
  let root: UInt64

  /// The graph of a keyed archive property list (binary or XML, already parsed).
  init(_ plist: PropertyListValue, path: String) throws(ModelError) {
    guard case .dictionary(let top) = plist,
      case .array(let objects)? = top["$objects"],
      case .dictionary(let roots)? = top["$top"]
    else {
      throw .malformed(path: path, reason: "not a keyed archive ($objects and $top missing)")
    }
    guard case .uid(let root)? = roots["root"] ?? roots.values.first else {
      throw .malformed(path: path, reason: "the keyed archive has no root object")
    }
    self.objects = objects
    self.root = root
  }

  /// A field or object reference, followed once if it is a UID.
  func resolve(_ value: PropertyListValue?) -> PropertyListValue? {
    guard let value else { return nil }
    guard case .uid(let uid) = value else { return value }
    guard uid > 0, uid < UInt64(objects.count) else { return nil }
    return objects[Int(uid)]
  }

  /// The fields of the object at `value` (a UID or an inline dictionary).
  func fields(_ value: PropertyListValue?) -> [String: PropertyListValue]? {
    guard case .dictionary(let fields)? = resolve(value) else { return nil }
    return fields
  }

  /// The class name of the object at `value`.
  func className(_ value: PropertyListValue?) -> String? {
    guard let fields = fields(value), let classFields = self.fields(fields["$class"]),
      case .string(let name)? = classFields["$classname"]
    else { return nil }
    return name
  }

  /// The string at `value`: a plain string or an `NSString`/`NSMutableString` object.
  func string(_ value: PropertyListValue?) -> String? {
    switch resolve(value) {
    case .string(let text)?: return text == "$null" ? nil : text
    case .dictionary(let fields)?:
      if case .string(let text)? = fields["NS.string"] { return text }
      if case .data(let bytes)? = fields["NS.bytes"] {
        return String(decoding: bytes, as: UTF8.self)
      }
      return nil
    default: return nil
    }
  }

  func bool(_ value: PropertyListValue?) -> Bool? {
    switch resolve(value) {
    case .boolean(let flag)?: return flag
    case .integer(let number)?: return number != 0
    case .string(let text)?: return text == "YES" ? true : text == "NO" ? false : nil
    default: return nil
    }
  }

  func integer(_ value: PropertyListValue?) -> Int64? {
    switch resolve(value) {
    case .integer(let number)?: return number
    case .real(let number)?:
      return number.isFinite && abs(number) < 9e18 ? Int64(number) : nil
    case .boolean(let flag)?: return flag ? 1 : 0
    default: return nil
    }
  }

  /// The elements of an array, set or ordered set at `value`.
  func array(_ value: PropertyListValue?) -> [PropertyListValue] {
    switch resolve(value) {
    case .array(let items)?: return items
    case .dictionary(let fields)?:
      if case .array(let items)? = fields["NS.objects"] { return items }
      return []
    default: return []
    }
  }

  /// The key–value pairs of a dictionary at `value`: `NSDictionary` (`NS.keys`/`NS.objects`)
  /// or Core Data's `NSKnownKeysDictionary1` (`values` with the keys in `searchMapping`).
  func pairs(_ value: PropertyListValue?) -> [(key: String, value: PropertyListValue)] {
    guard let fields = fields(value) else { return [] }
    var keys: [PropertyListValue] = []
    var values: [PropertyListValue] = []
    if case .array(let found)? = fields["NS.keys"] {
      keys = found
      values = array(value)
    } else if let mapping = self.fields(fields["searchMapping"]) {
      keys = array(mapping["keys"])
      values = array(fields["values"])
    }
    return zip(keys, values).compactMap { key, item in string(key).map { ($0, item) } }
  }

  /// A dictionary of strings (user info): non-string values are written as text.
  func stringDictionary(_ value: PropertyListValue?) -> [String: String] {
    var result: [String: String] = [:]
    for (key, item) in pairs(value) {
      if let text = string(item) {
        result[key] = text
      } else if let number = integer(item) {
        result[key] = String(number)
      }
    }
    return result
  }

  /// Whether two references are the same object.
  func same(_ first: PropertyListValue?, _ second: PropertyListValue?) -> Bool {
    guard case .uid(let left)? = first, case .uid(let right)? = second else { return false }
    return left == right
  }
}
