import Foundation

extension NSManagedObjectContext {
  /// Gives inserted objects their permanent IDs now, before they are saved: primary keys are
  /// taken from the store's `Z_PRIMARYKEY` (its `Z_MAX` raised in one transaction), and the
  /// save that writes the objects uses them.
  ///
  /// In a child context the keys come from the coordinator's store too, and the parent's
  /// (and further ancestors') instances of the objects take the same IDs. Objects whose IDs
  /// are permanent already are left alone.
  ///
  /// - Throws: ``SaveError/noStore(entity:)`` when no store holds an object's entity,
  ///   ``SaveError/store(_:)`` when the store cannot be written.
  public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
    let temporary = objects.filter { $0.objectID.isTemporaryID }
    guard !temporary.isEmpty else { return }
    let stores: [NSPersistentStore]
    do { stores = try self.stores() } catch { throw SaveError.store(error) }
    var byStore: [ObjectIdentifier: (NSPersistentStore, [NSManagedObject])] = [:]
    for object in temporary {
      guard let store = stores.first(where: { $0.schema.mapping(for: object.entity) != nil })
      else { throw SaveError.noStore(entity: object.entity.name ?? "?") }
      byStore[ObjectIdentifier(store), default: (store, [])].1.append(object)
    }
    for (store, members) in byStore.values {
      let keys = try Self.allocateKeys(for: members, in: store)
      for (object, key) in zip(members, keys) {
        guard let mapping = store.schema.mapping(for: object.entity) else { continue }
        let permanent = NSManagedObjectID(
          entity: object.entity, entityNumber: mapping.number, primaryKey: key, store: store)
        let temporaryID = object.objectID
        for context in [self] + ancestors {
          context.performAndWait { context.rekey(temporaryID, to: permanent) }
        }
        object.objectID = permanent
      }
    }
  }

  /// Moves the registered object `old` to `new`.
  private func rekey(_ old: NSManagedObjectID, to new: NSManagedObjectID) {
    guard let object = registered[old] else { return }
    registered[old] = nil
    object.objectID = new
    registered[new] = object
  }

  /// One new primary key per object, from its inheritance root's `Z_MAX`, in the objects'
  /// order.
  private static func allocateKeys(for objects: [NSManagedObject], in store: NSPersistentStore)
    throws(SaveError) -> [Int64]
  {
    do throws(StoreError) {
      let connection = try store.writableConnection()
      try connection.execute("BEGIN IMMEDIATE")
      do throws(StoreError) {
        let read = try connection.prepare("SELECT Z_MAX FROM Z_PRIMARYKEY WHERE Z_NAME = ?1")
        let write = try connection.prepare("UPDATE Z_PRIMARYKEY SET Z_MAX = ?1 WHERE Z_NAME = ?2")
        var maximum: [String: Int64] = [:]
        var keys: [Int64] = []
        for object in objects {
          let root = object.entity.rootEntity.name ?? ""
          if maximum[root] == nil {
            read.bind(1, .text(root))
            maximum[root] = try read.step() ? read.int64(0) : 0
            read.reset()
          }
          let key = (maximum[root] ?? 0) + 1
          maximum[root] = key
          keys.append(key)
        }
        for (root, value) in maximum.sorted(by: { $0.key < $1.key }) {
          write.bind(1, .integer(value))
          write.bind(2, .text(root))
          try write.run()
        }
        try connection.execute("COMMIT")
        return keys
      } catch {
        try? connection.execute("ROLLBACK")
        throw error
      }
    } catch {
      throw .store(error)
    }
  }
}
