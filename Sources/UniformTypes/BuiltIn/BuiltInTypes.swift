/// The compiled-in declarations: Apple's system types (`system-types.tsv`) and docpkg's own
/// formats (`docpkg-types.tsv`, generated from `Spec/Types/docpkg-types.plist` by
/// `Spec/Types/generate.py`), both embedded as bytes and read on first use
/// (`SystemTypeTable`).
enum BuiltInTypes {}

extension UTTypeRegistry {
  /// Apple's system types and docpkg's own formats (its sample apps'
  /// `com.docpkg.*` package types), compiled in; nothing is read from disk.
  public static let builtIn: UTTypeRegistry = {
    let entries = (BuiltInTypes.system + BuiltInTypes.docpkg).map {
      Entry(declaration: $0, origin: .builtIn, batch: 0)
    }
    // The table is checked by the tests; an empty registry is the only non-crashing fallback.
    return (try? build(entries))
      ?? UTTypeRegistry(
        entries: [], records: [:], extensionIndex: [:], mimeTypeIndex: [:], otherTagIndex: [:],
        undeclaredParents: [:])
  }()
}

extension UTType {
  /// A built-in type by identifier, for the static constants.
  init(builtIn identifier: String) {
    let key = identifier.lowercased()
    self.init(
      record: UTTypeRegistry.builtIn.records[key] ?? UTTypeRegistry.undeclaredRecord(identifier))
  }
}
