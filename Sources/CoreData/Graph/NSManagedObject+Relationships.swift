/// Relationship changes, kept in step with their inverses: setting one side adds or removes
/// the object on the other side (and takes it from the object it was with before).
extension NSManagedObject {
  /// The relationship's value, read from the store the first time.
  func loadedRelationship(_ relationship: NSRelationshipDescription) -> RelationshipValue {
    if let known = relationships[relationship.name] { return known }
    let value: RelationshipValue
    if let context = managedObjectContext, context.parent != nil,
      let inherited = context.inheritedDestinations(of: relationship, from: self)
    {
      let objects = inherited.filter { $0.lifecycle != .deleted }
      value = relationship.isToMany ? .toMany(ObjectList(objects)) : .toOne(objects.first)
    } else if lifecycle == .inserted {
      value = relationship.isToMany ? .toMany(ObjectList()) : .toOne(nil)
    } else if relationship.isToMany {
      let found = (try? managedObjectContext?.destinations(of: relationship, from: self)) ?? []
      value = .toMany(ObjectList(found.filter { $0.lifecycle != .deleted }))
    } else if let key = toOneKeys[relationship.name],
      let destination = relationship.destinationEntity
    {
      let object = try? managedObjectContext?.object(
        destination: destination, entityNumber: key.entityNumber, primaryKey: key.primaryKey)
      let found = object.flatMap { $0 }
      value = .toOne(found?.lifecycle == .deleted ? nil : found)
    } else {
      value = .toOne(nil)
    }
    relationships[relationship.name] = value
    return value
  }

  /// Sets a to-one relationship and both inverses involved.
  func setDestination(of relationship: NSRelationshipDescription, to object: NSManagedObject?) {
    guard case .toOne(let old) = loadedRelationship(relationship) else { return }
    if old === object { return }
    willChange(relationship.name)
    relationships[relationship.name] = .toOne(object)
    guard let inverse = relationship.inverseRelationship else { return }
    if let old { old.removeOneSide(inverse, self) }
    if let object { object.addOneSide(inverse, self) }
  }

  /// Replaces a to-many relationship's objects, updating each added and removed object's
  /// inverse.
  func replaceDestinations(
    of relationship: NSRelationshipDescription, with objects: [NSManagedObject]
  ) {
    guard case .toMany(let old) = loadedRelationship(relationship) else { return }
    let new = ObjectList(objects)
    if old.items.count == new.items.count, zip(old.items, new.items).allSatisfy({ $0 === $1 }) {
      return
    }
    willChange(relationship.name)
    relationships[relationship.name] = .toMany(new)
    guard let inverse = relationship.inverseRelationship else { return }
    for object in old.items where !new.contains(object) { object.removeOneSide(inverse, self) }
    for object in new.items where !old.contains(object) { object.addOneSide(inverse, self) }
  }

  /// Adds `object` to a to-many relationship (Apple's generated `addToWords(_:)`).
  func addDestination(_ object: NSManagedObject, to relationship: NSRelationshipDescription) {
    guard relationship.isToMany, !contains(object, in: relationship) else { return }
    willChange(relationship.name)
    mutateList(relationship) { $0.append(object) }
    if let inverse = relationship.inverseRelationship { object.addOneSide(inverse, self) }
  }

  /// Takes `object` out of a to-many relationship (Apple's generated `removeFromWords(_:)`).
  func removeDestination(_ object: NSManagedObject, from relationship: NSRelationshipDescription) {
    guard relationship.isToMany, contains(object, in: relationship) else { return }
    willChange(relationship.name)
    mutateList(relationship) { $0.remove(object) }
    if let inverse = relationship.inverseRelationship { object.removeOneSide(inverse, self) }
  }

  private func contains(_ object: NSManagedObject, in relationship: NSRelationshipDescription)
    -> Bool
  {
    guard case .toMany(let list) = loadedRelationship(relationship) else { return false }
    return list.contains(object)
  }

  /// Changes a to-many relationship's list in place (the dictionary lets go of it first, so
  /// it is not copied).
  private func mutateList(
    _ relationship: NSRelationshipDescription, _ body: (inout ObjectList) -> Void
  ) {
    if relationships.index(forKey: relationship.name) == nil {
      _ = loadedRelationship(relationship)
    }
    // By index: the name is hashed once, not for each of the two writes.
    guard let index = relationships.index(forKey: relationship.name),
      case .toMany(var list) = relationships.values[index]
    else { return }
    relationships.values[index] = .toOne(nil)
    body(&list)
    relationships.values[index] = .toMany(list)
  }

  /// Sets this side of `relationship` to include `other`, without touching `other`; a to-one
  /// side first leaves the object it pointed at.
  func addOneSide(_ relationship: NSRelationshipDescription, _ other: NSManagedObject) {
    if relationship.isToMany {
      if contains(other, in: relationship) { return }
      willChange(relationship.name)
      mutateList(relationship) { $0.append(other) }
      return
    }
    switch loadedRelationship(relationship) {
    case .toOne(let current):
      if current === other { return }
      willChange(relationship.name)
      relationships[relationship.name] = .toOne(other)
      if let current, let inverse = relationship.inverseRelationship {
        current.removeOneSide(inverse, self)
      }
    case .toMany: return
    }
  }

  /// Takes `other` out of this side of `relationship`, without touching `other`.
  func removeOneSide(_ relationship: NSRelationshipDescription, _ other: NSManagedObject) {
    if relationship.isToMany {
      guard contains(other, in: relationship) else { return }
      willChange(relationship.name)
      mutateList(relationship) { $0.remove(other) }
      return
    }
    switch loadedRelationship(relationship) {
    case .toOne(let current):
      guard current === other else { return }
      willChange(relationship.name)
      relationships[relationship.name] = .toOne(nil)
    case .toMany: return
    }
  }
}
