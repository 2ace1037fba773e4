import Foundation

extension ColumnValue {
  /// The column value Core Data stores for an attribute's value: integers and Booleans as
  /// integers, floating point as reals, dates as seconds since 1 January 2001, decimals and
  /// strings as text, UUIDs as their 16 bytes, URLs as their string, bytes as a blob (with
  /// the inline marker byte 1 when external storage is allowed).
  func stored(_ value: Any?, _ attribute: NSAttributeDescription) -> StoredValue {
    guard let value, !NSManagedObject.isNull(value) else { return .null }
    switch attribute.attributeType {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType,
      .booleanAttributeType:
      return Self.number(value).map { .integer($0.int64Value) } ?? .null
    case .doubleAttributeType, .floatAttributeType:
      return Self.number(value).map { .real($0.doubleValue) } ?? .null
    case .decimalAttributeType:
      if let number = value as? NSDecimalNumber { return .text(number.stringValue) }
      if let number = value as? Decimal {
        return .text(NSDecimalNumber(decimal: number).stringValue)
      }
      if let number = value as? NSNumber { return .text(number.stringValue) }
      return .null
    case .stringAttributeType: return (value as? String).map { .text($0) } ?? .null
    case .dateAttributeType:
      return (value as? Date).map { .real($0.timeIntervalSinceReferenceDate) } ?? .null
    case .UUIDAttributeType:
      guard let uuid = value as? UUID else { return .null }
      return .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) })
    case .URIAttributeType: return (value as? URL).map { .text($0.absoluteString) } ?? .null
    case .binaryDataAttributeType, .transformableAttributeType:
      guard let bytes = value as? Data else { return .null }
      return .blob(attribute.allowsExternalBinaryDataStorage ? Data([1]) + bytes : bytes)
    case .undefinedAttributeType, .objectIDAttributeType, .compositeAttributeType:
      if let text = value as? String { return .text(text) }
      if let number = value as? NSNumber { return .real(number.doubleValue) }
      if let bytes = value as? Data { return .blob(bytes) }
      return .null
    }
  }

  /// A numeric value as `NSNumber`, whichever Swift type it came as.
  static func number(_ value: Any) -> NSNumber? {
    switch value {
    case let number as NSNumber: number
    case let number as Int: NSNumber(value: number)
    case let number as Int16: NSNumber(value: number)
    case let number as Int32: NSNumber(value: number)
    case let number as Int64: NSNumber(value: number)
    case let number as Double: NSNumber(value: number)
    case let number as Float: NSNumber(value: number)
    case let flag as Bool: NSNumber(value: flag)
    default: nil
    }
  }
}
