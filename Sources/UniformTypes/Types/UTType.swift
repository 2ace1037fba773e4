/// A uniform type identifier: a named kind of data, file or folder with a conformance graph,
/// filename-extension and MIME tags, in the shape of Apple's `UniformTypeIdentifiers.UTType`.
///
/// Types come from the built-in table (Apple's system declarations plus docpkg's own formats),
/// from declarations registered at run time, or are made up on demand as dynamic `dyn.a…`
/// types for tags nobody declares.
///
/// ```swift
/// let png = UTType(filenameExtension: "PNG")    // public.png
/// png?.conforms(to: .image)                     // true
/// png?.preferredMIMEType                        // "image/png"
/// UTType(filenameExtension: "sql")?.identifier  // "dyn.ah62d4rv4ge81g6pq"
/// ```
///
/// Identifiers compare case-insensitively, as on Apple platforms.
public struct UTType: Hashable, Sendable {
  let record: TypeRecord

  init(record: TypeRecord) {
    self.record = record
  }

  /// Creates the type for an identifier such as `public.png` or `dyn.ah62d4rv4ge81g6pq`.
  ///
  /// A syntactically valid identifier that no declaration names gives an undeclared type
  /// (`isDeclared == false`) that conforms only to itself.
  /// - Returns: `nil` when the identifier is not valid UTI syntax, or is a `dyn.` identifier
  ///   that does not decode.
  public init?(_ identifier: String) {
    guard let type = UTTypeRegistry.shared.type(withIdentifier: identifier) else { return nil }
    self = type
  }

  /// Creates the preferred type for a filename extension (without the dot, any case) among
  /// the types conforming to `supertype`; a dynamic type when no declaration claims it.
  /// - Returns: `nil` for an empty extension or one containing `/` or NUL.
  /// - Complexity: O(1) average: one dictionary probe and a few set look-ups.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// Creates the preferred type for a MIME type (any case) among the types conforming to
  /// `supertype`; a dynamic type when no declaration claims it.
  /// - Returns: `nil` for an empty or malformed MIME type.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// Every type that claims `tag` in `tagClass` and conforms to `supertype` (all of them when
  /// `supertype` is `nil`), the preferred one first. When none does, one dynamic type.
  public static func types(
    tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?
  ) -> [UTType] {
    UTTypeRegistry.shared.types(tag: tag, tagClass: tagClass, conformingTo: supertype)
  }

  /// The identifier, e.g. `public.jpeg`.
  public var identifier: String { record.identifier }

  /// Whether this type is `type` or has it among its ancestors.
  /// - Complexity: O(1) average.
  public func conforms(to type: UTType) -> Bool {
    record.conforms(to: type.record)
  }

  /// Whether `type` conforms to this type and is a different type.
  public func isSupertype(of type: UTType) -> Bool {
    !type.record.isSame(as: record) && type.record.conforms(to: record)
  }

  /// Whether this type conforms to `type` and is a different type.
  public func isSubtype(of type: UTType) -> Bool {
    type.isSupertype(of: self)
  }

  /// Every ancestor in the conformance graph (not just the direct parents), without the type
  /// itself.
  public var supertypes: Set<UTType> {
    Set(record.ancestors.map(UTType.init(record:)))
  }

  /// The ancestors in breadth-first order of the declared parents: direct parents first,
  /// each ancestor once. A docpkg addition for stable output; `supertypes` is Apple's.
  public var orderedSupertypes: [UTType] {
    record.ancestors.map(UTType.init(record:))
  }

  /// The identifiers this type directly conforms to, as declared.
  public var declaredParentIdentifiers: [String] { record.parents }

  /// The tags by class, each list in declaration order (the first is the preferred one).
  public var tags: [UTTagClass: [String]] { record.tags }

  /// The preferred filename extension without the dot, if the type has one.
  public var preferredFilenameExtension: String? {
    record.tags[.filenameExtension]?.first
  }

  /// The preferred MIME type, if the type has one.
  public var preferredMIMEType: String? {
    record.tags[.mimeType]?.first
  }

  /// The human-readable description from the declaration (English only), if any.
  public var localizedDescription: String? { record.typeDescription }

  /// Whether a declaration (built-in or registered) defines this type.
  public var isDeclared: Bool { record.origin.isDeclared }

  /// Whether this is a dynamic `dyn.` type made up for an undeclared tag.
  public var isDynamic: Bool { record.origin == .dynamic }

  /// Whether the identifier is in the reserved `public.` domain.
  public var isPublic: Bool { record.key.hasPrefix("public.") }

  /// Whether both name the same identifier, ignoring case.
  public static func == (lhs: UTType, rhs: UTType) -> Bool {
    lhs.record.isSame(as: rhs.record)
  }

  /// Hashes the lower-cased identifier.
  public func hash(into hasher: inout Hasher) {
    // By key: the same identifier may be interned in one record and not in another.
    hasher.combine(record.key)
  }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
  /// The identifier.
  public var description: String { identifier }
  /// `UTType(identifier)`.
  public var debugDescription: String {
    "UTType(\(identifier))"
  }
}

extension UTType: Codable {
  /// Decodes a type from its identifier string.
  /// - Throws: `DecodingError.dataCorrupted` when the string is not a valid identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let identifier = try container.decode(String.self)
    guard let type = UTType(identifier) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(identifier)' is not a valid type identifier")
    }
    self = type
  }

  /// Encodes the identifier string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}
