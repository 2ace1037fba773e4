import Foundation

extension NSManagedObjectContext {
  /// Whether objects were inserted, changed or deleted since the last save.
  public var hasChanges: Bool { inserted.count > 0 || updated.count > 0 || deleted.count > 0 }

  /// The objects inserted and not saved yet.
  public var insertedObjects: Set<NSManagedObject> { Set(inserted.items) }
  /// The saved objects changed and not saved yet.
  public var updatedObjects: Set<NSManagedObject> { Set(updated.items) }
  /// The objects deleted and not saved yet.
  public var deletedObjects: Set<NSManagedObject> { Set(deleted.items) }

  /// Inserts `object`; it is saved by the next ``save()``.
  public func insert(_ object: NSManagedObject) {
    // The context compared through its reference (no retain of it): none, this one's, or
    // one whose context is gone.
    let current = object.contextReference
    guard current == nil || current === reference || current?.context == nil,
      !inserted.contains(object)
    else { return }
    object.contextReference = reference
    object.lifecycle = .inserted
    if object.objectID.isTemporaryID {
      registered.registerInserted(object)
    } else {
      registered[object.objectID] = object
    }
    inserted.append(object)
    pending.inserted.append(object)
  }

  /// Deletes `object`, applying each relationship's delete rule: nullify takes it out of the
  /// destinations' inverse, cascade deletes the destinations too, deny makes the next
  /// ``save()`` fail while the relationship is not empty, no action leaves them.
  public func delete(_ object: NSManagedObject) {
    guard object.contextReference === reference, object.lifecycle != .deleted else { return }
    object.fireFault()
    if object.lifecycle == .inserted {
      inserted.remove(object)
      pending.inserted.remove(object)
      registered[object.objectID] = nil
    } else {
      object.recordToOneKeys()
      if object.snapshot == nil {
        object.snapshot = NSManagedObject.Snapshot(
          attributeValues: object.attributeValues, toOneKeys: object.toOneKeys,
          relationships: object.relationships)
      }
      updated.remove(object)
      deleted.append(object)
      pending.deleted.append(object)
    }
    object.lifecycle = .deleted
    for relationship in object.entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
      let destinations = object.loadedRelationship(relationship).objects
      switch relationship.deleteRule {
      case .nullifyDeleteRule, .cascadeDeleteRule:
        if let inverse = relationship.inverseRelationship {
          for destination in destinations { destination.removeOneSide(inverse, object) }
        }
        if relationship.deleteRule == .cascadeDeleteRule {
          for destination in destinations { delete(destination) }
        }
      case .denyDeleteRule, .noActionDeleteRule: continue
      }
    }
  }

  /// Drops every unsaved change: inserted objects leave the context, changed and deleted
  /// ones get their saved values back.
  public func rollback() {
    for object in inserted.items {
      registered[object.objectID] = nil
      object.managedObjectContext = nil
      object.lifecycle = .saved
    }
    for object in updated.items + deleted.items {
      object.restoreSnapshot()
      object.lifecycle = .saved
    }
    clearChanges()
  }

  /// Forgets every registered object and every unsaved change.
  public func reset() {
    for object in registered.values { object.managedObjectContext = nil }
    registered.removeAll()
    clearChanges()
  }

  /// Posts `NSManagedObjectContextObjectsDidChange` for the changes since the last call
  /// (``save()`` calls it first).
  public func processPendingChanges() {
    _ = postPendingChanges()
  }

  /// ``processPendingChanges()``, giving back the inserted objects it posted and their set
  /// (nil when there was nothing to post), so that a save posting the same objects again
  /// does not make the set twice.
  func postPendingChanges() -> (objects: [NSManagedObject], set: Set<NSManagedObject>)? {
    guard !pending.isEmpty else { return nil }
    // All the inserted objects, as is usual, are the inserted list itself (no copy made).
    let insertedObjects =
      pending.inserted.count == inserted.count ? inserted.items : pending.inserted.items
    let updatedObjects = pending.updated.items
    let deletedObjects = pending.deleted.items
    // The inserted objects leave their list as the set is made (one pass over them).
    var inserted = Set<NSManagedObject>(minimumCapacity: insertedObjects.count * 2)
    for object in insertedObjects {
      pending.inserted.leave(object)
      inserted.insert(object)
    }
    pending.inserted.removeAllLeft()
    pending.removeAll()
    NotificationCenter.default.post(
      name: .NSManagedObjectContextObjectsDidChange, object: self,
      userInfo: [
        NSInsertedObjectsKey: inserted,
        NSUpdatedObjectsKey: Set(updatedObjects),
        NSDeletedObjectsKey: Set(deletedObjects),
      ])
    return (insertedObjects, inserted)
  }

  /// Called by an object when one of its properties changes.
  func objectDidChange(_ object: NSManagedObject) {
    guard object.lifecycle == .saved else { return }
    updated.append(object)
    pending.updated.append(object)
  }
}

extension NSManagedObjectContext {
  /// The entity named `name` in the context's model, as
  /// ``NSEntityDescription/entity(forEntityName:in:)`` finds it; the last one found is kept
  /// (objects are mostly inserted many of one entity at a time) while it still has the name
  /// and the model's entities were not set again.
  func entity(named name: String) -> NSEntityDescription? {
    guard let coordinator = persistentStoreCoordinator else { return nil }
    // Compared without being held: the entity and model are weakly referenced (by their
    // properties and entities), which makes each retain and release of them a slow one.
    unowned(unsafe) let model = coordinator.managedObjectModel
    if let last = lastEntityByName, last.modelReference === model,
      last.generation == model.generation, last.name == name,
      last.entityReference.name == name
    {
      return last.entity
    }
    guard let entity = model.entitiesByName[name] else { return nil }
    lastEntityByName = EntityByName(name: name, model: model, entity: entity)
    return entity
  }
}

extension NSEntityDescription {
  /// Makes an object of the entity named `entityName` in `context`'s model and inserts it.
  ///
  /// An entity name the model does not have is a programmer error (it stops the program), as
  /// it raises an exception on Apple platforms.
  public class func insertNewObject(
    forEntityName entityName: String, into context: NSManagedObjectContext
  ) -> NSManagedObject {
    guard let entity = context.entity(named: entityName) else {
      preconditionFailure("the context's model has no entity \(entityName)")
    }
    return ManagedObjectClasses.make(entity, insertInto: context)
  }

  /// The entity named `entityName` in `context`'s model.
  public class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
    -> NSEntityDescription?
  {
    context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
  }
}

extension Notification.Name {
  /// Posted by a context after it saves; `userInfo` holds the inserted, updated and deleted
  /// objects under ``NSInsertedObjectsKey``, ``NSUpdatedObjectsKey`` and
  /// ``NSDeletedObjectsKey``.
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagingContextDidSaveChangesNotification")
  /// Posted by a context when its objects change (at ``NSManagedObjectContext/processPendingChanges()``
  /// and before a save), with the same `userInfo` keys.
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSObjectsChangedInManagingContextNotification")
}

/// The `userInfo` key of the inserted objects of a context notification.
public let NSInsertedObjectsKey = "inserted"
/// The `userInfo` key of the updated objects of a context notification.
public let NSUpdatedObjectsKey = "updated"
/// The `userInfo` key of the deleted objects of a context notification.
public let NSDeletedObjectsKey = "deleted"
