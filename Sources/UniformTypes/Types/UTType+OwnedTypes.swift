import Foundation

extension UTType {
  /// The type your app owns and declares in its `UTExportedTypeDeclarations`, as Apple's
  /// `UTType(exportedAs:conformingTo:)` gives it.
  ///
  /// When the shared registry has a declaration for `identifier` (the app registered its
  /// Info.plist or JSON with `UTTypeRegistry.register(_:)`, or the type is built in), that
  /// declared type is returned, with its tags, description and conformance as declared;
  /// `parentType` is then only what the caller expects, as on Apple platforms. When nothing
  /// declares it, the result is still a usable type: `identifier` as given, conforming to
  /// `parentType` and its ancestors (to nothing else when `parentType` is `nil`), with no
  /// tags and `isDeclared == false` — what Apple returns for an app that forgot to declare
  /// its type.
  ///
  /// ```swift
  /// extension UTType {
  ///   static let note = UTType(exportedAs: "com.example.note", conformingTo: .package)
  /// }
  /// ```
  ///
  /// A `static let` is evaluated once, on first use: register the app's declarations before
  /// that (at launch), or the undeclared form is kept.
  /// - Parameters:
  ///   - identifier: the type's identifier, e.g. `com.example.note`.
  ///   - parentType: the type it extends, used when no declaration is registered.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self = UTTypeRegistry.shared.ownedType(identifier, conformingTo: parentType)
  }

  /// A type your app uses but another app owns, declared in its
  /// `UTImportedTypeDeclarations`, as Apple's `UTType(importedAs:conformingTo:)` gives it.
  ///
  /// The declaration in force wins: a built-in or exported declaration of the same
  /// identifier takes precedence over the app's imported one (`UTTypeRegistry` precedence).
  /// When nothing declares it, the result is the same usable undeclared type as
  /// `init(exportedAs:conformingTo:)` gives.
  /// - Parameters:
  ///   - identifier: the type's identifier, e.g. `com.example.other-format`.
  ///   - parentType: the type it extends, used when no declaration is registered.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self = UTTypeRegistry.shared.ownedType(identifier, conformingTo: parentType)
  }

  /// The preferred type for a tag of any class among the types conforming to `supertype` (any
  /// type when `nil`), chosen as `UTTypeRegistry` documents; a dynamic type when no
  /// declaration claims the tag.
  ///
  /// `UTType(filenameExtension:)` and `UTType(mimeType:)` are this initializer with
  /// `.filenameExtension` and `.mimeType`.
  /// - Returns: `nil` when `tag` is not a valid tag of `tagClass` (empty, or an extension
  ///   holding `/`).
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    guard
      let type = UTTypeRegistry.shared.type(
        tag: tag, tagClass: tagClass, conformingTo: supertype)
    else { return nil }
    self = type
  }

  /// The declaration's `UTTypeReferenceURL`: where the format is documented. `nil` for types
  /// without one, for undeclared and dynamic types, and for the built-in table, which does
  /// not carry reference URLs.
  public var referenceURL: URL? {
    record.referenceURL.flatMap { URL(string: $0) }
  }

  /// The declaration's `UTTypeVersion`, when it gives a whole number.
  public var version: NSNumber? {
    record.version.map { NSNumber(value: $0) }
  }
}

extension UTTypeRegistry {
  /// The declared type for `identifier`, or an undeclared one conforming to `parentType`.
  func ownedType(_ identifier: String, conformingTo parentType: UTType?) -> UTType {
    if let record = records[TypeIdentifierSyntax.foldCase(identifier)] {
      return UTType(record: record)
    }
    if identifier.lowercased().hasPrefix("dyn."),
      let dynamic = type(withIdentifier: identifier)
    {
      return dynamic
    }
    let parents = parentType.map { [$0.record] } ?? []
    return UTType(
      record: TypeRecord(
        identifier: identifier, parents: parents.map(\.identifier),
        ancestors: TypeRecord.ancestors(of: parents), tags: [:], typeDescription: nil,
        origin: .undeclared, order: Int.max, interned: false))
  }
}
