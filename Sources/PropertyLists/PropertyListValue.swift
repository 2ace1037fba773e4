import Foundation

/// One value of a property list, including the `UID` kind keyed archives use for
/// object references.
///
/// Foundation's `PropertyListSerialization` reads and writes binary property lists on Linux,
/// but it has no public type for `CF$UID` values, which keyed archives are made of — so
/// docpkg reads and writes binary property lists itself with this model.
public enum PropertyListValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// A signed integer (binary plists store up to 64 bits here).
  case integer(Int64)
  /// A floating-point number.
  case real(Double)
  /// A Boolean.
  case boolean(Bool)
  /// A date.
  case date(Date)
  /// Raw bytes.
  case data(Data)
  /// An ordered list.
  case array([PropertyListValue])
  /// A dictionary with string keys.
  case dictionary([String: PropertyListValue])
  /// A keyed archive's object reference (`CF$UID`): an index into `$objects`.
  case uid(UInt64)

  /// A short name of the kind, for error messages.
  public var kindName: String {
    switch self {
    case .string: return "string"
    case .integer: return "integer"
    case .real: return "real"
    case .boolean: return "boolean"
    case .date: return "date"
    case .data: return "data"
    case .array: return "array"
    case .dictionary: return "dictionary"
    case .uid: return "UID"
    }
  }
}

extension PropertyListValue {
  /// The value as the Foundation objects `PropertyListSerialization` returns: `String`,
  /// `Int64`, `Double`, `Bool`, `Date`, `Data`, `[Any]` and `[String: Any]`; a UID becomes
  /// its `UInt64` index.
  public var foundationValue: Any {
    switch self {
    case .string(let value): return value
    case .integer(let value): return value
    case .real(let value): return value
    case .boolean(let value): return value
    case .date(let value): return value
    case .data(let value): return value
    case .array(let values): return values.map(\.foundationValue)
    case .dictionary(let values): return values.mapValues(\.foundationValue)
    case .uid(let value): return value
    }
  }
}
