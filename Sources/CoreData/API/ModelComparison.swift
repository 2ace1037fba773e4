/// Compares a given model with the one a store caches, entity for entity and property for
/// property, naming the first difference that would change how the store is read.
///
/// Apple compares entity version hashes; docpkg does not compute those, and compares the
/// definitions the hashes cover instead: entity names and parents, stored attribute names and
/// types, relationship names, destinations and cardinality.
enum ModelComparison {
  static func check(_ given: NSManagedObjectModel, against store: NSManagedObjectModel)
    throws(StoreError)
  {
    let stored = store.entitiesByName
    for entity in given.entities {
      guard let name = entity.name else { continue }
      guard let other = stored[name] else {
        throw .modelMismatch(entity: name, reason: "the store's model has no entity \(name)")
      }
      if entity.superentity?.name != other.superentity?.name {
        throw .modelMismatch(
          entity: name,
          reason:
            "its parent is \(entity.superentity?.name ?? "none") in the model, \(other.superentity?.name ?? "none") in the store"
        )
      }
      let otherProperties = other.propertiesByName
      for property in entity.properties where !property.isTransient {
        guard let match = otherProperties[property.name], !match.isTransient else {
          throw .modelMismatch(entity: name, reason: "the store has no property \(property.name)")
        }
        if let attribute = property as? NSAttributeDescription {
          guard let storedAttribute = match as? NSAttributeDescription,
            storedAttribute.attributeType == attribute.attributeType
          else {
            throw .modelMismatch(
              entity: name, reason: "attribute \(property.name) has another type in the store")
          }
        } else if let relationship = property as? NSRelationshipDescription {
          guard let storedRelationship = match as? NSRelationshipDescription,
            storedRelationship.destinationEntity?.name == relationship.destinationEntity?.name,
            storedRelationship.isToMany == relationship.isToMany
          else {
            throw .modelMismatch(
              entity: name,
              reason:
                "relationship \(property.name) has another destination or cardinality in the store")
          }
        }
      }
    }
  }
}
