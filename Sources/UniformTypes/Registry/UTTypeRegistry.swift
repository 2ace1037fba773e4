import Synchronization

/// An immutable set of type declarations (plus a bounded cache of the dynamic types it made)
/// with everything precomputed for fast look-ups:
/// records by identifier, candidates by lower-cased tag in precedence order, and each type's
/// full ancestor set.
///
/// `UTType`'s initializers use `UTTypeRegistry.shared`, which starts as `builtIn` (Apple's
/// system types plus docpkg's own) and grows with `UTTypeRegistry.register(_:)`. Build a
/// private registry with `registering(_:)` to keep an app's declarations to yourself:
///
/// ```swift
/// let info = try Data(contentsOf: appInfoPlist)
/// let registry = try UTTypeRegistry.builtIn.registering(
///   UTTypeDeclaration.declarations(fromPropertyList: info))
/// let type = registry.type(tag: "sketch", tagClass: .filenameExtension, conformingTo: .data)
/// ```
///
/// ## Precedence when several declarations share a tag
/// Candidates are ordered by, in turn: (1) origin — exported at run time, then built-in, then
/// imported at run time; (2) generality — a candidate that is a supertype of another candidate
/// of the same origin comes first (`plist` → `com.apple.property-list`); (3) `public.`
/// identifiers first; (4) declarations listing the tag as their preferred (first) tag first;
/// (5) declaration order (built-in: by identifier; registered: file order). The conformance
/// filter is applied before choosing. For one identifier declared several times, built-in
/// beats exported beats imported, and a later registration replaces an earlier one of the
/// same origin. See `Spec/Types/README.md`.
public final class UTTypeRegistry: Sendable {
  /// One declaration with where and when it entered.
  struct Entry: Sendable {
    var declaration: UTTypeDeclaration
    var origin: TypeRecord.Origin
    var batch: Int
  }

  /// The declarations this registry was built from, in order.
  let entries: [Entry]
  /// The winning record for each lower-cased identifier.
  let records: [String: TypeRecord]
  /// Candidates for each lower-cased filename extension, preferred first.
  let extensionIndex: [String: [TypeRecord]]
  /// Candidates for each lower-cased MIME type, preferred first.
  let mimeTypeIndex: [String: [TypeRecord]]
  /// Candidates for tags of other classes.
  let otherTagIndex: [UTTagClass: [String: [TypeRecord]]]
  /// Records for parents nobody declares, so their conformance still resolves.
  let undeclaredParents: [String: TypeRecord]
  /// Dynamic types already made, so a folder of `.sql` files encodes `dyn.` once.
  private let dynamicCache = Mutex<[DynamicCacheKey: TypeRecord]>([:])
  /// The most dynamic types cached; the cache is emptied when it is full.
  static let dynamicCacheLimit = 4096

  struct DynamicCacheKey: Hashable, Sendable {
    var tag: String
    var tagClass: String
    var supertype: String
  }

  /// `extensionIndex` and `mimeTypeIndex` as fast case-folding tables.
  let extensionTable: TagTable
  let mimeTypeTable: TagTable

  init(
    entries: [Entry], records: [String: TypeRecord], extensionIndex: [String: [TypeRecord]],
    mimeTypeIndex: [String: [TypeRecord]], otherTagIndex: [UTTagClass: [String: [TypeRecord]]],
    undeclaredParents: [String: TypeRecord]
  ) {
    self.entries = entries
    self.records = records
    self.extensionIndex = extensionIndex
    self.mimeTypeIndex = mimeTypeIndex
    self.otherTagIndex = otherTagIndex
    self.undeclaredParents = undeclaredParents
    self.extensionTable = TagTable(extensionIndex)
    self.mimeTypeTable = TagTable(mimeTypeIndex)
  }

  /// Every declared type, sorted by identifier.
  public var declaredTypes: [UTType] {
    records.values.sorted { $0.key < $1.key }.map(UTType.init(record:))
  }

  /// The type for `identifier`: declared, dynamic (`dyn.a…`), or undeclared but valid.
  /// - Returns: `nil` for invalid syntax or an undecodable `dyn.` identifier.
  public func type(withIdentifier identifier: String) -> UTType? {
    let key = TypeIdentifierSyntax.foldCase(identifier)
    if let record = records[key] {
      return UTType(record: record)
    }
    if key.hasPrefix("dyn.") {
      guard identifier.utf8.count <= TypeIdentifierSyntax.maximumLength * 2,
        let decoded = try? DynamicTypeCoding.decode(identifier)
      else { return nil }
      return UTType(record: dynamicRecord(identifier: identifier, decoded: decoded))
    }
    guard TypeIdentifierSyntax.isValidIdentifier(identifier) else { return nil }
    return UTType(
      record: undeclaredParents[key] ?? Self.undeclaredRecord(identifier, interned: false))
  }

  /// The declared type with `identifier`, or `nil` when no declaration names it.
  public func declaredType(withIdentifier identifier: String) -> UTType? {
    records[TypeIdentifierSyntax.foldCase(identifier)].map(UTType.init(record:))
  }

