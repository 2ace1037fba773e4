/// One type declaration as an app's Info.plist states it (`UTExportedTypeDeclarations` /
/// `UTImportedTypeDeclarations` entries), ready to register.
///
/// ```swift
/// let note = UTTypeDeclaration(
///   identifier: "com.example.note", conformsTo: ["com.apple.package"],
///   typeDescription: "Note", tags: [.filenameExtension: ["note"]], kind: .exported)
/// let registry = try UTTypeRegistry.builtIn.registering([note])
/// ```
public struct UTTypeDeclaration: Hashable, Sendable {
  /// Whether the app owns the type or only uses someone else's.
  public enum Kind: String, Hashable, Sendable {
    /// From `UTExportedTypeDeclarations`: the app defines the type; wins over imported ones.
    case exported
    /// From `UTImportedTypeDeclarations`: the app uses a type defined elsewhere.
    case imported
  }

  /// `UTTypeIdentifier`.
  public var identifier: String
  /// `UTTypeConformsTo`: the parent identifiers, in order.
  public var conformsTo: [String]
  /// `UTTypeDescription`.
  public var typeDescription: String?
  /// `UTTypeTagSpecification`: tags by class, preferred first.
  public var tags: [UTTagClass: [String]]
  /// Exported or imported.
  public var kind: Kind
  /// `UTTypeReferenceURL`: where the format is documented, as written in the declaration.
  public var referenceURL: String?
  /// `UTTypeVersion`: the declaration's version number, when it gives a whole number.
  public var version: Int?

  /// Creates a declaration.
  public init(
    identifier: String, conformsTo: [String], typeDescription: String? = nil,
    tags: [UTTagClass: [String]] = [:], kind: Kind = .exported, referenceURL: String? = nil,
    version: Int? = nil
  ) {
    self.identifier = identifier
    self.conformsTo = conformsTo
    self.typeDescription = typeDescription
    self.tags = tags
    self.kind = kind
    self.referenceURL = referenceURL
    self.version = version
  }

  /// The shape the generated built-in table uses.
  init(
    identifier: String, conformsTo: [String], filenameExtensions: [String], mimeTypes: [String],
    description: String?, kind: Kind
  ) {
    var tags: [UTTagClass: [String]] = [:]
    if !filenameExtensions.isEmpty { tags[.filenameExtension] = filenameExtensions }
    if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
    self.init(
      identifier: identifier, conformsTo: conformsTo, typeDescription: description, tags: tags,
      kind: kind)
  }

  /// Checks identifiers, parents and tags.
  /// - Throws: `UTTypeDeclarationError.invalidIdentifier`, `.invalidTag` or `.tooManyTags`.
  func validate() throws(UTTypeDeclarationError) {
    guard TypeIdentifierSyntax.isValidIdentifier(identifier), !identifier.hasPrefix("dyn.") else {
      throw .invalidIdentifier(identifier)
    }
    for parent in conformsTo where !TypeIdentifierSyntax.isValidIdentifier(parent) {
      throw .invalidParent(identifier: identifier, parent: parent)
    }
    var count = 0
    for (tagClass, values) in tags {
      guard TypeIdentifierSyntax.isValidIdentifier(tagClass.rawValue) else {
        throw .invalidTag(identifier: identifier, tagClass: tagClass.rawValue, tag: "")
      }
      count += values.count
      for tag in values where !TypeIdentifierSyntax.isValidTag(tag, tagClass: tagClass) {
        throw .invalidTag(identifier: identifier, tagClass: tagClass.rawValue, tag: tag)
      }
    }
    if count > Self.maximumTags || conformsTo.count > Self.maximumTags {
      throw .tooManyTags(identifier: identifier, limit: Self.maximumTags)
    }
  }

  /// The most tags (and the most parents) one declaration may list.
  static let maximumTags = 256
}
