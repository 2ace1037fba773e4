import Foundation

extension NSManagedObjectContext {
  /// Reads `object` again, from the store (or, in a child context, from the nearest ancestor
  /// that has it).
  ///
  /// With `flag` the object's attributes and relationships are read anew except the ones it
  /// changed, which keep their unsaved values. Without `flag` its changes are dropped and it
  /// becomes a fault, read again when one of its properties is next used.
  public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
    guard object.managedObjectContext === self, object.lifecycle == .saved else { return }
    if !flag || object.changes.isEmpty {
      object.restoreSnapshot()
      updated.remove(object)
      pending.updated.remove(object)
    }
    if !flag {
      object.turnIntoFault()
      return
    }
    object.fireFault()
    guard let fresh = currentState(of: object.objectID) else { return }
    for (_, slot) in object.layout.attributeSlots where !object.changes.contains(slot) {
      object.attributeValues[slot] = fresh.attributeValues[slot]
    }
    object.toOneKeys = fresh.toOneKeys
    object.keysInRelationships = false
    object.version = fresh.version
    object.forgetUnchangedRelationships()
  }

  /// Refreshes every registered object, keeping unsaved changes: changed objects are read
  /// again around their changes, the others become faults (Apple's `refreshAllObjects()`).
  public func refreshAllObjects() {
    for object in registered.values where object.lifecycle == .saved {
      refresh(object, mergeChanges: !object.changes.isEmpty)
    }
  }

  /// The object `id` as the nearest ancestor that has it registered has it, else as the
  /// store's row is now.
  func currentState(of id: NSManagedObjectID) -> InheritedState? {
    for ancestor in ancestors {
      let state = ancestor.performAndWait { ancestor.registered[id].map(InheritedState.init) }
      if let state { return state.isDeleted ? nil : state }
    }
    return try? reread(id)
  }

  /// The row of a saved object as the store has it now, not registered.
  private func reread(_ id: NSManagedObjectID) throws(StoreError) -> InheritedState? {
    guard let store = id.store, let mapping = store.schema.byNumber[id.entityNumber] else {
      return nil
    }
    let statement = try store.connection.prepare(
      "SELECT * FROM \(mapping.table) WHERE Z_PK = ?1")
    statement.bind(1, id.primaryKey)
    guard try statement.step() else { return nil }
    // A main-queue scratch context: it makes no queue of its own.
    let scratch = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    return InheritedState(
      scratch.object(
        from: statement, layout: RowLayout(statement), store: store, fallback: mapping))
  }
}

extension NSManagedObject {
  /// Forgets the relationships read so far that the object has not changed, so the next
  /// reads see other contexts' saves.
  func forgetUnchangedRelationships() {
    recordToOneKeys()
    for (slot, _) in relationships.occupied where !changes.contains(slot) {
      relationships[slot] = nil
    }
  }
}
