import Testing

@testable import UniformTypes

@Suite("System type table")
struct SystemTypeTableTests {
  @Test func readsColumnsListsAndEmptyMarks() {
    let table = Array(
      """
      # a comment line
      com.example.a\tpublic.data public.text\tabc ab\ttext/x-a\tExample A
      com.example.b\tpublic.data\t-\t-\t-
      """.utf8)
    let declarations = SystemTypeTable.declarations(in: table)
    #expect(declarations.count == 2)
    #expect(declarations[0].identifier == "com.example.a")
    #expect(declarations[0].conformsTo == ["public.data", "public.text"])
    #expect(declarations[0].tags[.filenameExtension] == ["abc", "ab"])
    #expect(declarations[0].tags[.mimeType] == ["text/x-a"])
    #expect(declarations[0].typeDescription == "Example A")
    #expect(declarations[1].tags.isEmpty)
    #expect(declarations[1].typeDescription == nil)
  }

  @Test func skipsLinesWithoutFiveColumns() {
    let table = Array("com.example.a\tpublic.data\n\ncom.example.b\tpublic.data\t-\t-\tB\n".utf8)
    let declarations = SystemTypeTable.declarations(in: table)
    #expect(declarations.map(\.identifier) == ["com.example.b"])
  }

  @Test func embeddedTableHoldsEveryDeclaration() {
    // system-types.tsv: 382 declarations (the reference-table tests compare each one).
    #expect(BuiltInTypes.system.count == 382)
    #expect(UTTypeRegistry.builtIn.records["public.png"] != nil)
  }

  @Test func everyBuiltInDeclarationIsValid() throws {
    // The built-in registry skips validation at start-up (it is compiled in): this is the check.
    for declaration in BuiltInTypes.system + BuiltInTypes.docpkg {
      #expect(throws: Never.self, "\(declaration.identifier)") { try declaration.validate() }
    }
    #expect(BuiltInTypes.docpkg.count > 0)
  }

  @Test func aSixthColumnGivesTheKind() {
    let table = Array(
      """
      com.example.a\tpublic.data\t-\t-\tA\timported
      com.example.b\tpublic.data\t-\t-\tB\texported
      com.example.c\tpublic.data\t-\t-\tC\tsomething-else
      """.utf8)
    let declarations = SystemTypeTable.declarations(in: table)
    #expect(declarations.map(\.identifier) == ["com.example.a", "com.example.b"])
    #expect(declarations.map(\.kind) == [.imported, .exported])
  }

  /// docpkg-types.tsv, generated from Spec/Types/docpkg-types.plist: every line reaches the
  /// registry with its kind (4 exported document types, 14 imported ones).
  @Test func docpkgTableHoldsEveryDeclaration() {
    let lines = String(decoding: PackageResources.docpkg_types_tsv, as: UTF8.self)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(BuiltInTypes.docpkg.count == lines.count)
    #expect(BuiltInTypes.docpkg.filter { $0.kind == .exported }.count == 4)
    #expect(BuiltInTypes.docpkg.filter { $0.kind == .imported }.count == 14)
    let photoKeeper = UTTypeRegistry.builtIn.records["com.docpkg.photokeeper"]
    #expect(photoKeeper?.tags[UTTagClass.filenameExtension] == ["ptk"])
  }
}
