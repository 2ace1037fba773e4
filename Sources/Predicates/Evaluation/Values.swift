/// Reading the dynamically typed values predicates compare: numbers of any width, strings,
/// dates, collections, and `nil` (including `NSNull` and optionals inside `Any`).
enum Values {
  /// `value` with optionals unwrapped and `NSNull` read as `nil`.
  static func normalized(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any AnyOptional { return normalized(optional.wrappedAny) }
    if value is NSNull { return nil }
    return value
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
    case let number as NSNumber: return number.doubleValue
    default: return nil
    }
  }

  /// Whether `value` is a number (not a string that looks like one).
  static func isNumber(_ value: Any) -> Bool { double(value) != nil }

  static func string(_ value: Any?) -> String? {
    switch value {
    case let text as String: text
    case let text as Substring: String(text)
    case let text as NSString: text as String
    default: nil
    }
  }

  static func date(_ value: Any) -> Date? {
    switch value {
    case let date as Date: date
    case let date as NSDate: date as Date
    default: nil
    }
  }

  /// The elements of an array, set or ordered set (never of a string or dictionary).
  static func collection(_ value: Any?) -> [Any]? {
    guard let value, !(value is String) else { return nil }
    if let array = value as? [Any] { return array }
    if let set = value as? Set<AnyHashable> { return set.map(\.base) }
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
