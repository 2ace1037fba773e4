/// Orders fetch results by the value at a key path (Apple's `NSSortDescriptor(key:ascending:)`,
/// which swift-corelibs-foundation does not offer).
///
/// ```swift
/// request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
/// ```
///
/// Numbers compare by value, strings by their Unicode scalars, dates by time; `nil` sorts
/// before every value.
open class NSSortDescriptor: CustomStringConvertible {
  /// The key path compared (`title`, `author.name`), or `nil` to compare objects themselves.
  public let key: String?
  /// Whether smaller values come first.
  public let ascending: Bool

  /// A descriptor comparing the values at `key`.
  public init(key: String?, ascending: Bool) {
    self.key = key
    self.ascending = ascending
  }

  /// The same key with the opposite order.
  public var reversedSortDescriptor: NSSortDescriptor {
    NSSortDescriptor(key: key, ascending: !ascending)
  }

  /// The order of two values under this descriptor.
  public func compare(_ first: Any?, to second: Any?) -> ComparisonResult {
    let order = ValueOrder.compare(first, second)
    guard !ascending else { return order }
    switch order {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  /// `(key, ascending)`, as Apple prints it.
  public var description: String {
    "(\(key ?? "SELF"), \(ascending ? "ascending" : "descending"), compare:)"
  }
}

/// How attribute values compare for sorting.
enum ValueOrder {
  static func compare(_ first: Any?, _ second: Any?) -> ComparisonResult {
    switch (normalized(first), normalized(second)) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let left?, let right?):
      switch (left, right) {
      case (.number(let a), .number(let b)):
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
      case (.text(let a), .text(let b)):
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
      case (.decimal(let a), .decimal(let b)):
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
      default: return .orderedSame
      }
    }
  }

  enum Comparable {
    case number(Double)
    case decimal(Decimal)
    case text(String)
  }

  static func normalized(_ value: Any?) -> Comparable? {
    switch value {
    case nil: return nil
    case let number as NSDecimalNumber: return .decimal(number.decimalValue)
    case let number as NSNumber: return .number(number.doubleValue)
    case let text as String: return .text(text)
    case let date as Date: return .number(date.timeIntervalSinceReferenceDate)
    case let uuid as UUID: return .text(uuid.uuidString)
    case let url as URL: return .text(url.absoluteString)
    case is NSNull: return nil
    default: return nil
    }
  }
}
