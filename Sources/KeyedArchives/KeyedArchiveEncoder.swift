import Foundation
import PropertyLists

/// Builds a keyed archive's `$objects` the way `NSKeyedArchiver` lays them out.
struct KeyedArchiveEncoder {
  private(set) var objects: [PropertyListValue] = [.string("$null")]
  private var scalars: [PropertyListValue: UInt64] = [:]
  private var classes: [[String]: UInt64] = [:]

  /// A field value as stored in its object: numbers and Booleans inline, all else by UID.
  mutating func field(_ value: ArchivedValue) -> PropertyListValue {
    switch value {
    case .integer(let number): return .integer(number)
    case .real(let number): return .real(number)
    case .boolean(let flag): return .boolean(flag)
    default: return .uid(reference(value))
    }
  }

  /// The UID of `value`, appending it (and what it refers to) to `$objects`.
  mutating func reference(_ value: ArchivedValue) -> UInt64 {
    switch value {
    case .null: return 0
    case .string(let text): return scalar(.string(text))
    case .integer(let number): return scalar(.integer(number))
    case .real(let number): return scalar(.real(number))
    case .boolean(let flag): return scalar(.boolean(flag))
    case .data(let data): return scalar(.data(data))
    case .date(let date):
      return instance(["NSDate", "NSObject"]) { _ in
        ["NS.time": .real(date.timeIntervalSinceReferenceDate)]
      }
    case .array(let items):
      return instance(["NSArray", "NSObject"]) { encoder in
        ["NS.objects": .array(items.map { .uid(encoder.reference($0)) })]
      }
    case .dictionary(let dictionary):
      return instance(["NSDictionary", "NSObject"]) { encoder in
        let keys = dictionary.keys.sorted()
        let keyRefs = keys.map { PropertyListValue.uid(encoder.reference(.string($0))) }
        let valueRefs = keys.map {
          PropertyListValue.uid(encoder.reference(dictionary[$0] ?? .null))
        }
        return ["NS.keys": .array(keyRefs), "NS.objects": .array(valueRefs)]
      }
    case .object(let object):
      var hierarchy = object.classHierarchy
      if hierarchy.first != object.className { hierarchy.insert(object.className, at: 0) }
      return instance(hierarchy) { encoder in
        var fields: [String: PropertyListValue] = [:]
        for key in object.fields.keys.sorted() {
          fields[key] = encoder.field(object.fields[key] ?? .null)
        }
        return fields
      }
    }
  }

  private mutating func scalar(_ value: PropertyListValue) -> UInt64 {
    if let known = scalars[value] { return known }
    objects.append(value)
    let uid = UInt64(objects.count - 1)
    scalars[value] = uid
    return uid
  }

  /// Reserves the object's UID first, encodes its fields, then its class (the order
  /// `NSKeyedArchiver` uses).
  private mutating func instance(
    _ hierarchy: [String], fields: (inout KeyedArchiveEncoder) -> [String: PropertyListValue]
  ) -> UInt64 {
    objects.append(.string("$null"))
    let uid = objects.count - 1
    var encoded = fields(&self)
    encoded["$class"] = .uid(classReference(hierarchy))
    objects[uid] = .dictionary(encoded)
    return UInt64(uid)
  }

  private mutating func classReference(_ hierarchy: [String]) -> UInt64 {
    if let known = classes[hierarchy] { return known }
    objects.append(
      .dictionary([
        "$classname": .string(hierarchy.first ?? "NSObject"),
        "$classes": .array(hierarchy.map { .string($0) }),
      ]))
    let uid = UInt64(objects.count - 1)
    classes[hierarchy] = uid
    return uid
  }
}
