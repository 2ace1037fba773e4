/// The kind of value an attribute holds, with Apple's raw values (`NSAttributeType`).
///
/// The raw values are the ones compiled models and model caches store (`NSAttributeType`
/// key), so a model read from a `.mom` maps its numbers directly.
public enum NSAttributeType: UInt, Sendable, CaseIterable {
  /// No type (`NSUndefinedAttributeType`); transient attributes only.
  case undefinedAttributeType = 0
  /// A 16-bit integer (`Integer 16`).
  case integer16AttributeType = 100
  /// A 32-bit integer (`Integer 32`).
  case integer32AttributeType = 200
  /// A 64-bit integer (`Integer 64`).
  case integer64AttributeType = 300
  /// A decimal number (`Decimal`), read as `NSDecimalNumber`.
  case decimalAttributeType = 400
  /// A double (`Double`).
  case doubleAttributeType = 500
  /// A float (`Float`).
  case floatAttributeType = 600
  /// A string (`String`).
  case stringAttributeType = 700
  /// A Boolean (`Boolean`).
  case booleanAttributeType = 800
  /// A date (`Date`), stored as seconds since 1 January 2001.
  case dateAttributeType = 900
  /// Bytes (`Binary`), possibly in external storage.
  case binaryDataAttributeType = 1000
  /// A UUID (`UUID`), stored as 16 bytes.
  case UUIDAttributeType = 1100
  /// A URL (`URI`), stored as its string.
  case URIAttributeType = 1200
  /// A value stored through a value transformer (`Transformable`).
  case transformableAttributeType = 1800
  /// An object ID (`Object ID`); fetch results only.
  case objectIDAttributeType = 2000
  /// A composite of element attributes (`Composite`).
  case compositeAttributeType = 2100

  /// The type for the `attributeType` name Xcode writes in a model's `contents`
  /// (`"Integer 16"`, `"Binary"`, `"Transformable"` …).
  init?(sourceName: String) {
    switch sourceName {
    case "Undefined": self = .undefinedAttributeType
    case "Integer 16": self = .integer16AttributeType
    case "Integer 32": self = .integer32AttributeType
    case "Integer 64": self = .integer64AttributeType
    case "Decimal": self = .decimalAttributeType
    case "Double": self = .doubleAttributeType
    case "Float": self = .floatAttributeType
    case "String": self = .stringAttributeType
    case "Boolean": self = .booleanAttributeType
    case "Date": self = .dateAttributeType
    case "Binary": self = .binaryDataAttributeType
    case "UUID": self = .UUIDAttributeType
    case "URI": self = .URIAttributeType
    case "Transformable": self = .transformableAttributeType
    case "Object ID", "ObjectID": self = .objectIDAttributeType
    case "Composite": self = .compositeAttributeType
    default: return nil
    }
  }

  /// Whether values of this type are integers in the store.
  var isInteger: Bool {
    self == .integer16AttributeType || self == .integer32AttributeType
      || self == .integer64AttributeType
  }
}
