@testable import CoreData

/// A model as comparable lines: entities with their parents, attributes with their types and
/// optionality, relationships with destination, cardinality and inverse.
func signature(_ model: NSManagedObjectModel) -> [String] {
  model.entities.sorted { ($0.name ?? "") < ($1.name ?? "") }.flatMap { entity -> [String] in
    var lines = [
      "entity \(entity.name ?? "?") : \(entity.superentity?.name ?? "-") abstract=\(entity.isAbstract)"
    ]
    for property in entity.properties.sorted(by: { $0.name < $1.name }) {
      if let attribute = property as? NSAttributeDescription {
        lines.append(
          "  \(entity.name ?? "?").\(property.name) \(attribute.attributeType) optional=\(property.isOptional) transient=\(property.isTransient)"
        )
      } else if let relationship = property as? NSRelationshipDescription {
        lines.append(
          "  \(entity.name ?? "?").\(property.name) -> \(relationship.destinationEntity?.name ?? "?") toMany=\(relationship.isToMany) inverse=\(relationship.inverseRelationship?.name ?? "-")"
        )
      }
    }
    return lines
  }
}
