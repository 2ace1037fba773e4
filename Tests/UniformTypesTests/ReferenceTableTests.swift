import Foundation
import TestSupport
import Testing

@testable import UniformTypes

/// Acceptance 1: every row of the reference table, checked against the compiled-in registry.
@Suite("Reference table")
struct ReferenceTableTests {
  struct Row {
    var identifier: String
    var parents: [String]
    var extensions: [String]
    var mimeTypes: [String]
    var description: String
  }

  /// `shared/reference/system-utis.tsv` beside the project or one of its parent folders (a
  /// worktree sits one level deeper), or `$UTI_REFERENCE`; `nil` when absent.
  static var referenceURL: URL? {
    if let override = ProcessInfo.processInfo.environment["UTI_REFERENCE"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    var folder = ProjectPaths.packageRoot
    for _ in 0..<3 {
      folder = folder.deletingLastPathComponent()
      let url = folder.appendingPathComponent("shared/reference/system-utis.tsv")
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    return nil
  }

  /// The reference table (comma lists), or `nil` when absent.
  static func referenceRows() throws -> [Row]? {
    guard let url = referenceURL else { return nil }
    let text = try String(contentsOf: url, encoding: .utf8)
    var rows: [Row] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let list = { (text: String) in text.split(separator: ",").map(String.init) }
      rows.append(
        Row(
          identifier: fields[0], parents: list(fields[1]), extensions: list(fields[2]),
          mimeTypes: list(fields[3]), description: fields.count > 4 ? fields[4] : ""))
    }
    return rows
  }

  /// The project's own copy, `Spec/Types/system-types.tsv` (space lists, `-` for empty).
  static func specRows() throws -> [Row] {
    let url = ProjectPaths.packageRoot.appendingPathComponent("Spec/Types/system-types.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var rows: [Row] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let list = { (text: String) in text == "-" ? [] : text.split(separator: " ").map(String.init)
      }
      rows.append(
        Row(
          identifier: fields[0], parents: list(fields[1]), extensions: list(fields[2]),
          mimeTypes: list(fields[3]), description: fields[4] == "-" ? "" : fields[4]))
    }
    return rows
  }

  /// The transitive closure of the table's parent relation, computed independently.
  static func ancestors(of identifier: String, in parents: [String: [String]]) -> Set<String> {
    var result: Set<String> = []
    var stack = parents[identifier] ?? []
    while let next = stack.popLast() {
      if result.insert(next).inserted { stack.append(contentsOf: parents[next] ?? []) }
    }
    return result
  }

  func check(_ rows: [Row]) throws {
    let parents = Dictionary(uniqueKeysWithValues: rows.map { ($0.identifier, $0.parents) })
    let registry = UTTypeRegistry.builtIn
    var checked = 0
    for row in rows {
      let type = try #require(
        registry.declaredType(withIdentifier: row.identifier), "\(row.identifier)")
      #expect(type.identifier == row.identifier)
      #expect(type.declaredParentIdentifiers == row.parents, "\(row.identifier) parents")
      #expect(
        (type.tags[.filenameExtension] ?? []) == row.extensions, "\(row.identifier) extensions")
      #expect((type.tags[.mimeType] ?? []) == row.mimeTypes, "\(row.identifier) MIME types")
      #expect(type.preferredFilenameExtension == row.extensions.first)
      #expect(type.preferredMIMEType == row.mimeTypes.first)
      #expect((type.localizedDescription ?? "") == row.description, "\(row.identifier) description")
      let expected = Self.ancestors(of: row.identifier, in: parents)
      #expect(Set(type.supertypes.map(\.identifier)) == expected, "\(row.identifier) ancestors")
      for ancestor in expected {
        let parent = try #require(UTType(ancestor))
        #expect(type.conforms(to: parent))
        #expect(parent.isSupertype(of: type))
        #expect(type.isSubtype(of: parent))
      }
      #expect(type.isDeclared && !type.isDynamic)
      #expect(type.isPublic == row.identifier.hasPrefix("public."))
      checked += 1
    }
    #expect(checked == rows.count)
  }

  @Test func everyReferenceRowMatches() throws {
    guard let rows = try Self.referenceRows() else {
      print("note: ../shared/reference/system-utis.tsv absent; reference walk skipped")
      return
    }
    #expect(rows.count == 382)
    try check(rows)
  }

  @Test func specCopyMatchesAndIsComplete() throws {
    let rows = try Self.specRows()
    #expect(rows.count == 382)
    try check(rows)
    if let reference = try Self.referenceRows() {
      #expect(Set(reference.map(\.identifier)) == Set(rows.map(\.identifier)))
    }
  }

  @Test func docpkgDeclarationsAreCompiledIn() throws {
    let data = try Data(
      contentsOf: ProjectPaths.packageRoot.appendingPathComponent("Spec/Types/docpkg-types.plist"))
    let declarations = try UTTypeDeclaration.declarations(fromPropertyList: data)
    #expect(declarations == BuiltInTypes.docpkg)
    #expect(UTType.note.conforms(to: .package))
    #expect(UTType.note.conforms(to: .compositeContent))
    #expect(UTType(exportedAs: "com.docpkg.photokeeper").conforms(to: .package))
    #expect(UTType(filenameExtension: "note", conformingTo: .package) == .note)
    #expect(
      UTType(filenameExtension: "PTK", conformingTo: .directory)
        == UTType(exportedAs: "com.docpkg.photokeeper"))
  }
}
