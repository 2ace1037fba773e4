import Foundation

// Core Data's version hashes, as Apple's framework computes them: SHA-256 over a fixed
// serialization of the properties that affect persistence (Spec/Formats/CoreData.md,
// "Version hashes"). Integers are little-endian, strings are UTF-8 without a terminator.

extension NSPropertyDescription {
  /// The property's version hash: 32 bytes that change when a stored detail of the property
  /// changes (Apple's `versionHash`).
  ///
  /// Attributes add their type, relationships their destination, inverse and counts; the
  /// hash is the one Xcode's Core Data writes into `VersionInfo.plist` and store metadata.
  public var versionHash: Data { Data(versionHashBytes) }

  /// The hash of the fields every property has: name, flags, version-hash modifier.
  var baseVersionHash: [UInt8] {
    var hasher = SHA256()
    hasher.update(utf8: name)
    // Derived attributes are the only read-only properties a model reader makes.
    let isReadOnly = self is NSDerivedAttributeDescription
    let flags: UInt16 = (isOptional ? 1 : 0) | (isTransient ? 2 : 0) | (isReadOnly ? 4 : 0)
    hasher.update(littleEndian: flags)
    if let versionHashModifier { hasher.update(utf8: versionHashModifier) }
    return hasher.finalize()
  }

  /// The full hash; attributes and relationships extend the base one.
  var versionHashBytes: [UInt8] {
    switch self {
    case let derived as NSDerivedAttributeDescription: derived.derivedVersionHash
    case let attribute as NSAttributeDescription: attribute.attributeVersionHash
    case let relationship as NSRelationshipDescription: relationship.relationshipVersionHash
    default: baseVersionHash
    }
  }
}

extension NSAttributeDescription {
  var attributeVersionHash: [UInt8] {
    var hasher = SHA256()
    hasher.update(baseVersionHash)
    hasher.update(littleEndian: UInt32(truncatingIfNeeded: attributeType.rawValue))
    if allowsExternalBinaryDataStorage { hasher.update([1]) }
    if preservesValueInHistoryOnDeletion { hasher.update([1]) }
    if let composite = self as? NSCompositeAttributeDescription {
      for element in composite.elements.sorted(by: { $0.name < $1.name }) where !element.isTransient
      {
        hasher.update(element.versionHashBytes)
      }
    }
    return hasher.finalize()
  }
}

extension NSDerivedAttributeDescription {
  /// Apple hashes a derived attribute by its derivation alone: the attribute hash is computed
  /// but not fed in (checked against alemar11's `Book.pagesCount`, `count:(pages)`).
  var derivedVersionHash: [UInt8] {
    var hasher = SHA256()
    if let derivationExpressionString {
      hasher.update(utf8: DerivationFormat.predicateFormat(of: derivationExpressionString))
    }
    return hasher.finalize()
  }
}

extension NSRelationshipDescription {
  var relationshipVersionHash: [UInt8] {
    var hasher = SHA256()
    hasher.update(baseVersionHash)
    if let destination = destinationEntity?.name { hasher.update(utf8: destination) }
    if let inverse = inverseRelationship, inverse !== self { hasher.update(utf8: inverse.name) }
    hasher.update(littleEndian: Int32(truncatingIfNeeded: maxCount))
    hasher.update(littleEndian: Int32(truncatingIfNeeded: minCount))
    if isOrdered { hasher.update(littleEndian: UInt16(1)) }
    return hasher.finalize()
  }
}

extension NSEntityDescription {
  /// The entity's version hash: 32 bytes that change when the entity's stored shape changes
  /// (Apple's `versionHash`); stores record it per entity in `NSStoreModelVersionHashes`.
  ///
  /// It covers the name, abstractness, the superentity's hash, the hashes of every stored
  /// attribute and relationship (inherited ones included) in name order, the version-hash
  /// modifier and the uniqueness constraints.
  public var versionHash: Data { Data(versionHashBytes) }

  var versionHashBytes: [UInt8] {
    var visited: Set<ObjectIdentifier> = []
    return versionHashBytes(visited: &visited)
  }

  private func versionHashBytes(visited: inout Set<ObjectIdentifier>) -> [UInt8] {
    var hasher = SHA256()
    if let name { hasher.update(utf8: name) }
    hasher.update([isAbstract ? 1 : 0])
    // A cycle of superentities is malformed; hash it as if the chain stopped there.
    if let superentity, visited.insert(ObjectIdentifier(self)).inserted {
      hasher.update(superentity.versionHashBytes(visited: &visited))
    }
    let stored = properties.filter { property in
      (property is NSAttributeDescription || property is NSRelationshipDescription)
        && !property.isTransient
    }
    for property in stored.sorted(by: { $0.name < $1.name }) {
      hasher.update(property.versionHashBytes)
    }
    if let versionHashModifier { hasher.update(utf8: versionHashModifier) }
    let constraints = uniquenessConstraints.map { constraint in
      constraint.map(Self.constraintElementName).joined(separator: ".")
    }
    for constraint in constraints.sorted() where !constraint.isEmpty {
      hasher.update(utf8: constraint)
    }
    return hasher.finalize()
  }

  private static func constraintElementName(_ element: Any) -> String {
    if let property = element as? NSPropertyDescription { return property.name }
    return String(describing: element)
  }
}

extension NSManagedObjectModel {
  /// Every entity's version hash by entity name (Apple's `entityVersionHashesByName`), the
  /// dictionary a store keeps as `NSStoreModelVersionHashes`.
  public var entityVersionHashesByName: [String: Data] {
    var result: [String: Data] = [:]
    for entity in entities {
      if let name = entity.name { result[name] = entity.versionHash }
    }
    return result
  }
}
