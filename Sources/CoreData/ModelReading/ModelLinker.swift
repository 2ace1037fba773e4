/// Turns a ``ModelBlueprint`` into linked model objects: parents, destinations and inverses
/// resolved by name, every dangling name an error.
enum ModelLinker {
  /// The most entities and properties per entity a model may have.
  static let maxEntities = 10_000
  static let maxProperties = 10_000
  /// The deepest inheritance chain.
  static let maxInheritanceDepth = 100

  static func link(_ blueprint: ModelBlueprint) throws(ModelError) -> NSManagedObjectModel {
    guard blueprint.entities.count <= maxEntities else {
      throw .tooLarge(reason: "\(blueprint.entities.count) entities (at most \(maxEntities))")
    }
    var byName: [String: (ModelBlueprint.Entity, NSEntityDescription)] = [:]
    var order: [String] = []
    for item in blueprint.entities {
      guard byName[item.name] == nil else { throw .duplicateEntity(item.name) }
      guard item.properties.count <= maxProperties else {
        throw .tooLarge(reason: "entity \(item.name) has \(item.properties.count) properties")
      }
      let entity = NSEntityDescription()
      entity.name = item.name
      entity.managedObjectClassName = item.className ?? "NSManagedObject"
      entity.isAbstract = item.isAbstract
      entity.uniquenessConstraints = item.uniquenessConstraints.map { $0.map { $0 as Any } }
      entity.userInfo = item.userInfo
      entity.versionHashModifier = item.versionHashModifier
      entity.renamingIdentifier = item.renamingIdentifier
      byName[item.name] = (item, entity)
      order.append(item.name)
    }
    // Parents, checked for loops.
    var children: [String: [NSEntityDescription]] = [:]
    for name in order {
      guard let (item, entity) = byName[name], let parent = item.parentName else { continue }
      guard byName[parent] != nil else { throw .danglingParent(entity: name, parent: parent) }
      children[parent, default: []].append(entity)
    }
    for name in order {
      var seen: Set<String> = [name]
      var current = byName[name]?.0.parentName
      while let parent = current {
        guard seen.insert(parent).inserted else { throw .inheritanceCycle(entity: name) }
        guard seen.count <= maxInheritanceDepth else {
          throw .tooLarge(reason: "entity \(name) has more than \(maxInheritanceDepth) ancestors")
        }
        current = byName[parent]?.0.parentName
      }
    }
    for (parent, list) in children { byName[parent]?.1.subentities = list }
    // Properties, parents before children so inherited copies are recognised.
    let sorted = order.sorted { depth(of: $0, in: byName) < depth(of: $1, in: byName) }
    for name in sorted {
      guard let (item, entity) = byName[name] else { continue }
      entity.properties = item.properties.map(makeProperty)
    }
    try linkRelationships(order: order, byName: byName)
    let model = NSManagedObjectModel()
    model.entities = order.compactMap { byName[$0]?.1 }
    model.versionIdentifiers = Set(blueprint.versionIdentifiers.map { AnyHashable($0) })
    model.configurationEntityNames = blueprint.configurations
    return model
  }

  private static func depth(
    of name: String, in byName: [String: (ModelBlueprint.Entity, NSEntityDescription)]
  ) -> Int {
    var count = 0
    var current = byName[name]?.0.parentName
    while let parent = current, count < maxEntities {
      count += 1
      current = byName[parent]?.0.parentName
    }
    return count
  }

  private static func linkRelationships(
    order: [String], byName: [String: (ModelBlueprint.Entity, NSEntityDescription)]
  ) throws(ModelError) {
    for name in order {
      guard let (item, entity) = byName[name] else { continue }
      let declared = Dictionary(
        entity.declaredProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      for property in item.properties {
        guard case .relationship(let shape) = property.kind,
          let relationship = declared[property.name] as? NSRelationshipDescription
        else { continue }
        guard let destinationName = shape.destinationName,
          let destination = byName[destinationName]?.1
        else {
          throw .danglingRelationship(
            entity: name, relationship: property.name, destination: shape.destinationName)
        }
        relationship.destinationEntity = destination
        guard let inverseName = shape.inverseName else { continue }
        guard let inverse = destination.relationshipsByName[inverseName] else {
          throw .danglingInverse(entity: name, relationship: property.name, inverse: inverseName)
        }
        relationship.inverseRelationship = inverse
      }
    }
  }

  private static func makeProperty(_ item: ModelBlueprint.Property) -> NSPropertyDescription {
    let property: NSPropertyDescription
    switch item.kind {
    case .attribute(let shape):
      let attribute: NSAttributeDescription
      if shape.type == .compositeAttributeType {
        let composite = NSCompositeAttributeDescription()
        composite.elements = shape.elements.compactMap {
          makeProperty($0) as? NSAttributeDescription
        }
        attribute = composite
      } else if shape.isDerived {
        let derived = NSDerivedAttributeDescription()
        derived.derivationExpressionString = shape.derivation
        attribute = derived
      } else {
        attribute = NSAttributeDescription()
      }
      attribute.attributeType = shape.type
      attribute.attributeValueClassName = shape.valueClassName ?? defaultClassName(shape.type)
      attribute.defaultValue = shape.defaultValue.map { value(of: $0, type: shape.type) }
      attribute.valueTransformerName = shape.valueTransformerName
      attribute.allowsExternalBinaryDataStorage = shape.allowsExternalStorage
      attribute.preservesValueInHistoryOnDeletion = shape.preservesValueInHistory
      attribute.minimumValue = shape.minimum
      attribute.maximumValue = shape.maximum
      attribute.regularExpression = shape.pattern
      property = attribute
    case .relationship(let shape):
      let relationship = NSRelationshipDescription()
      relationship.deleteRule = shape.deleteRule
      relationship.minCount = shape.minCount
      relationship.maxCount = shape.maxCount
      relationship.isOrdered = shape.isOrdered
      property = relationship
    case .fetched(let entityName):
      let fetched = NSFetchedPropertyDescription()
      fetched.fetchEntityName = entityName
      property = fetched
    }
    property.name = item.name
    property.isOptional = item.isOptional
    property.isTransient = item.isTransient
    property.isIndexed = item.isIndexed
    property.userInfo = item.userInfo
    property.versionHashModifier = item.versionHashModifier
    property.renamingIdentifier = item.renamingIdentifier
    return property
  }

  /// The value class Apple gives attributes of each type.
  static func defaultClassName(_ type: NSAttributeType) -> String? {
    switch type {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType,
      .doubleAttributeType, .floatAttributeType, .booleanAttributeType:
      return "NSNumber"
    case .decimalAttributeType: return "NSDecimalNumber"
    case .stringAttributeType: return "NSString"
    case .dateAttributeType: return "NSDate"
    case .binaryDataAttributeType: return "NSData"
    case .UUIDAttributeType: return "NSUUID"
    case .URIAttributeType: return "NSURL"
    case .objectIDAttributeType: return "NSManagedObjectID"
    case .undefinedAttributeType, .transformableAttributeType, .compositeAttributeType:
      return nil
    }
  }

  private static func value(of value: ModelBlueprint.DefaultValue, type: NSAttributeType) -> Any {
    switch value {
    case .integer(let number):
      return type == .booleanAttributeType ? NSNumber(value: number != 0) : NSNumber(value: number)
    case .real(let number): return NSNumber(value: number)
    case .boolean(let flag): return NSNumber(value: flag)
    case .string(let text): return text
    case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
    }
  }
}
