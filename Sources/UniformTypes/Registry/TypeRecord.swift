/// Everything a registry knows about one type, computed once: the resolved ancestor set makes
/// `conforms(to:)` a set look-up. Immutable, so it is shared freely between threads.
final class TypeRecord: Sendable {
  /// Where a record came from; decides precedence between declarations.
  enum Origin: Int, Sendable {
    /// Made up for a `dyn.` identifier.
    case dynamic
    /// A valid identifier nobody declares.
    case undeclared
    /// An imported declaration registered at run time.
    case imported
    /// The built-in table (Apple's system declarations and docpkg's own formats).
    case builtIn
    /// An exported declaration registered at run time.
    case exported

    var isDeclared: Bool { self == .imported || self == .builtIn || self == .exported }
  }

  /// The identifier as declared.
  let identifier: String
  /// The lowercased identifier: the comparison key.
  let key: String
  /// The declared parent identifiers, in order.
  let parents: [String]
  /// Every ancestor, breadth-first in parent order, without this type.
  let ancestors: [TypeRecord]
  /// The interned id of `key` (see `TypeKeyInterning`), or -1 for dynamic and ad-hoc
  /// undeclared types, which compare by key so that arbitrary identifiers never grow the
  /// process-wide table.
  let id: Int
  /// The ids of `ancestors`, sorted: a linear scan of a few integers answers conformance.
  let ancestorIDs: [Int]
  /// Tags by class, in declaration order.
  let tags: [UTTagClass: [String]]
  /// The declared description.
  let typeDescription: String?
  /// Where the record came from.
  let origin: Origin
  /// The position of its declaration (built-in table order, then registration order).
  let order: Int
  /// `UTTypeReferenceURL` and `UTTypeVersion` of the declaration, when given.
  let referenceURL: String?
  let version: Int?

  init(
    identifier: String, parents: [String], ancestors: [TypeRecord],
    tags: [UTTagClass: [String]], typeDescription: String?, origin: Origin, order: Int,
    interned: Bool = true, referenceURL: String? = nil, version: Int? = nil
  ) {
    self.referenceURL = referenceURL
    self.version = version
    self.identifier = identifier
    self.key = TypeIdentifierSyntax.foldCase(identifier)
    self.parents = parents
    self.ancestors = ancestors
    self.id = interned ? TypeKeyInterning.id(for: key) : -1
    self.ancestorIDs = ancestors.map(\.id).sorted()
    self.tags = tags
    self.typeDescription = typeDescription
    self.origin = origin
    self.order = order
  }

  /// Whether this record is `other` or descends from it.
  @inline(__always)
  func conforms(to other: TypeRecord) -> Bool {
    if other.id >= 0 && id >= 0 {
      return id == other.id || ancestorIDs.contains(other.id)
    }
    // Ids that overflowed the interning table (or dynamic types): compare the keys.
    return key == other.key || ancestors.contains { $0.key == other.key }
  }

  /// Whether this record and `other` name the same identifier.
  @inline(__always)
  func isSame(as other: TypeRecord) -> Bool {
    id >= 0 && other.id >= 0 ? id == other.id : key == other.key
  }

  /// Breadth-first union of the parents and their ancestors, each once, in parent order.
  ///
  /// Ancestor lists are short (a few to a dozen types), so "each once" is a scan of the result
  /// by key rather than a hashed set: building the built-in registry does this 400 times at
  /// every start.
  static func ancestors(of parents: [TypeRecord]) -> [TypeRecord] {
    var result: [TypeRecord] = []
    var queue = parents
    var index = 0
    while index < queue.count {
      let record = queue[index]
      index += 1
      guard !result.contains(where: { $0 === record || $0.isSame(as: record) }) else { continue }
      result.append(record)
      queue.append(contentsOf: record.ancestors)
    }
    return result
  }
}