  /// The preferred type for a tag among those conforming to `supertype`, or a dynamic type
  /// when no declaration matches.
  /// - Returns: `nil` when `tag` is not a valid tag of `tagClass`.
  /// - Complexity: O(1) average.
  public func type(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> UTType? {
    if let candidates = candidates(tag: tag, tagClass: tagClass) {
      for record in candidates where Self.conforms(record, to: supertype) {
        return UTType(record: record)
      }
    }
    guard TypeIdentifierSyntax.isValidTag(tag, tagClass: tagClass) else { return nil }
    return dynamicType(tag: tag, tagClass: tagClass, conformingTo: supertype ?? .data)
  }

  /// The declared types claiming a tag and conforming to `supertype` (any, when `nil`),
  /// preferred first; empty when none.
  public func declaredTypes(
    tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?
  ) -> [UTType] {
    guard let candidates = candidates(tag: tag, tagClass: tagClass) else { return [] }
    return candidates.filter { Self.conforms($0, to: supertype) }.map(UTType.init(record:))
  }

  /// Like `declaredTypes(tag:tagClass:conformingTo:)`, but one dynamic type when none is
  /// declared (Apple's `UTType.types(tag:tagClass:conformingTo:)`).
  public func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?)
    -> [UTType]
  {
    let declared = declaredTypes(tag: tag, tagClass: tagClass, conformingTo: supertype)
    if !declared.isEmpty { return declared }
    guard TypeIdentifierSyntax.isValidTag(tag, tagClass: tagClass) else { return [] }
    return [dynamicType(tag: tag, tagClass: tagClass, conformingTo: supertype ?? .data)]
  }

  /// A new registry with these declarations added to this one's.
  /// - Throws: `UTTypeDeclarationError` for invalid identifiers or tags, an identifier declared
  ///   twice with the same kind in `declarations`, cyclic conformance, or too many
  ///   declarations.
  public func registering(_ declarations: [UTTypeDeclaration]) throws(UTTypeDeclarationError)
    -> UTTypeRegistry
  {
    let batch = (entries.last?.batch ?? 0) + 1
    let added = declarations.map {
      Entry(
        declaration: $0, origin: $0.kind == .exported ? .exported : .imported, batch: batch)
    }
    return try UTTypeRegistry.build(entries + added)
  }

  @inline(__always)
  private func candidates(tag: String, tagClass: UTTagClass) -> [TypeRecord]? {
    switch tagClass.kind {
    case .filenameExtension:
      return extensionTable.lookUp(tag)
    case .mimeType:
      if let found = mimeTypeTable.lookUp(tag) { return found }
      guard tag.utf8.contains(UInt8(ascii: ";")) else { return nil }
      return mimeTypeTable.lookUp(Self.mimeKey(tag.lowercased()))
    case .other:
      return otherTagIndex[tagClass]?[TypeIdentifierSyntax.foldCase(tag)]
    }
  }

  /// MIME types are matched without parameters and surrounding spaces (`text/html;
  /// charset=utf-8` finds `text/html`) unless the full form is itself declared.
  static func mimeKey(_ folded: String) -> String {
    guard let semicolon = folded.firstIndex(of: ";") else { return folded }
    return String(folded[..<semicolon]).trimmingSpaces()
  }

  @inline(__always)
  static func conforms(_ record: TypeRecord, to supertype: UTType?) -> Bool {
    guard let supertype else { return true }
    return record.conforms(to: supertype.record)
  }

  private func dynamicType(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType)
    -> UTType
  {
    let key = DynamicCacheKey(
      tag: tag, tagClass: tagClass.rawValue, supertype: supertype.record.key)
    if let cached = dynamicCache.withLock({ $0[key] }) {
      return UTType(record: cached)
    }
    let decoded = DynamicTypeCoding.Fields(
      conformsTo: [supertype.identifier], tags: [tagClass: [tag]])
    let identifier = DynamicTypeCoding.encode(decoded)
    let record = dynamicRecord(identifier: identifier, decoded: decoded)
    dynamicCache.withLock { cache in
      if cache.count >= Self.dynamicCacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[key] = record
    }
    return UTType(record: record)
  }

  private func dynamicRecord(identifier: String, decoded: DynamicTypeCoding.Fields)
    -> TypeRecord
  {
    let parents = decoded.conformsTo.map { parent in
      records[parent.lowercased()] ?? undeclaredParents[parent.lowercased()]
        ?? Self.undeclaredRecord(parent, interned: false)
    }
    return TypeRecord(
      identifier: identifier, parents: decoded.conformsTo,
      ancestors: TypeRecord.ancestors(of: parents), tags: decoded.tags, typeDescription: nil,
      origin: .dynamic, order: Int.max, interned: false)
  }

  /// A record for an identifier nobody declares. Parents named by declarations are interned
  /// (their number is bounded by the declarations); ad-hoc identifiers are not.
  static func undeclaredRecord(_ identifier: String, interned: Bool = true) -> TypeRecord {
    TypeRecord(
      identifier: identifier, parents: [], ancestors: [], tags: [:], typeDescription: nil,
      origin: .undeclared, order: Int.max, interned: interned)
  }
}
