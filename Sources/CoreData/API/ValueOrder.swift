import Foundation

/// How attribute values compare for sorting.
enum ValueOrder {
  static func compare(_ first: Any?, _ second: Any?) -> ComparisonResult {
    compare(normalized: normalized(first), normalized(second))
  }

  /// Compares values already ``normalized(_:)`` (sorting normalizes each value once).
  static func compare(normalized first: Comparable?, _ second: Comparable?) -> ComparisonResult {
    switch (first, second) {
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
    // Strings first: a failed cast of a String to a Foundation class costs more than a test.
    case let text as String: return .text(text)
    case let number as NSDecimalNumber: return .decimal(number.decimalValue)
    case let number as NSNumber: return .number(number.doubleValue)
    case let date as Date: return .number(date.timeIntervalSinceReferenceDate)
    case let uuid as UUID: return .text(uuid.uuidString)
    case let url as URL: return .text(url.absoluteString)
    case is NSNull: return nil
    default: return nil
    }
  }
}
