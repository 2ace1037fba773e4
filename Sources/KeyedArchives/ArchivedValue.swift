import Foundation

/// A value decoded from (or to be encoded into) an `NSKeyedArchiver` archive, with every
/// `CF$UID` reference resolved.
///
/// Foundation collections come back as Swift ones (`NSArray` → ``array(_:)``,
/// `NSDictionary` with string keys → ``dictionary(_:)``, `NSString` → ``string(_:)``,
/// `NSData` → ``data(_:)``, `NSDate` → ``date(_:)``); any other class is an ``object(_:)``
/// with its fields.
public indirect enum ArchivedValue: Hashable, Sendable {
  /// `nil` (`$null`).
  case null
  /// A string.
  case string(String)
  /// An integer (from `encodeInt:`/`encodeInteger:` or an `NSNumber`).
  case integer(Int64)
  /// A floating-point number.
  case real(Double)
  /// A Boolean.
  case boolean(Bool)
  /// Bytes (`NSData`).
  case data(Data)
  /// A date (`NSDate`).
  case date(Date)
  /// An array (`NSArray`, `NSSet`, `NSOrderedSet`).
  case array([ArchivedValue])
  /// A dictionary with string keys (`NSDictionary`).
  case dictionary([String: ArchivedValue])
  /// An instance of any other class.
  case object(ArchivedObject)

  /// A short name of the kind, for error messages.
  public var kindName: String {
    switch self {
    case .null: return "null"
    case .string: return "string"
    case .integer: return "integer"
    case .real: return "real"
    case .boolean: return "boolean"
    case .data: return "data"
    case .date: return "date"
    case .array: return "array"
    case .dictionary: return "dictionary"
    case .object(let object): return "object of class \(object.className)"
    }
  }
}
