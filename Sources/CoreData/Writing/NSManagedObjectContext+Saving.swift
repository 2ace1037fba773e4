import Foundation

extension NSManagedObjectContext {
  /// Writes the inserted, changed and deleted objects to the store in one SQLite
  /// transaction, after validating them; then posts `NSManagedObjectContextDidSave`.
  ///
  /// Inserted objects get permanent IDs; a conflict with a row changed in the store since it
  /// was read is settled by ``mergePolicy``. On any error nothing is written and the
  /// context keeps its changes.
  ///
  /// - Throws: ``SaveError`` (validation, uniqueness, conflict, or the store's error).
  public func save() throws {
    guard hasChanges else { return }
    if parent != nil { return try saveToParent() }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    let posted = postPendingChanges()
    // The entities of the changed objects, found while validating (each pass over many
    // objects costs a cache miss per object).
    let entities = try SaveValidator.validate(self)
    guard let store = try storeForSave(entities) else { return }
    let connection: SQLiteConnection
    do { connection = try store.writableConnection() } catch { throw SaveError.store(error) }
    let policy = (mergePolicy as? NSMergePolicy)?.mergeType ?? .errorMergePolicyType
    var writer = StoreWriter(store: store, connection: connection, policy: policy)
    let insertedNow = inserted.items
    let updatedNow = updated.items
    let deletedNow = deleted.items
    try writer.write(
      inserted: insertedNow, updated: updatedNow, deleted: deletedNow, entities: entities)
    finishSave(
      writer: writer, store: store, inserted: insertedNow, updated: updatedNow,
      deleted: deletedNow, posted: posted)
  }

  /// The first store that has every entity of the changed objects (`entities`, the first
  /// object's first).
  private func storeForSave(_ entities: [NSEntityDescription]) throws(SaveError)
    -> NSPersistentStore?
  {
    let stores: [NSPersistentStore]
    do { stores = try self.stores() } catch { throw .store(error) }
    guard let first = entities.first else { return nil }
    for store in stores where entities.allSatisfy({ store.schema.mapping(for: $0) != nil }) {
      return store
    }
    throw .noStore(entity: first.name ?? "?")
  }

  private func finishSave(
    writer: StoreWriter, store: NSPersistentStore, inserted saved: [NSManagedObject],
    updated changed: [NSManagedObject], deleted gone: [NSManagedObject],
    posted: (objects: [NSManagedObject], set: Set<NSManagedObject>)?
  ) {
    // Per entity, once: its mapping's number and its to-one relationships' slots.
    var entities: [ObjectIdentifier: (number: Int64?, toOne: [Int])] = [:]
    var last: (entity: ObjectIdentifier, facts: (number: Int64?, toOne: [Int]))?
    func facts(_ object: NSManagedObject) -> (number: Int64?, toOne: [Int]) {
      let entity = ObjectIdentifier(object.entity)
      if let last, last.entity == entity { return last.facts }
      if let known = entities[entity] {
        last = (entity, known)
        return known
      }
      let made = (
        store.schema.mapping(for: object.entity)?.number,
        object.layout.relationshipSlots.filter { !$0.relationship.isToMany }.map(\.slot)
      )
      entities[entity] = made
      last = (entity, made)
      return made
    }
    // The temporary IDs given up and where their objects are in `saved`: the objects are
    // registered under their permanent IDs together after the loop.
    var temporaryNumbers: [UInt64] = []
    temporaryNumbers.reserveCapacity(saved.count)
    var savedTemporaries: [Int] = []
    savedTemporaries.reserveCapacity(saved.count)
    // Objects come grouped by entity: each group's facts are found once and kept in locals
    // (not copied out of a table per object).
    var index = 0
    while index < saved.count {
      let entity = saved[index].entity
      let (number, toOne) = facts(saved[index])
      while index < saved.count, saved[index].entity === entity {
        let object = saved[index]
        index += 1
        // Out of the inserted list now: clearChanges need not go through the objects again.
        inserted.leave(object)
        let permanentKey = object.objectID.isTemporaryID ? nil : object.objectID.primaryKey
        let newKey = object.savingPrimaryKey != 0 ? object.savingPrimaryKey : nil
        object.savingPrimaryKey = 0
        guard let key = newKey ?? permanentKey, let number
        else { continue }
        let temporary = object.objectID.temporaryNumber
        if temporary == nil { registered[object.objectID] = nil }
        if temporary != nil, isKnownUniquelyReferenced(&object.objectID) {
          // No one else holds the temporary ID: it becomes the permanent one (no new ID
          // made, none freed).
          object.objectID.becomePermanent(entityNumber: number, primaryKey: key, store: store)
        } else {
          object.objectID = NSManagedObjectID(
            entity: entity, entityNumber: number, primaryKey: key, store: store)
        }
        if let temporary {
          temporaryNumbers.append(temporary)
          savedTemporaries.append(index - 1)
        } else {
          registered[object.objectID] = object
        }
        object.version = 1
        object.lifecycle = .saved
        object.snapshot = nil
        object.changes.removeAll()
        // Its to-one keys are its loaded to-one relationships until they are needed (see
        // NSManagedObject.keysInRelationships): no key storage for the inserted objects.
        if !toOne.isEmpty { object.keysInRelationships = true }
      }
    }
    // Every object inserted, saved: the registry's list of them moves to its saved objects
    // at once. Otherwise one by one.
    if savedTemporaries.count != saved.count || !registered.moveInsertedToSaved(saved) {
      registered.reserveSaved(savedTemporaries.count)
      for index in savedTemporaries { registered.registerSaved(saved[index]) }
      registered.removeTemporaries(temporaryNumbers)
    }
    for object in changed {
      if let version = writer.newVersions[ObjectIdentifier(object)] { object.version = version }
      object.snapshot = nil
      object.changes.removeAll()
      for slot in facts(object).toOne { recordToOneKey(object, slot) }
    }
    forget(gone)
    // `saved` is the inserted list, each of whose objects left it in the loop.
    clearChanges(insertedLeft: true)
    for object in writer.overruled { refresh(object, mergeChanges: false) }
    postDidSave(inserted: saved, updated: changed, deleted: gone, posted: posted)
  }

  /// Keeps a to-one relationship's stored key in step with its object, so the relationship
  /// reads back the same after it is forgotten.
  private func recordToOneKey(_ object: NSManagedObject, _ slot: Int) {
    guard case .toOne(let destination)? = object.relationships[slot] else { return }
    if let destination, !destination.objectID.isTemporaryID {
      object.toOneKeys[slot] = (
        primaryKey: destination.objectID.primaryKey,
        entityNumber: destination.objectID.entityNumber
      )
    } else {
      object.toOneKeys[slot] = nil
    }
  }
}
