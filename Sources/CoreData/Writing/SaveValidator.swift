import Foundation

/// The checks a save makes before it writes, in Apple's order per object: each property's
/// optionality and bounds, relationship counts, and the deny rule of deleted objects.
enum SaveValidator {
  /// Every validation error of the context's changes; one is thrown as itself, several as
  /// ``SaveError/multipleErrors(_:)``.
  ///
  /// Gives back the entities of the inserted, updated and deleted objects, each once, in the
  /// order their first objects come.
  @discardableResult
  static func validate(_ context: NSManagedObjectContext) throws(SaveError)
    -> [NSEntityDescription]
  {
    var errors: [SaveError] = []
    var entities: [NSEntityDescription] = []
    // Per entity, once: the properties whose checks can fail (the entity of the object
    // before is not looked up again).
    var checked: [ObjectIdentifier: [NSPropertyDescription]] = [:]
    var previous: (entity: ObjectIdentifier, properties: [NSPropertyDescription])?
    for list in [context.inserted.items, context.updated.items] {
      for index in list.indices {
        // Not retained (the list holds it): a retain is an atomic write to the object, which
        // waits for its memory, where reads of the objects after it need not.
        unowned(unsafe) let object = list[index]
        let entity = ObjectIdentifier(object.entity)
        // The entity of the object before, with nothing to check: nothing else to do.
        if let previous, previous.entity == entity, previous.properties.isEmpty { continue }
        let properties: [NSPropertyDescription]
        if let previous, previous.entity == entity {
          properties = previous.properties
        } else if let known = checked[entity] {
          properties = known
        } else {
          properties = checkedProperties(object.entity).filter(canFail)
          checked[entity] = properties
          entities.append(object.entity)
        }
        previous = (entity, properties)
        if properties.isEmpty { continue }
        let found = problems(of: object, properties: properties)
        if !found.isEmpty { errors += found }
      }
    }
    for object in context.deleted.items {
      if !entities.contains(where: { $0 === object.entity }) { entities.append(object.entity) }
      for relationship in sortedRelationships(object.entity)
      where relationship.deleteRule == .denyDeleteRule {
        let remaining = object.loadedRelationship(relationship).objects.filter {
          $0.lifecycle != .deleted
        }
        if !remaining.isEmpty {
          errors.append(
            .relationshipDeniedDelete(
              entity: object.entity.name ?? "?", relationship: relationship.name))
        }
      }
    }
    if errors.count == 1 { throw errors[0] }
    if errors.count > 1 { throw .multipleErrors(errors) }
    return entities
  }

  /// The properties a save checks: the stored ones, by name.
  static func checkedProperties(_ entity: NSEntityDescription) -> [NSPropertyDescription] {
    entity.properties.filter { !$0.isTransient }.sorted { $0.name < $1.name }
  }

  /// Whether a check of `property` can find a problem: an optional attribute without bounds,
  /// an optional to-one relationship and a to-many one without counts always pass.
  static func canFail(_ property: NSPropertyDescription) -> Bool {
    if let attribute = property as? NSAttributeDescription {
      return !attribute.isOptional || attribute.minimumValue != nil
        || attribute.maximumValue != nil || attribute.regularExpression != nil
    }
    if let relationship = property as? NSRelationshipDescription {
      if !relationship.isToMany { return !relationship.isOptional }
      return relationship.minCount > 0 || relationship.maxCount > 0
    }
    return false
  }

  static func problems(of object: NSManagedObject) -> [SaveError] {
    problems(of: object, properties: checkedProperties(object.entity))
  }

  static func problems(of object: NSManagedObject, properties: [NSPropertyDescription])
    -> [SaveError]
  {
    let entityName = object.entity.name ?? "?"
    var errors: [SaveError] = []
    for property in properties {
      if let attribute = property as? NSAttributeDescription {
        guard let value = object.attributeValue(named: attribute.name) else {
          if !attribute.isOptional {
            errors.append(.missingMandatoryProperty(entity: entityName, property: attribute.name))
          }
          continue
        }
        let bounded =
          attribute.minimumValue != nil || attribute.maximumValue != nil
          || attribute.regularExpression != nil
        if bounded, let error = bounds(value, attribute, entityName) { errors.append(error) }
      } else if let relationship = property as? NSRelationshipDescription {
        let count = object.loadedRelationship(relationship).count
        if !relationship.isToMany {
          if count == 0, !relationship.isOptional {
            errors.append(
              .missingMandatoryProperty(entity: entityName, property: relationship.name))
          }
          continue
        }
        if count == 0, relationship.isOptional { continue }
        if relationship.minCount > 0, count < relationship.minCount {
          errors.append(
            .relationshipLacksMinimumCount(
              entity: entityName, relationship: relationship.name, count: count,
              minimum: relationship.minCount))
        } else if relationship.maxCount > 0, count > relationship.maxCount {
          errors.append(
            .relationshipExceedsMaximumCount(
              entity: entityName, relationship: relationship.name, count: count,
              maximum: relationship.maxCount))
        }
      }
    }
    return errors
  }

  /// The attribute's minimum, maximum and pattern checks.
  private static func bounds(_ value: Any, _ attribute: NSAttributeDescription, _ entity: String)
    -> SaveError?
  {
    let name = attribute.name
    if let text = value as? String {
      let length = text.count
      if let minimum = attribute.minimumValue, Double(length) < minimum {
        return .stringTooShort(
          entity: entity, property: name, length: length, minimum: Int(minimum))
      }
      if let maximum = attribute.maximumValue, Double(length) > maximum {
        return .stringTooLong(entity: entity, property: name, length: length, maximum: Int(maximum))
      }
      if let pattern = attribute.regularExpression, !matches(text, pattern) {
        return .stringPatternMatching(entity: entity, property: name, pattern: pattern)
      }
      return nil
    }
    if let date = value as? Date {
      let seconds = date.timeIntervalSinceReferenceDate
      if let minimum = attribute.minimumValue, seconds < minimum {
        return .dateTooSoon(entity: entity, property: name)
      }
      if let maximum = attribute.maximumValue, seconds > maximum {
        return .dateTooLate(entity: entity, property: name)
      }
      return nil
    }
    guard
      attribute.attributeType.isInteger || attribute.attributeType == .doubleAttributeType
        || attribute.attributeType == .floatAttributeType
        || attribute.attributeType == .decimalAttributeType,
      let number = ColumnValue.number(value)?.doubleValue
    else { return nil }
    if let minimum = attribute.minimumValue, number < minimum {
      return .numberTooSmall(entity: entity, property: name, value: number, minimum: minimum)
    }
    if let maximum = attribute.maximumValue, number > maximum {
      return .numberTooLarge(entity: entity, property: name, value: number, maximum: maximum)
    }
    return nil
  }

  /// Whether the whole of `text` matches `pattern` (ICU syntax, as `MATCHES` uses).
  private static func matches(_ text: String, _ pattern: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else {
      return false
    }
    let range = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, range: range) != nil
  }

  static func sortedRelationships(_ entity: NSEntityDescription) -> [NSRelationshipDescription] {
    entity.relationshipsByName.values.sorted { $0.name < $1.name }
  }
}
