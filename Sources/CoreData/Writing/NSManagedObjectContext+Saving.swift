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
    // Room for the saved objects, made once.
    registered.reserveSaved(saved.count)
    // The temporary IDs given up, unregistered together after the loop.
    var temporaryNumbers: [UInt64] = []
    temporaryNumbers.reserveCapacity(saved.count)
    // Objects come grouped by entity: each group's facts are found once and kept in locals
    // (not copied out of a table per object).
    // The entity number of the destinations of the to-one relationships, for the entity of
    // the destination before.
    var destinations: (entity: ObjectIdentifier, number: Int64?)?
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
          registered.registerSaved(object)
        } else {
          registered[object.objectID] = object
        }
        object.version = 1
        object.lifecycle = .saved
        object.snapshot = nil
        object.changes.removeAll()
        // The to-one keys, in the same pass (the object's memory is at hand): a destination
        // later in the list, whose ID is still temporary here, is keyed as this loop makes
        // its permanent ID (the primary key the save gave it, its entity's number).
        for slot in toOne {
          recordToOneKey(object, slot) { destination in
            let key = destination.savingPrimaryKey
            guard key != 0 else { return nil }
            let entity = ObjectIdentifier(destination.entity)
            if let destinations, destinations.entity == entity {
              return destinations.number.map { ($0, key) }
            }
            let number = facts(destination).number
            destinations = (entity, number)
            return number.map { ($0, key) }
          }
        }
      }
    }
    registered.removeTemporaries(temporaryNumbers)
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
  ///
  /// `savingKey` gives the key a destination whose ID is still temporary gets in this save
  /// (nil: none, the key is cleared).
  private func recordToOneKey(
    _ object: NSManagedObject, _ slot: Int,
    savingKey: (NSManagedObject) -> (entityNumber: Int64, primaryKey: Int64)? = { _ in nil }
  ) {
    guard case .toOne(let destination)? = object.relationships[slot] else { return }
    if let destination {
      let id = destination.objectID
      if !id.isTemporaryID {
        object.toOneKeys[slot] = (primaryKey: id.primaryKey, entityNumber: id.entityNumber)
        return
      }
      if let key = savingKey(destination) {
        object.toOneKeys[slot] = (primaryKey: key.primaryKey, entityNumber: key.entityNumber)
        return
      }
    }
    object.toOneKeys[slot] = nil
  }
}
