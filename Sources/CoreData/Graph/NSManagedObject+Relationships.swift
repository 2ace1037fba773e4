/// Relationship changes, kept in step with their inverses: setting one side adds or removes
/// the object on the other side (and takes it from the object it was with before).
extension NSManagedObject {
  /// The relationship's value, read from the store the first time.
  func loadedRelationship(_ relationship: NSRelationshipDescription) -> RelationshipValue {
    loadedRelationship(relationship, slot: layout.slot(of: relationship))
  }

  /// The relationship's value, read from the store the first time and kept in `slot` (not
  /// kept when the entity has no such relationship).
  func loadedRelationship(_ relationship: NSRelationshipDescription, slot: Int?)
    -> RelationshipValue
  {
    if let slot, let known = relationships[slot] { return known }
    let value: RelationshipValue
    if lifecycle == .inserted, objectID.isTemporaryID {
      // Nothing to read, and no context looked up: no row has it, and no ancestor has an
      // object of a temporary ID its context has not saved to that ancestor.
      value = relationship.isToMany ? .toMany(ObjectList()) : .toOne(nil)
    } else if let context = managedObjectContext, context.parent != nil,
      let inherited = context.inheritedDestinations(of: relationship, from: self)
    {
      let objects = inherited.filter { $0.lifecycle != .deleted }
      value = relationship.isToMany ? .toMany(ObjectList(objects)) : .toOne(objects.first)
    } else if lifecycle == .inserted {
      value = relationship.isToMany ? .toMany(ObjectList()) : .toOne(nil)
    } else if relationship.isToMany {
      let found = (try? managedObjectContext?.destinations(of: relationship, from: self)) ?? []
      value = .toMany(ObjectList(found.filter { $0.lifecycle != .deleted }))
    } else if let slot, let key = toOneKeys[slot],
      let destination = relationship.destinationEntity
    {
      let object = try? managedObjectContext?.object(
        destination: destination, entityNumber: key.entityNumber, primaryKey: key.primaryKey)
      let found = object.flatMap { $0 }
      value = .toOne(found?.lifecycle == .deleted ? nil : found)
    } else {
      value = .toOne(nil)
    }
    if let slot { relationships[slot] = value }
    return value
  }

  /// Sets a to-one relationship and both inverses involved.
  func setDestination(of relationship: NSRelationshipDescription, to object: NSManagedObject?) {
    guard let slot = layout.slot(of: relationship) else { return }
    setDestination(of: relationship, slot: slot, to: object)
  }

  func setDestination(
    of relationship: NSRelationshipDescription, slot: Int, to object: NSManagedObject?
  ) {
    guard case .toOne(let old) = loadedRelationship(relationship, slot: slot) else { return }
    if old === object { return }
    willChange(slot)
    relationships[slot] = .toOne(object)
    guard let inverse = relationship.inverseRelationship else { return }
    if let old { old.removeOneSide(inverse, self) }
    if let object { object.addOneSide(inverse, self) }
  }

  /// Replaces a to-many relationship's objects, updating each added and removed object's
  /// inverse.
  func replaceDestinations(
    of relationship: NSRelationshipDescription, with objects: [NSManagedObject]
  ) {
    guard let slot = layout.slot(of: relationship) else { return }
    replaceDestinations(of: relationship, slot: slot, with: objects)
  }

  func replaceDestinations(
    of relationship: NSRelationshipDescription, slot: Int, with objects: [NSManagedObject]
  ) {
    guard case .toMany(let old) = loadedRelationship(relationship, slot: slot) else { return }
    let new = ObjectList(objects)
    if old.items.count == new.items.count, zip(old.items, new.items).allSatisfy({ $0 === $1 }) {
      return
    }
    willChange(slot)
    relationships[slot] = .toMany(new)
    guard let inverse = relationship.inverseRelationship else { return }
    for object in old.items where !new.contains(object) { object.removeOneSide(inverse, self) }
    for object in new.items where !old.contains(object) { object.addOneSide(inverse, self) }
  }

  /// Adds `object` to a to-many relationship (Apple's generated `addToWords(_:)`).
  func addDestination(_ object: NSManagedObject, to relationship: NSRelationshipDescription) {
    guard relationship.isToMany, let slot = layout.slot(of: relationship),
      !contains(object, in: relationship, slot: slot)
    else { return }
    willChange(slot)
    mutateList(relationship, slot: slot) { $0.append(object) }
    if let inverse = relationship.inverseRelationship { object.addOneSide(inverse, self) }
  }

  /// Takes `object` out of a to-many relationship (Apple's generated `removeFromWords(_:)`).
  func removeDestination(_ object: NSManagedObject, from relationship: NSRelationshipDescription) {
    guard relationship.isToMany, let slot = layout.slot(of: relationship),
      contains(object, in: relationship, slot: slot)
    else { return }
    willChange(slot)
    mutateList(relationship, slot: slot) { $0.remove(object) }
    if let inverse = relationship.inverseRelationship { object.removeOneSide(inverse, self) }
  }

  private func contains(
    _ object: NSManagedObject, in relationship: NSRelationshipDescription, slot: Int
  ) -> Bool {
    guard case .toMany(let list) = loadedRelationship(relationship, slot: slot) else {
      return false
    }
    return list.contains(object)
  }

  /// Changes a to-many relationship's list in place (the slot lets go of it first, so it is
  /// not copied).
  private func mutateList(
    _ relationship: NSRelationshipDescription, slot: Int, _ body: (inout ObjectList) -> Void
  ) {
    if !relationships.holdsValue(slot) { _ = loadedRelationship(relationship, slot: slot) }
    guard var list = relationships.takeList(slot) else { return }
    body(&list)
    relationships[slot] = .toMany(list)
  }

  /// Sets this side of `relationship` to include `other`, without touching `other`; a to-one
  /// side first leaves the object it pointed at.
  func addOneSide(_ relationship: NSRelationshipDescription, _ other: NSManagedObject) {
    guard let slot = layout.slot(of: relationship) else { return }
    if relationship.isToMany, lifecycle != .saved, faultState == .realized {
      // No snapshot to take and no context to tell (what willChange does for a saved object
      // or a fault): the list is looked up once, appended to and the change noted if new.
      if !relationships.holdsValue(slot) { _ = loadedRelationship(relationship, slot: slot) }
      let added = relationships.modify(slot) { value in value?.appendToList(other) }
      if added == true { changes.insert(slot) }
      return
    }
    if relationship.isToMany {
      if contains(other, in: relationship, slot: slot) { return }
      willChange(slot)
      mutateList(relationship, slot: slot) { $0.append(other) }
      return
    }
    switch loadedRelationship(relationship, slot: slot) {
    case .toOne(let current):
      if current === other { return }
      willChange(slot)
      relationships[slot] = .toOne(other)
      if let current, let inverse = relationship.inverseRelationship {
        current.removeOneSide(inverse, self)
      }
    case .toMany: return
    }
  }

  /// Takes `other` out of this side of `relationship`, without touching `other`.
  func removeOneSide(_ relationship: NSRelationshipDescription, _ other: NSManagedObject) {
    guard let slot = layout.slot(of: relationship) else { return }
    if relationship.isToMany {
      guard contains(other, in: relationship, slot: slot) else { return }
      willChange(slot)
      mutateList(relationship, slot: slot) { $0.remove(other) }
      return
    }
    switch loadedRelationship(relationship, slot: slot) {
    case .toOne(let current):
      guard current === other else { return }
      willChange(slot)
      relationships[slot] = .toOne(nil)
    case .toMany: return
    }
  }
}
