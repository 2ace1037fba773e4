import Foundation

extension NSManagedObjectContext {
  /// Drops saved deletions from the context: unregistered, detached, their changes cleared.
  func forget(_ deletedObjects: [NSManagedObject]) {
    for object in deletedObjects {
      registered[object.objectID] = nil
      object.managedObjectContext = nil
      object.snapshot = nil
      object.changes.removeAll()
    }
  }

  /// Empties the change sets after a save (to the store or to the parent); `insertedLeft`
  /// when the inserted objects were taken out of their list one by one already.
  func clearChanges(insertedLeft: Bool = false) {
    // The pending lists first: their inserted objects are held by the inserted list only.
    pending.removeAll()
    if insertedLeft { inserted.removeAllLeft() } else { inserted.removeAll() }
    updated.removeAll()
    deleted.removeAll()
  }

  /// Posts `NSManagedObjectContextDidSave` with the saved objects under Apple's keys.
  ///
  /// `posted` is the inserted objects the save's `ObjectsDidChange` notification posted and
  /// their set, used again when they are the same objects in the same order.
  func postDidSave(
    inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject],
    posted: (objects: [NSManagedObject], set: Set<NSManagedObject>)? = nil
  ) {
    let insertedSet: Set<NSManagedObject>
    // The objects posted are most often the inserted list itself (the same storage): then
    // they are not compared one by one.
    if let posted, posted.objects.count == inserted.count,
      posted.objects.withUnsafeBufferPointer({ $0.baseAddress })
        == inserted.withUnsafeBufferPointer({ $0.baseAddress })
        || zip(posted.objects, inserted).allSatisfy({ $0 === $1 })
    {
      insertedSet = posted.set
    } else {
      insertedSet = NSManagedObject.set(of: inserted)
    }
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self,
      userInfo: [
        NSInsertedObjectsKey: insertedSet, NSUpdatedObjectsKey: Set(updated),
        NSDeletedObjectsKey: Set(deleted),
      ])
  }
}
