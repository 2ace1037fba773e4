import CSQLite
import Foundation
import KeyedArchives

/// Converts a store column into the value Core Data gives for an attribute: `NSNumber` for
/// integers, floating-point numbers and Booleans, `NSDecimalNumber`, `String`, `Date` (the
/// column holds seconds since 1 January 2001), `Data` (inline or from external storage),
/// `UUID`, `URL`, and a transformable's decoded keyed archive (or its bytes).
struct ColumnValue {
  /// The directory of external binary data: `.<Store>_SUPPORT/_EXTERNAL_DATA` beside the store.
  let externalDataDirectory: URL

  init(storeURL: URL) {
    let name = storeURL.deletingPathExtension().lastPathComponent
    externalDataDirectory = storeURL.deletingLastPathComponent()
      .appendingPathComponent(".\(name)_SUPPORT").appendingPathComponent("_EXTERNAL_DATA")
  }

  func value(_ statement: SQLiteStatement, _ column: Int32, _ attribute: NSAttributeDescription)
    -> Any?
  {
    let kind = statement.type(column)
    guard kind != SQLITE_NULL else { return nil }
    switch attribute.attributeType {
    case .integer16AttributeType:
      return NSNumber(value: Int16(truncatingIfNeeded: statement.int64(column)))
    case .integer32AttributeType:
      return NSNumber(value: Int32(truncatingIfNeeded: statement.int64(column)))
    case .integer64AttributeType: return NSNumber(value: statement.int64(column))
    case .doubleAttributeType: return NSNumber(value: statement.double(column))
    case .floatAttributeType: return NSNumber(value: Float(statement.double(column)))
    case .booleanAttributeType: return NSNumber(value: statement.int64(column) != 0)
    case .decimalAttributeType:
      return NSDecimalNumber(
        string: statement.text(column) ?? "0", locale: Locale(identifier: "en_US_POSIX"))
    case .stringAttributeType: return statement.text(column)
    case .dateAttributeType:
      return Date(timeIntervalSinceReferenceDate: statement.double(column))
    case .UUIDAttributeType:
      if kind == SQLITE_BLOB, let bytes = statement.blob(column), bytes.count == 16 {
        return bytes.withUnsafeBytes { raw in UUID(uuid: raw.loadUnaligned(as: uuid_t.self)) }
      }
      return statement.text(column).flatMap(UUID.init(uuidString:))
    case .URIAttributeType:
      if kind == SQLITE_BLOB, let bytes = statement.blob(column) { return transformed(bytes) }
      return statement.text(column).flatMap { URL(string: $0) }
    case .binaryDataAttributeType:
      guard
        let bytes = kind == SQLITE_BLOB
          ? statement.blob(column) : statement.text(column).map({ Data($0.utf8) })
      else { return nil }
      return attribute.allowsExternalBinaryDataStorage ? external(bytes) : bytes
    case .transformableAttributeType:
      guard let bytes = statement.blob(column) else { return nil }
      return transformed(
        attribute.allowsExternalBinaryDataStorage ? external(bytes) ?? bytes : bytes)
    case .undefinedAttributeType, .objectIDAttributeType, .compositeAttributeType:
      switch kind {
      case SQLITE_INTEGER: return NSNumber(value: statement.int64(column))
      case SQLITE_FLOAT: return NSNumber(value: statement.double(column))
      case SQLITE_TEXT: return statement.text(column)
      default: return statement.blob(column)
      }
    }
  }

  /// Binary data of an attribute that allows external storage: a marker byte 1 before inline
  /// bytes, or 2 before the NUL-terminated name of a file in `_EXTERNAL_DATA`.
  func external(_ bytes: Data) -> Data? {
    guard let marker = bytes.first else { return bytes }
    switch marker {
    case 1: return Data(bytes.dropFirst())
    case 2:
      let nameBytes = bytes.dropFirst().prefix { $0 != 0 }
      let name = String(decoding: nameBytes, as: UTF8.self)
      guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
      return try? Data(contentsOf: externalDataDirectory.appendingPathComponent(name))
    default: return bytes
    }
  }

  /// A transformable value: its keyed archive decoded where it is one, else its bytes.
  func transformed(_ bytes: Data) -> Any {
    guard bytes.starts(with: Array("bplist00".utf8)),
      let archive = try? KeyedArchive(decoding: bytes),
      let root = archive.topLevel["root"]
    else { return bytes }
    return Self.foundationValue(root)
  }

  /// An archived value as the Swift value nearest to what unarchiving gives.
  static func foundationValue(_ value: ArchivedValue) -> Any {
    switch value {
    case .null: return NSNull()
    case .string(let text): return text
    case .integer(let number): return NSNumber(value: number)
    case .real(let number): return NSNumber(value: number)
    case .boolean(let flag): return NSNumber(value: flag)
    case .data(let bytes): return bytes
    case .date(let date): return date
    case .array(let items): return items.map(foundationValue)
    case .dictionary(let fields): return fields.mapValues(foundationValue)
    case .object(let object):
      if object.isClass("NSURL"), case .string(let text)? = object.fields["NS.relative"] {
        return URL(string: text) ?? object
      }
      if object.isClass("NSUUID"), case .data(let bytes)? = object.fields["NS.uuidbytes"],
        bytes.count == 16
      {
        return bytes.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
      }
      return object
    }
  }
}
