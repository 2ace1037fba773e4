import Foundation
import PropertyLists

/// Resolves `CF$UID` references of a keyed archive's `$objects` into ``ArchivedValue``s.
struct KeyedArchiveResolver {
  let objects: [PropertyListValue]
  let maxDepth: Int
  private var memo: [UInt64: ArchivedValue] = [:]
  private var active: Set<UInt64> = []

  private static let arrayClasses: Set<String> = [
    "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
  ]
  private static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
  private static let stringClasses: Set<String> = ["NSString", "NSMutableString"]
  private static let dataClasses: Set<String> = ["NSData", "NSMutableData"]

  init(objects: [PropertyListValue], maxDepth: Int) {
    self.objects = objects
    self.maxDepth = maxDepth
  }

  /// A field or `$top` value: UIDs are followed, inline scalars kept.
  mutating func field(_ value: PropertyListValue, depth: Int) throws -> ArchivedValue {
    switch value {
    case .uid(let uid): return try resolve(uid, depth: depth)
    case .string(let text): return .string(text)
    case .integer(let number): return .integer(number)
    case .real(let number): return .real(number)
    case .boolean(let flag): return .boolean(flag)
    case .data(let data): return .data(data)
    case .date(let date): return .date(date)
    case .array(let items): return .array(try items.map { try field($0, depth: depth + 1) })
    case .dictionary(let dictionary):
      var result: [String: ArchivedValue] = [:]
      for (key, item) in dictionary { result[key] = try field(item, depth: depth + 1) }
      return .dictionary(result)
    }
  }

  mutating func resolve(_ uid: UInt64, depth: Int) throws -> ArchivedValue {
    guard uid < UInt64(objects.count) else {
      throw KeyedArchiveError.referenceOutOfRange(uid: uid, objectCount: objects.count)
    }
    if let known = memo[uid] { return known }
    guard depth <= maxDepth else { throw KeyedArchiveError.tooDeep(limit: maxDepth) }
    guard active.insert(uid).inserted else { throw KeyedArchiveError.cycle(uid: uid) }
    defer { active.remove(uid) }
    let value: ArchivedValue
    switch objects[Int(uid)] {
    case .string(let text): value = uid == 0 && text == "$null" ? .null : .string(text)
    case .integer(let number): value = .integer(number)
    case .real(let number): value = .real(number)
    case .boolean(let flag): value = .boolean(flag)
    case .data(let data): value = .data(data)
    case .date(let date): value = .date(date)
    case .dictionary(let fields): value = try instance(uid, fields, depth: depth)
    case .uid, .array:
      throw KeyedArchiveError.malformedObject(
        uid: uid, reason: "a bare \(objects[Int(uid)].kindName) in $objects")
    }
    memo[uid] = value
    return value
  }

  private mutating func instance(
    _ uid: UInt64, _ fields: [String: PropertyListValue], depth: Int
  ) throws -> ArchivedValue {
    guard case .uid(let classUID)? = fields["$class"] else {
      throw KeyedArchiveError.malformedObject(uid: uid, reason: "object without a $class reference")
    }
    let (name, hierarchy) = try classDescription(classUID)
    func required(_ key: String) throws -> ArchivedValue {
      guard let raw = fields[key] else {
        throw KeyedArchiveError.malformedObject(uid: uid, reason: "\(name) without \(key)")
      }
      return try field(raw, depth: depth + 1)
    }
    if Self.arrayClasses.contains(name) {
      guard case .array(let items) = try required("NS.objects") else {
        throw KeyedArchiveError.malformedObject(
          uid: uid, reason: "\(name) NS.objects is not an array")
      }
      return .array(items)
    }
    if Self.dictionaryClasses.contains(name) {
      guard case .array(let keys) = try required("NS.keys"),
        case .array(let values) = try required("NS.objects"), keys.count == values.count
      else {
        throw KeyedArchiveError.malformedObject(
          uid: uid, reason: "\(name) keys and objects do not pair up")
      }
      var result: [String: ArchivedValue] = [:]
      for (key, item) in zip(keys, values) {
        guard case .string(let text) = key else {
          throw KeyedArchiveError.malformedObject(
            uid: uid, reason: "\(name) has a key that is not a string")
        }
        result[text] = item
      }
      return .dictionary(result)
    }
    if Self.stringClasses.contains(name) {
      switch try required("NS.string") {
      case .string(let text): return .string(text)
      case let other:
        throw KeyedArchiveError.malformedObject(
          uid: uid, reason: "\(name) NS.string is a \(other.kindName)")
      }
    }
    if Self.dataClasses.contains(name) {
      guard case .data(let data) = try required("NS.data") else {
        throw KeyedArchiveError.malformedObject(uid: uid, reason: "\(name) NS.data is not data")
      }
      return .data(data)
    }
    if name == "NSDate" {
      guard case .real(let seconds) = try required("NS.time") else {
        throw KeyedArchiveError.malformedObject(uid: uid, reason: "NSDate NS.time is not a real")
      }
      return .date(Date(timeIntervalSinceReferenceDate: seconds))
    }
    if name == "NSNull" { return .null }
    var resolved: [String: ArchivedValue] = [:]
    for (key, raw) in fields where key != "$class" {
      resolved[key] = try field(raw, depth: depth + 1)
    }
    return .object(ArchivedObject(className: name, classHierarchy: hierarchy, fields: resolved))
  }

  private func classDescription(_ uid: UInt64) throws -> (String, [String]) {
    guard uid < UInt64(objects.count) else {
      throw KeyedArchiveError.referenceOutOfRange(uid: uid, objectCount: objects.count)
    }
    guard case .dictionary(let description) = objects[Int(uid)],
      case .string(let name)? = description["$classname"]
    else {
      throw KeyedArchiveError.malformedObject(
        uid: uid, reason: "class description without $classname")
    }
    var hierarchy: [String] = [name]
    if case .array(let classes)? = description["$classes"] {
      hierarchy = try classes.map { item in
        guard case .string(let text) = item else {
          throw KeyedArchiveError.malformedObject(
            uid: uid, reason: "$classes holds a \(item.kindName)")
        }
        return text
      }
    }
    return (name, hierarchy)
  }
}
