import Foundation

extension NSManagedObjectContext {
  /// Brings in the changes another context saved (the `userInfo` of its
  /// `NSManagedObjectContextDidSave` notification, whose sets may hold objects or object IDs):
  /// deleted objects leave this context, inserted ones are registered, updated ones are read
  /// again (keeping this context's own changes), and the other objects' relationships are
  /// read anew. Then `NSManagedObjectContextObjectsDidChange` lists the objects under
  /// ``NSInsertedObjectsKey``, ``NSDeletedObjectsKey`` and ``NSRefreshedObjectsKey``.
  ///
  /// Call it on the context's queue.
  public func mergeChanges(fromContextDidSave notification: Notification) {
    let info = notification.userInfo ?? [:]
    var gone: [NSManagedObject] = []
    for id in Self.objectIDs(info[NSDeletedObjectsKey]) {
      guard let object = registered[id] else { continue }
      registered[id] = nil
      // Out of the pending lists too (the pending inserted list does not hold its objects,
      // and no list may keep the bit of an object that left the context).
      pending.inserted.remove(object)
      pending.updated.remove(object)
      pending.deleted.remove(object)
      inserted.remove(object)
      updated.remove(object)
      deleted.remove(object)
      object.managedObjectContext = nil
      gone.append(object)
    }
    var added: [NSManagedObject] = []
    for id in Self.objectIDs(info[NSInsertedObjectsKey]) where registered[id] == nil {
      if let object = object(for: id) { added.append(object) }
    }
    var refreshed: [NSManagedObject] = []
    for id in Self.objectIDs(info[NSUpdatedObjectsKey]) {
      guard let object = registered[id], object.lifecycle == .saved else { continue }
      refresh(object, mergeChanges: true)
      refreshed.append(object)
    }
    for object in registered.values where object.lifecycle != .deleted {
      object.forgetUnchangedRelationships()
    }
    guard !gone.isEmpty || !added.isEmpty || !refreshed.isEmpty else { return }
    NotificationCenter.default.post(
      name: .NSManagedObjectContextObjectsDidChange, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(added), NSDeletedObjectsKey: Set(gone),
        NSRefreshedObjectsKey: Set(refreshed),
      ])
  }

  /// The object IDs of a notification's set of objects or IDs.
  private static func objectIDs(_ value: Any?) -> [NSManagedObjectID] {
    switch value {
    case let objects as Set<NSManagedObject>: objects.map(\.objectID)
    case let ids as Set<NSManagedObjectID>: Array(ids)
    case let objects as [NSManagedObject]: objects.map(\.objectID)
    case let ids as [NSManagedObjectID]: ids
    case let set as NSSet:
      set.allObjects.compactMap { ($0 as? NSManagedObject)?.objectID ?? $0 as? NSManagedObjectID }
    default: []
    }
  }

  /// Starts or stops following the saves ``automaticallyMergesChangesFromParent`` names.
  func updateAutomaticMerging() {
    if let mergeObserver { NotificationCenter.default.removeObserver(mergeObserver) }
    mergeObserver = nil
    guard automaticallyMergesChangesFromParent else { return }
    let source = parent
    mergeObserver = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextDidSave, object: source, queue: nil
    ) { [weak self] notification in
      guard let self, let sender = notification.object as? NSManagedObjectContext,
        sender !== self
      else { return }
      if source == nil {
        // A root context follows the other root contexts of its coordinator.
        guard sender.parent == nil,
          sender.persistentStoreCoordinator === self.persistentStoreCoordinator
        else { return }
      }
      let transfer = UncheckedTransfer(notification)
      self.perform { self.mergeChanges(fromContextDidSave: transfer.value) }
    }
  }
}

/// The `userInfo` key of the objects a context notification reports as read again from the
/// store (Apple's `NSRefreshedObjectsKey`).
public let NSRefreshedObjectsKey = "refreshed"
