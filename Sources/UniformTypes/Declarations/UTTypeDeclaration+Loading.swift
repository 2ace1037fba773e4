import Foundation
import PropertyLists

extension UTTypeDeclaration {
  /// The largest declaration file read (16 MiB).
  public static let maximumDataSize = 16 << 20

  /// The declarations in an Info.plist, XML or binary: `UTExportedTypeDeclarations` then
  /// `UTImportedTypeDeclarations`. `UTTypeConformsTo` and each tag in
  /// `UTTypeTagSpecification` may be a string or an array of strings.
  /// - Throws: `UTTypeDeclarationError` naming the entry and key that is wrong.
  public static func declarations(fromPropertyList data: Data) throws(UTTypeDeclarationError)
    -> [UTTypeDeclaration]
  {
    try declarations(in: data, malformed: UTTypeDeclarationError.malformedPropertyList) {
      // Binary plists go through docpkg's own bounds-checked reader: Foundation's crashes
      // on some malformed ones (a set holding a dictionary; found by Fuzz/ type-plist).
      if $0.starts(with: Self.binaryPropertyListMagic) {
        return try BinaryPropertyList.decode($0).foundationValue
      }
      return try PropertyListSerialization.propertyList(from: $0, options: [], format: nil)
    }
  }

  private static let binaryPropertyListMagic = Array("bplist".utf8)

  /// The declarations in a JSON document shaped like an Info.plist:
  /// `{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "…", …}], …}`.
  /// - Throws: `UTTypeDeclarationError` naming the entry and key that is wrong.
  public static func declarations(fromJSON data: Data) throws(UTTypeDeclarationError)
    -> [UTTypeDeclaration]
  {
    try declarations(in: data, malformed: UTTypeDeclarationError.malformedJSON) {
      try JSONSerialization.jsonObject(with: $0, options: [])
    }
  }

  /// The declarations in `data` (at most `maximumDataSize` bytes) once `parse` has read it;
  /// what `parse` throws becomes `malformed(reason)`.
  private static func declarations(
    in data: Data, malformed: (_ reason: String) -> UTTypeDeclarationError,
    parse: (Data) throws -> Any
  ) throws(UTTypeDeclarationError) -> [UTTypeDeclaration] {
    guard data.count <= maximumDataSize else {
      throw .tooLarge(byteCount: data.count, limit: maximumDataSize)
    }
    let object: Any
    do {
      object = try parse(data)
    } catch {
      throw malformed(Self.reason(error))
    }
    return try declarations(fromInfoDictionary: object)
  }

  /// The declarations in an already parsed Info dictionary.
  static func declarations(fromInfoDictionary object: Any) throws(UTTypeDeclarationError)
    -> [UTTypeDeclaration]
  {
    guard let info = object as? [String: Any] else { throw .notADictionary }
    var result: [UTTypeDeclaration] = []
    for (list, kind) in [
      ("UTExportedTypeDeclarations", Kind.exported), ("UTImportedTypeDeclarations", .imported),
    ] {
      guard let value = info[list] else { continue }
      guard let entries = value as? [Any] else {
        throw .invalidEntry(list: list, index: 0, key: list, reason: "expected an array")
      }
      for (index, entry) in entries.enumerated() {
        result.append(try declaration(from: entry, list: list, index: index, kind: kind))
      }
    }
    return result
  }

  private static func declaration(from entry: Any, list: String, index: Int, kind: Kind)
    throws(UTTypeDeclarationError) -> UTTypeDeclaration
  {
    func invalid(_ key: String, _ reason: String) -> UTTypeDeclarationError {
      .invalidEntry(list: list, index: index, key: key, reason: reason)
    }
    guard let entry = entry as? [String: Any] else {
      throw invalid("entry", "expected a dictionary")
    }
    guard let identifier = entry["UTTypeIdentifier"] as? String else {
      throw invalid("UTTypeIdentifier", "missing or not a string")
    }
    guard let parents = strings(entry["UTTypeConformsTo"]) else {
      throw invalid("UTTypeConformsTo", "expected a string or an array of strings")
    }
    let description = entry["UTTypeDescription"]
    if description != nil, !(description is String) {
      throw invalid("UTTypeDescription", "expected a string")
    }
    var tags: [UTTagClass: [String]] = [:]
    if let specification = entry["UTTypeTagSpecification"] {
      guard let specification = specification as? [String: Any] else {
        throw invalid("UTTypeTagSpecification", "expected a dictionary")
      }
      for (tagClass, value) in specification {
        guard let values = strings(value) else {
          throw invalid(
            "UTTypeTagSpecification.\(tagClass)", "expected a string or an array of strings")
        }
        if !values.isEmpty { tags[UTTagClass(rawValue: tagClass)] = values }
      }
    }
    let referenceURL = entry["UTTypeReferenceURL"]
    if referenceURL != nil, !(referenceURL is String) {
      throw invalid("UTTypeReferenceURL", "expected a string")
    }
    return UTTypeDeclaration(
      identifier: identifier, conformsTo: parents, typeDescription: description as? String,
      tags: tags, kind: kind, referenceURL: referenceURL as? String,
      version: wholeNumber(entry["UTTypeVersion"]))
  }

  /// `UTTypeVersion` as a whole number: an integer, or a string of digits (`"1"`); `nil`
  /// otherwise (the key is informational, so a malformed one is ignored, not an error).
  private static func wholeNumber(_ value: Any?) -> Int? {
    if let number = value as? Int { return number }
    if let text = value as? String { return Int(text.trimmingSpaces()) }
    return nil
  }

  /// A string or an array of strings as an array; `[]` when absent; `nil` when wrongly typed.
  private static func strings(_ value: Any?) -> [String]? {
    guard let value else { return [] }
    if let single = value as? String { return [single] }
    guard let array = value as? [Any] else { return nil }
    var result: [String] = []
    for item in array {
      guard let string = item as? String else { return nil }
      result.append(string)
    }
    return result
  }

  private static func reason(_ error: any Error) -> String {
    if let error = error as? BinaryPropertyListError { return error.description }
    let nsError = error as NSError
    if let debug = nsError.userInfo["NSDebugDescription"] as? String { return debug }
    return nsError.localizedDescription
  }
}
