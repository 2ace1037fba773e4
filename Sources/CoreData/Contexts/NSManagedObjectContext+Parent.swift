import Foundation

/// Child contexts: a context with a ``NSManagedObjectContext/parent`` reads its ancestors'
/// unsaved changes over the store's rows, and its ``NSManagedObjectContext/save()`` pushes
/// its changes into the parent instead of a store.
///
/// Each context has its own instances; an object keeps its ``NSManagedObject/objectID``
/// across them (temporary IDs included), which is how the instances are matched. An
/// ancestor's state is read on the ancestor's queue (``NSManagedObjectContext/performAndWait(_:)``).
extension NSManagedObjectContext {
  /// The parent, its parent, and so on.
  var ancestors: [NSManagedObjectContext] {
    var list: [NSManagedObjectContext] = []
    var next = parent
    while let context = next {
      list.append(context)
      next = context.parent
    }
    return list
  }

  /// The state of the object `id` in the nearest ancestor that changed it, if one did.
  func changedAncestorState(for id: NSManagedObjectID) -> InheritedState? {
    for ancestor in ancestors {
      let state = ancestor.performAndWait { () -> InheritedState? in
        guard let object = ancestor.registered[id], InheritedState.isChanged(object) else {
          return nil
        }
        return InheritedState(object)
      }
      if let state { return state }
    }
    return nil
  }

  /// Whether an ancestor deleted `object` (which this context has not changed).
  func isDeletedInAncestors(_ object: NSManagedObject) -> Bool {
    guard parent != nil, !InheritedState.isChanged(object) else { return false }
    return changedAncestorState(for: object.objectID)?.isDeleted == true
  }

  /// Gives an object just read from the store the values an ancestor changed.
  func inheritChanges(into object: NSManagedObject) {
    guard let state = changedAncestorState(for: object.objectID), !state.isDeleted else { return }
    object.attributeValues = state.attributeValues
    object.toOneKeys = state.toOneKeys
    object.keysInRelationships = false
    object.version = state.version
  }

  /// The objects the ancestors deleted and inserted and have not saved.
  func inheritedChanges() -> InheritedChanges {
    var changes = InheritedChanges()
    var decided: Set<NSManagedObjectID> = []
    for ancestor in ancestors {
      ancestor.performAndWait {
        for object in ancestor.deleted.items where decided.insert(object.objectID).inserted {
          changes.deleted.insert(object.objectID)
        }
        for object in ancestor.inserted.items where decided.insert(object.objectID).inserted {
          changes.inserted.append(InheritedState(object))
        }
        for object in ancestor.updated.items { decided.insert(object.objectID) }
      }
    }
    return changes
  }

  /// This context's instances of objects an ancestor has.
  func adopt(_ states: [InheritedState]) -> [NSManagedObject] {
    states.map(adopt)
  }

  /// This context's instance of an object an ancestor has: the registered one, or a new one
  /// with the nearest changing ancestor's values.
  func adopt(_ state: InheritedState) -> NSManagedObject {
    if let known = registered[state.objectID] { return known }
    let source = changedAncestorState(for: state.objectID) ?? state
    let object = NSManagedObject.fetched(
      entity: source.entity, layout: source.layout, objectID: source.objectID, context: self,
      attributeValues: source.attributeValues, toOneKeys: source.toOneKeys,
      version: source.version)
    registered[source.objectID] = object
    return object
  }

  /// The objects `relationship` of `object` reaches in the nearest ancestor that changed
  /// `object`, as this context's instances; nil when no ancestor changed it (the store's
  /// rows, with the ancestors' changes, are right then).
  func inheritedDestinations(
    of relationship: NSRelationshipDescription, from object: NSManagedObject
  ) -> [NSManagedObject]? {
    let id = object.objectID
    for ancestor in ancestors {
      let states = ancestor.performAndWait { () -> [InheritedState]? in
        guard let source = ancestor.registered[id], InheritedState.isChanged(source) else {
          return nil
        }
        return source.loadedRelationship(relationship).objects.filter {
          $0.lifecycle != .deleted
        }.map(InheritedState.init)
      }
      if let states { return adopt(states) }
    }
    return nil
  }

  /// The object `id` as the ancestors have it (nil when none has it registered), or
  /// ``StoreError/unknownEntity(_:)`` when the nearest one that has it deleted it.
  func inheritedObject(with id: NSManagedObjectID) throws(StoreError) -> NSManagedObject? {
    for ancestor in ancestors {
      let state = ancestor.performAndWait { ancestor.registered[id].map(InheritedState.init) }
      guard let state else { continue }
      if state.isDeleted { throw .unknownEntity("\(id)") }
      return adopt(state)
    }
    return nil
  }

  /// The object `id` in this context: registered, from an ancestor, or read from the store.
  func object(for id: NSManagedObjectID) -> NSManagedObject? {
    if let known = registered[id] { return known.lifecycle == .deleted ? nil : known }
    return try? existingObject(with: id)
  }

  /// A child's save: validates, then gives the parent the inserted objects and the changed
  /// properties and deletions (the parent applies its delete rules again); the child's
  /// objects keep their IDs, temporary ones included, until the parent saves.
  func saveToParent() throws {
    guard let parent else { return }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    processPendingChanges()
    try SaveValidator.validate(self)
    let insertedNow = inserted.items
    let updatedNow = updated.items
    let deletedNow = deleted.items
    parent.performAndWait {
      parent.absorb(inserted: insertedNow, updated: updatedNow, deleted: deletedNow)
    }
    for object in insertedNow + updatedNow {
      object.lifecycle = .saved
      object.snapshot = nil
      object.changes.removeAll()
    }
    forget(deletedNow)
    clearChanges()
    postDidSave(inserted: insertedNow, updated: updatedNow, deleted: deletedNow)
  }

  /// Applies a child's saved changes to this context's instances (run on this context's
  /// queue; the child's objects are read while the child waits).
  private func absorb(
    inserted added: [NSManagedObject], updated changed: [NSManagedObject],
    deleted removed: [NSManagedObject]
  ) {
    var counterparts: [NSManagedObjectID: NSManagedObject] = [:]
    for child in added {
      let object = ManagedObjectClasses.make(child.entity, insertInto: nil)
      object.objectID = child.objectID
      insert(object)
      counterparts[child.objectID] = object
    }
    func counterpart(_ child: NSManagedObject) -> NSManagedObject? {
      if let known = counterparts[child.objectID] { return known }
      let found = object(for: child.objectID)
      counterparts[child.objectID] = found
      return found
    }
    for child in added + changed {
      guard let object = counterpart(child) else { continue }
      let keys =
        child.lifecycle == .inserted
        ? Set(child.entity.propertiesByName.keys) : child.changedKeys
      for key in keys.sorted() {
        if child.entity.attributesByName[key] != nil {
          object.setValue(child.attributeValue(named: key), forKey: key)
        } else if let relationship = child.entity.relationshipsByName[key],
          let slot = child.layout.slotsByName[key], let value = child.relationships[slot]
        {
          let objects = value.objects.filter { $0.lifecycle != .deleted }.compactMap(counterpart)
          if relationship.isToMany {
            object.replaceDestinations(of: relationship, with: objects)
          } else {
            object.setDestination(of: relationship, to: objects.first)
          }
        }
      }
    }
    for child in removed {
      if let object = counterpart(child) { delete(object) }
    }
  }
}
