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

  /// Empties the change sets after a save (to the store or to the parent).
  func clearChanges() {
    inserted = ObjectList()
    updated = ObjectList()
    deleted = ObjectList()
    pending = PendingChanges()
  }

  /// Posts `NSManagedObjectContextDidSave` with the saved objects under Apple's keys.
  func postDidSave(
    inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]
  ) {
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated),
        NSDeletedObjectsKey: Set(deleted),
      ])
  }
}
