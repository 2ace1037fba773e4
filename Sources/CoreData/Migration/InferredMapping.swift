/// The mapping Core Data infers between two versions of a model for a lightweight migration
/// (Apple's `NSMappingModel.inferredMappingModel(forSourceModel:destinationModel:)`): each
/// destination entity and property matched to a source one by name, or by the destination's
/// renaming identifier naming the source's; a change beyond what can be inferred is an error.
///
/// Inferred: entities and properties added (a new attribute optional or with a default), removed
/// or renamed; an attribute made required when it has a default; a relationship's destination
/// renamed with it. Not inferred: a changed attribute type, a relationship turned from to-one
/// to to-many or back, a new required attribute without a default or required relationship.
struct InferredMapping {
  /// One destination entity and the source entity its rows come from.
  struct EntityMap {
    let destination: NSEntityDescription
    /// The source entity, or nil for a new entity (no rows).
    let source: NSEntityDescription?
    /// Each stored destination attribute and the source attribute its values come from (nil:
    /// the default value, or nothing).
    var attributes: [(destination: NSAttributeDescription, source: NSAttributeDescription?)] =
      []
    /// Each stored destination relationship and its source relationship (nil: empty).
    var relationships:
      [(destination: NSRelationshipDescription, source: NSRelationshipDescription?)] = []
  }

  /// The maps, in the destination model's entity order.
  var entities: [EntityMap] = []

  /// The source entity a destination entity is matched to.
  static func sourceEntity(of entity: NSEntityDescription, in source: NSManagedObjectModel)
    -> NSEntityDescription?
  {
    let byName = source.entitiesByName
    if let renamed = entity.renamingIdentifier, let match = byName[renamed] { return match }
    return entity.name.flatMap { byName[$0] }
  }

  /// Infers the mapping from `source` to `destination`.
  ///
  /// - Throws: ``StoreError/cannotMigrate(path:reason:)`` naming the first change that cannot
  ///   be inferred.
  init(from source: NSManagedObjectModel, to destination: NSManagedObjectModel, path: String)
    throws(StoreError)
  {
    for entity in destination.entities {
      let name = entity.name ?? "?"
      guard let old = Self.sourceEntity(of: entity, in: source) else {
        entities.append(EntityMap(destination: entity, source: nil))
        continue
      }
      var map = EntityMap(destination: entity, source: old)
      let oldProperties = old.propertiesByName
      func match(_ property: NSPropertyDescription) -> NSPropertyDescription? {
        if let renamed = property.renamingIdentifier, let found = oldProperties[renamed],
          !found.isTransient
        {
          return found
        }
        return oldProperties[property.name].flatMap { $0.isTransient ? nil : $0 }
      }
      for property in entity.properties where !property.isTransient {
        if let attribute = property as? NSAttributeDescription {
          guard attribute.attributeType != .compositeAttributeType else { continue }
          let previous = match(attribute)
          if let previous {
            guard let oldAttribute = previous as? NSAttributeDescription,
              oldAttribute.attributeType == attribute.attributeType
            else {
              throw .cannotMigrate(
                path: path,
                reason:
                  "\(name).\(attribute.name) changed type, which a lightweight migration does not infer"
              )
            }
            if oldAttribute.isOptional, !attribute.isOptional, attribute.defaultValue == nil {
              throw .cannotMigrate(
                path: path,
                reason: "\(name).\(attribute.name) became required and has no default value")
            }
            map.attributes.append((attribute, oldAttribute))
          } else {
            if !attribute.isOptional, attribute.defaultValue == nil {
              throw .cannotMigrate(
                path: path,
                reason:
                  "the new attribute \(name).\(attribute.name) is required and has no default value"
              )
            }
            map.attributes.append((attribute, nil))
          }
        } else if let relationship = property as? NSRelationshipDescription {
          guard let previous = match(relationship) else {
            if !relationship.isOptional {
              throw .cannotMigrate(
                path: path,
                reason: "the new relationship \(name).\(relationship.name) is required")
            }
            map.relationships.append((relationship, nil))
            continue
          }
          guard let oldRelationship = previous as? NSRelationshipDescription,
            oldRelationship.isToMany == relationship.isToMany
          else {
            throw .cannotMigrate(
              path: path,
              reason:
                "\(name).\(relationship.name) changed between to-one and to-many, which a lightweight migration here does not infer"
            )
          }
          let target = relationship.destinationEntity.flatMap {
            Self.sourceEntity(of: $0, in: source)
          }
          guard let target, target === oldRelationship.destinationEntity else {
            throw .cannotMigrate(
              path: path, reason: "\(name).\(relationship.name) reaches another entity now")
          }
          map.relationships.append((relationship, oldRelationship))
        }
      }
      entities.append(map)
    }
  }
}
