import Foundation
import KeyedArchives

/// What `PTKData` and `PTKMetadata` share: one versioned object with one data field.
enum PhotoKeeperPayload {
  static func root(
    of data: Data, className: String, key: String, limits: KeyedArchive.Limits
  ) throws -> ArchivedObject {
    let archive = try KeyedArchive(decoding: data, limits: limits)
    switch try archive.object(forKey: key) {
    case .object(let object) where object.isClass(className): return object
    case let other:
      throw KeyedArchiveError.unexpectedClass(expected: className, found: other.kindName)
    }
  }

  /// A data field; a missing key or `$null` means no image (UIImagePNGRepresentation(nil)).
  static func data(_ object: ArchivedObject, _ key: String) throws -> Data? {
    switch object.fields[key] {
    case nil, .null?: return nil
    case .data(let data)?: return data
    case let other?:
      throw KeyedArchiveError.typeMismatch(key: key, expected: "data", found: other.kindName)
    }
  }

  /// `Version`; absent reads as 0, as `decodeIntForKey:` does.
  static func version(_ object: ArchivedObject) throws -> Int64 {
    switch object.fields["Version"] {
    case nil: return 0
    case .integer(let number)?: return number
    case let other?:
      throw KeyedArchiveError.typeMismatch(
        key: "Version", expected: "integer", found: other.kindName)
    }
  }

  static func archive(
    className: String, key: String, version: Int64, field: String, data: Data?
  ) -> Data {
    var fields: [String: ArchivedValue] = ["Version": .integer(version)]
    fields[field] = data.map { .data($0) } ?? .null
    let object = ArchivedObject(className: className, fields: fields)
    return KeyedArchive(topLevel: [key: .object(object)]).encoded()
  }
}
