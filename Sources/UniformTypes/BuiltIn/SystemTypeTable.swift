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
    // One pass over the bytes, no array of lines or columns: every command that names a type
    // reads the table once at start-up.
    table.withUnsafeBufferPointer { bytes in
      var result: [UTTypeDeclaration] = []
      result.reserveCapacity(400)
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        defer { lineStart = lineEnd + 1 }
        guard lineEnd > lineStart, bytes[lineStart] != UInt8(ascii: "#") else { continue }
        var columns: [Range<Int>] = []
        columns.reserveCapacity(6)
        var columnStart = lineStart
        for index in lineStart...lineEnd
        where index == lineEnd || bytes[index] == UInt8(ascii: "\t") {
          columns.append(columnStart..<index)
          columnStart = index + 1
        }
        guard columns.count == 5 || columns.count == 6 else { continue }
        let line = Line(bytes: bytes)
        let kind =
          columns.count == 6 ? UTTypeDeclaration.Kind(rawValue: line.text(columns[5])) : .exported
        guard let kind else { continue }
        result.append(
          UTTypeDeclaration(
            identifier: line.text(columns[0]), conformsTo: line.list(columns[1]),
            filenameExtensions: line.list(columns[2]), mimeTypes: line.list(columns[3]),
            description: line.isEmpty(columns[4]) ? nil : line.text(columns[4]), kind: kind))
      }
      return result
    }
  }

  /// The columns of one line, read from the table's bytes.
  private struct Line {
    let bytes: UnsafeBufferPointer<UInt8>

    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func isEmpty(_ range: Range<Int>) -> Bool {
      range.isEmpty || (range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "-"))
    }

    func list(_ range: Range<Int>) -> [String] {
      guard !isEmpty(range) else { return [] }
      var items: [String] = []
      var itemStart = range.lowerBound
      for index in range.lowerBound...range.upperBound
      where index == range.upperBound || bytes[index] == UInt8(ascii: " ") {
        if index > itemStart { items.append(text(itemStart..<index)) }
        itemStart = index + 1
      }
      return items
    }
  }
}
