import Foundation
import UniformTypes

/// Declaration seeds: the shape of docpkg's own Info.plist declarations, as XML, binary and
/// JSON (written by Foundation), plus cyclic and malformed variants.
enum TypePlistSeeds {
  static func make() throws -> [String: Data] {
    let note: [String: Any] = [
      "UTTypeIdentifier": "com.example.note",
      "UTTypeConformsTo": ["com.apple.package", "public.composite-content"],
      "UTTypeDescription": "Note",
      "UTTypeTagSpecification": [
        "public.filename-extension": ["note"], "public.mime-type": "application/x-note",
      ],
    ]
    let cycleA: [String: Any] = [
      "UTTypeIdentifier": "com.example.a", "UTTypeConformsTo": "com.example.b",
    ]
    let cycleB: [String: Any] = [
      "UTTypeIdentifier": "com.example.b", "UTTypeConformsTo": ["com.example.a"],
    ]
    let imported: [String: Any] = [
      "UTTypeIdentifier": "com.example.ptk", "UTTypeConformsTo": "com.apple.package",
      "UTTypeTagSpecification": ["public.filename-extension": "ptk"],
    ]
    let infos: [String: [String: Any]] = [
      "note": ["UTExportedTypeDeclarations": [note], "UTImportedTypeDeclarations": [imported]],
      "cycle": ["UTExportedTypeDeclarations": [cycleA, cycleB]],
      "wrong-types": ["UTExportedTypeDeclarations": [["UTTypeIdentifier": 5]]],
    ]
    var seeds: [String: Data] = [:]
    for (name, info) in infos {
      let xml = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
      let binary = try PropertyListSerialization.data(
        fromPropertyList: info, format: .binary, options: 0)
      let json = try JSONSerialization.data(withJSONObject: info, options: [.sortedKeys])
      seeds["xml-\(name)"] = Data([0]) + xml
      seeds["binary-\(name)"] = Data([0]) + binary
      seeds["json-\(name)"] = Data([1]) + json
    }
    return seeds
  }
}
