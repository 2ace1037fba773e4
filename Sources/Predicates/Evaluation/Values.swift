/// Reading the dynamically typed values predicates compare: numbers of any width, strings,
/// dates, collections, and `nil` (including `NSNull` and optionals inside `Any`).
enum Values {
  /// `value` with optionals unwrapped and `NSNull` read as `nil`.
  static func normalized(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // The common concrete types first: a cast to them is cheap, the protocol cast below is not.
    if value is String || value is Int || value is Double || value is [String: Any] {
      return value
    }
    if let optional = value as? any AnyOptional { return normalized(optional.wrappedAny) }
    if isObject(value), value is NSNull { return nil }
    return value
  }

  /// Whether `value` is a class instance. Casting a Swift value (a dictionary, a string) to a
  /// class type such as `NSNull` or `NSArray` bridges it to a new Foundation object first,
  /// which dominated evaluation time; checking the metatype does not.
  @inline(__always)
  static func isObject(_ value: Any) -> Bool {
    type(of: value) is AnyObject.Type
  }

  /// A number as an exact integer when it is one.
  static func integer(_ value: Any) -> Int? {
    switch value {
    case let number as Int: number
    case let number as Int64: Int(exactly: number)
    case let number as Int32: Int(number)
    case let number as Int16: Int(number)
    case let number as Int8: Int(number)
    case let number as UInt: Int(exactly: number)
    case let number as UInt64: Int(exactly: number)
    case let number as UInt32: Int(number)
    case let number as UInt16: Int(number)
    case let number as UInt8: Int(number)
    case let flag as Bool: flag ? 1 : 0
    default: nil
    }
  }

  /// Any number (or `Bool`, as Apple's `NSNumber` treats it) as a `Double`.
  static func double(_ value: Any) -> Double? {
    if let integer = integer(value) { return Double(integer) }
    switch value {
    case let number as Double: return number
    case let number as Float: return Double(number)
    case let number as Decimal: return NSDecimalNumber(decimal: number).doubleValue
    default: break
    }
    // Only a real `NSNumber` object: a Swift `String` must not bridge and parse as one.
    guard isObject(value), let number = value as? NSNumber else { return nil }
    return number.doubleValue
  }

  /// Whether `value` is a number (not a string that looks like one).
  static func isNumber(_ value: Any) -> Bool { double(value) != nil }

  static func string(_ value: Any?) -> String? {
    switch value {
    case let text as String: text
    case let text as Substring: String(text)
    case let text? where isObject(text): (text as? NSString).map { $0 as String }
    default: nil
    }
  }

  static func date(_ value: Any) -> Date? {
    switch value {
    case let date as Date: date
    case let date where isObject(date): (date as? NSDate).map { $0 as Date }
    default: nil
    }
  }

  /// The elements of an array, set or ordered set (never of a string or dictionary).
  static func collection(_ value: Any?) -> [Any]? {
    guard let value, !(value is String) else { return nil }
    if let array = value as? [Any] { return array }
    if let set = value as? Set<AnyHashable> { return set.map(\.base) }
    guard isObject(value) else { return nil }
    if let array = value as? NSArray { return array.map { $0 } }
    if let set = value as? NSSet { return set.map { $0 } }
    if let set = value as? NSOrderedSet { return set.array }
    return nil
  }
}

/// Lets `normalized` see through `Optional` values stored in `Any`.
protocol AnyOptional {
  var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
  var wrappedAny: Any? {
    switch self {
    case .some(let value): value
    case .none: nil
    }
  }
}
