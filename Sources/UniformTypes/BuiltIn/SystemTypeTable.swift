extension BuiltInTypes {
  /// Apple's system declarations, in identifier order: `system-types.tsv` beside this file,
  /// which SwiftPM embeds in the library as bytes (`.embedInCode`), read on first use.
  static let system: [UTTypeDeclaration] = SystemTypeTable.declarations(
    in: PackageResources.system_types_tsv)

  /// docpkg's own formats and the types it imports, in the plist's order: `docpkg-types.tsv`
  /// beside this file, generated from `Spec/Types/docpkg-types.plist`, embedded the same way.
  static let docpkg: [UTTypeDeclaration] = SystemTypeTable.declarations(
    in: PackageResources.docpkg_types_tsv)
}

/// Reads docpkg's type tables: one declaration per line, tab-separated (identifier,
/// parents, filename extensions, MIME types, description, and optionally the kind,
/// `exported` when absent or `imported`); lists inside a column separated by spaces; `-` for
/// an empty column; `#` starts a comment line.
enum SystemTypeTable {
  /// The declarations in `table`. A line without five or six columns is skipped (the tests
  /// check that every line of the table reaches the registry).
  static func declarations(in table: [UInt8]) -> [UTTypeDeclaration] {
    var result: [UTTypeDeclaration] = []
    result.reserveCapacity(400)
    for line in table.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
      let columns = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard columns.count == 5 || columns.count == 6 else { continue }
      let kind = columns.count == 6 ? UTTypeDeclaration.Kind(rawValue: text(columns[5])) : .exported
      guard let kind else { continue }
      result.append(
        UTTypeDeclaration(
          identifier: text(columns[0]), conformsTo: list(columns[1]),
          filenameExtensions: list(columns[2]), mimeTypes: list(columns[3]),
          description: isEmpty(columns[4]) ? nil : text(columns[4]), kind: kind))
    }
    return result
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func isEmpty(_ column: ArraySlice<UInt8>) -> Bool {
    column.isEmpty || column.elementsEqual(CollectionOfOne(UInt8(ascii: "-")))
  }

  private static func list(_ column: ArraySlice<UInt8>) -> [String] {
    isEmpty(column) ? [] : column.split(separator: UInt8(ascii: " ")).map(text)
  }
}
