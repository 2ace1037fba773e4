import CoreData
import Foundation
import Testing

/// `ObjectsDidChange`, `WillSave` and `DidSave`, merging saves into other contexts, and
/// automatic merging.
@Suite struct ContextNotificationTests {
  /// Notifications received, in order (observers run on the posting thread).
  final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Notification] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ names: [Notification.Name], from context: NSManagedObjectContext) {
      for name in names {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) {
            [self] notification in
            lock.lock()
            list.append(notification)
            lock.unlock()
          })
      }
    }

    var notifications: [Notification] {
      lock.lock()
      defer { lock.unlock() }
      return list
    }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
  }

  func objects(_ notification: Notification?, _ key: String) -> Set<NSManagedObject> {
    notification?.userInfo?[key] as? Set<NSManagedObject> ?? []
  }

  func vocabulary(_ name: String, in context: NSManagedObjectContext) -> NSManagedObject {
    let vocabulary = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    vocabulary.setValue(name, forKey: "name")
    return vocabulary
  }

  /// Each `ObjectsDidChange` lists the objects inserted since the one before, less those
  /// deleted since; the save's `DidSave` lists every object inserted since the last save.
  @Test func insertedObjectsArePostedOnceEachRound() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let received = Received(
      [.NSManagedObjectContextObjectsDidChange, .NSManagedObjectContextDidSave], from: context)
    defer { received.stop() }
    let german = vocabulary("German", in: context)
    let french = vocabulary("French", in: context)
    context.processPendingChanges()
    let spanish = vocabulary("Spanish", in: context)
    let italian = vocabulary("Italian", in: context)
    context.delete(spanish)
    context.delete(german)
    try context.save()
    let notifications = received.notifications
    #expect(notifications.count == 3)
    #expect(objects(notifications.first, NSInsertedObjectsKey) == [german, french])
    #expect(objects(notifications.dropFirst().first, NSInsertedObjectsKey) == [italian])
    #expect(objects(notifications.last, NSInsertedObjectsKey) == [french, italian])
    let vocabularies = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
    #expect(Set(vocabularies) == [french, italian])
  }

  @Test func objectsDidChangeListsEachRoundsChanges() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let german = vocabulary("German", in: context)
    let french = vocabulary("French", in: context)
    try context.save()
    let received = Received([.NSManagedObjectContextObjectsDidChange], from: context)
    defer { received.stop() }
    german.setValue("Deutsch", forKey: "name")
    context.delete(french)
    let spanish = vocabulary("Spanish", in: context)
    context.processPendingChanges()
    #expect(received.notifications.count == 1)
    let first = received.notifications.first
    #expect(objects(first, NSInsertedObjectsKey) == [spanish])
    #expect(objects(first, NSUpdatedObjectsKey) == [german])
    #expect(objects(first, NSDeletedObjectsKey) == [french])
    context.processPendingChanges()
    #expect(received.notifications.count == 1)
    // A second change to the same object is the next round's.
    german.setValue("Allemand", forKey: "name")
    context.processPendingChanges()
    #expect(objects(received.notifications.last, NSUpdatedObjectsKey) == [german])
  }

  @Test func performPostsObjectsDidChangeAfterTheBlock() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().newBackgroundContext()
    let received = Received([.NSManagedObjectContextObjectsDidChange], from: context)
    defer { received.stop() }
    let enqueue = { context.perform { _ = self.vocabulary("German", in: context) } }
    enqueue()
    let count = context.performAndWait { received.notifications.count }
    #expect(count == 1)
    #expect(objects(received.notifications.first, NSInsertedObjectsKey).count == 1)
  }

  @Test func willSaveThenDidSaveWithTheSavedObjects() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let german = vocabulary("German", in: context)
    let french = vocabulary("French", in: context)
    try context.save()
    let received = Received(
      [.NSManagedObjectContextWillSave, .NSManagedObjectContextDidSave], from: context)
    defer { received.stop() }
    german.setValue("Deutsch", forKey: "name")
    context.delete(french)
    let spanish = vocabulary("Spanish", in: context)
    try context.save()
    let names = received.notifications.map(\.name)
    #expect(names == [.NSManagedObjectContextWillSave, .NSManagedObjectContextDidSave])
    #expect(received.notifications.first?.userInfo == nil)
    let didSave = received.notifications.last
    #expect(objects(didSave, NSInsertedObjectsKey) == [spanish])
    #expect(objects(didSave, NSUpdatedObjectsKey) == [german])
    #expect(objects(didSave, NSDeletedObjectsKey) == [french])
    #expect(objects(didSave, NSInsertedObjectsKey).allSatisfy { !$0.objectID.isTemporaryID })
    #expect(NSManagedObjectContextDidSaveName == "NSManagingContextDidSaveChangesNotification")
  }

  /// Apple's raw names, which code on Apple platforms may spell out.
  let NSManagedObjectContextDidSaveName = Notification.Name.NSManagedObjectContextDidSave.rawValue

  @Test func mergeChangesFromAnotherContextsSave() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let writer = container.newBackgroundContext()
    let (germanID, spanishID) = try writer.performAndWait {
      let german = vocabulary("German", in: writer)
      let spanish = vocabulary("Spanish", in: writer)
      try writer.save()
      return (german.objectID, spanish.objectID)
    }
    let reader = container.viewContext
    let german = try reader.existingObject(with: germanID)
    let spanish = try reader.existingObject(with: spanishID)
    german.setValue(true, forKey: "isFavorite")  // an unsaved change of the reader's

    let saves = Received([.NSManagedObjectContextDidSave], from: writer)
    defer { saves.stop() }
    try writer.performAndWait {
      try writer.existingObject(with: germanID).setValue("Deutsch", forKey: "name")
      writer.delete(try writer.existingObject(with: spanishID))
      _ = vocabulary("French", in: writer)
      try writer.save()
    }
    let notification = try #require(saves.notifications.first)
    #expect(german.value(forKey: "name") as? String == "German")
    let changes = Received([.NSManagedObjectContextObjectsDidChange], from: reader)
    defer { changes.stop() }
    reader.mergeChanges(fromContextDidSave: notification)
    #expect(german.value(forKey: "name") as? String == "Deutsch")
    #expect(german.value(forKey: "isFavorite") as? Bool == true)
    #expect(german.hasChanges)
    #expect(spanish.managedObjectContext == nil)
    let french = reader.registeredObjects.filter { $0.value(forKey: "name") as? String == "French" }
    #expect(french.count == 1)
    let didChange = changes.notifications.first
    #expect(objects(didChange, NSRefreshedObjectsKey) == [german])
    #expect(objects(didChange, NSDeletedObjectsKey) == [spanish])
    #expect(objects(didChange, NSInsertedObjectsKey) == french)
    // Merging the same save again changes nothing it has not already.
    reader.mergeChanges(fromContextDidSave: notification)
    #expect(german.value(forKey: "name") as? String == "Deutsch")
  }

  /// A to-one relationship to an object inserted after its own, saved together, reads back
  /// the same once a merge or a refresh forgets the relationship (its key is recorded after
  /// both objects have their permanent IDs).
  @Test func toOneToALaterInsertedObjectSurvivesMergeAndRefresh() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let view = container.viewContext
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: view)
    word.setValue("Haus", forKey: "text")
    word.setValue(false, forKey: "learned")
    let german = vocabulary("German", in: view)
    word.setValue(german, forKey: "vocabulary")
    try view.save()

    let writer = container.newBackgroundContext()
    let saves = Received([.NSManagedObjectContextDidSave], from: writer)
    defer { saves.stop() }
    try writer.performAndWait {
      _ = vocabulary("French", in: writer)
      try writer.save()
    }
    view.mergeChanges(fromContextDidSave: try #require(saves.notifications.first))
    #expect(word.value(forKey: "vocabulary") as? NSManagedObject === german)
    view.refresh(word, mergeChanges: true)
    #expect(word.value(forKey: "vocabulary") as? NSManagedObject === german)
  }

  /// A saved object's to-one changed (a merge in between) and rolled back reads as saved after
  /// the next merge forgets its relationships: the key kept for the row is the saved
  /// destination's, not the one set and rolled back.
  @Test func toOneChangedAndRolledBackSurvivesMerge() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let view = container.viewContext
    let german = vocabulary("German", in: view)
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: view)
    word.setValue("Haus", forKey: "text")
    word.setValue(false, forKey: "learned")
    word.setValue(german, forKey: "vocabulary")
    let spanish = vocabulary("Spanish", in: view)
    try view.save()
    let writer = container.newBackgroundContext()
    let saves = Received([.NSManagedObjectContextDidSave], from: writer)
    defer { saves.stop() }
    for name in ["French", "Italian"] {
      try writer.performAndWait {
        _ = vocabulary(name, in: writer)
        try writer.save()
      }
    }
    #expect(saves.notifications.count == 2)
    // Changed, a merge in between (which keeps the changed relationship), rolled back.
    word.setValue(spanish, forKey: "vocabulary")
    view.mergeChanges(fromContextDidSave: saves.notifications[0])
    #expect(word.value(forKey: "vocabulary") as? NSManagedObject === spanish)
    view.rollback()
    #expect(word.value(forKey: "vocabulary") as? NSManagedObject === german)
    view.mergeChanges(fromContextDidSave: saves.notifications[1])
    #expect(word.value(forKey: "vocabulary") as? NSManagedObject === german)
  }

  /// An object changed and then deleted by a merged save leaves the pending lists too: the
  /// next `ObjectsDidChange` does not list it.
  @Test func mergedDeletionLeavesThePendingChanges() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let writer = container.newBackgroundContext()
    let id = try writer.performAndWait {
      let german = vocabulary("German", in: writer)
      try writer.save()
      return german.objectID
    }
    let view = container.viewContext
    let german = try view.existingObject(with: id)
    german.setValue("Deutsch", forKey: "name")
    let saves = Received([.NSManagedObjectContextDidSave], from: writer)
    defer { saves.stop() }
    try writer.performAndWait {
      writer.delete(try writer.existingObject(with: id))
      try writer.save()
    }
    view.mergeChanges(fromContextDidSave: try #require(saves.notifications.first))
    let changes = Received([.NSManagedObjectContextObjectsDidChange], from: view)
    defer { changes.stop() }
    view.processPendingChanges()
    #expect(changes.notifications.allSatisfy { objects($0, NSUpdatedObjectsKey).isEmpty })
  }

  @Test func rootContextMergesItsCoordinatorsSavesAutomatically() async throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let background = container.newBackgroundContext()
    let id = try await background.perform {
      let german = vocabulary("German", in: background)
      try background.save()
      return german.objectID
    }
    let view = container.viewContext
    let german = try await view.perform { try view.existingObject(with: id) }
    view.automaticallyMergesChangesFromParent = true
    try await background.perform {
      try background.existingObject(with: id).setValue("Deutsch", forKey: "name")
      try background.save()
    }
    let name = await view.perform(schedule: .enqueued) { german.value(forKey: "name") as? String }
    #expect(name == "Deutsch")
    view.automaticallyMergesChangesFromParent = false
    try await background.perform {
      try background.existingObject(with: id).setValue("Allemand", forKey: "name")
      try background.save()
    }
    let unmerged = await view.perform(schedule: .enqueued) {
      german.value(forKey: "name") as? String
    }
    #expect(unmerged == "Deutsch")
  }

  @Test func childMergesItsParentsSavesAutomatically() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    let german = vocabulary("German", in: main)
    try main.save()
    let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    child.parent = main
    child.automaticallyMergesChangesFromParent = true
    let childGerman = try child.performAndWait { try child.existingObject(with: german.objectID) }
    german.setValue("Deutsch", forKey: "name")
    #expect(child.performAndWait { childGerman.value(forKey: "name") as? String } == "German")
    try main.save()
    #expect(child.performAndWait { childGerman.value(forKey: "name") as? String } == "Deutsch")
  }
}
