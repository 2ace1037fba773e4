import CoreData
import Foundation
import Testing

/// Faults, refreshing objects from the store, and one instance per object ID.
@Suite struct FaultAndRefreshTests {
  /// A store with German (words Haus, Baum) and French, saved by one context.
  func seeded() throws -> (WritableStore, NSPersistentContainer) {
    let store = try WritableStore()
    let container = try store.container()
    let context = container.newBackgroundContext()
    try context.performAndWait {
      let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
      german.setValue("German", forKey: "name")
      let french = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
      french.setValue("French", forKey: "name")
      for text in ["Haus", "Baum"] {
        let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
        word.setValue(text, forKey: "text")
        word.setValue(false, forKey: "learned")
        word.setValue(german, forKey: "vocabulary")
      }
      try context.save()
    }
    return (store, container)
  }

  func vocabularies(_ context: NSManagedObjectContext, faults: Bool = true) throws
    -> [NSManagedObject]
  {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")
    request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
    request.returnsObjectsAsFaults = faults
    return try context.fetch(request)
  }

  /// Saves `name` for the vocabulary `id` from another context.
  func renameVocabulary(
    _ id: NSManagedObjectID, to name: String, in container: NSPersistentContainer
  )
    throws
  {
    let other = container.newBackgroundContext()
    try other.performAndWait {
      try other.existingObject(with: id).setValue(name, forKey: "name")
      try other.save()
    }
  }

  @Test func fetchedObjectsAreFaultsUntilAPropertyIsUsed() throws {
    let (store, container) = try seeded()
    defer { store.remove() }
    let context = container.viewContext
    let fetched = try vocabularies(context)
    #expect(fetched.count == 2)
    #expect(fetched.allSatisfy { $0.isFault })  // sorting by name did not fire them
    let french = try #require(fetched.first)
    #expect(french.value(forKey: "name") as? String == "French")
    #expect(!french.isFault)
    #expect(fetched.last?.isFault == true)

    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.predicate = NSPredicate(format: "text BEGINSWITH %@", "H")
    let words = try context.fetch(request)
    #expect(words.count == 1)
    #expect(words.first?.isFault == true)
    let german = try #require(words.first?.value(forKey: "vocabulary") as? NSManagedObject)
    #expect(german === fetched.last)
    #expect(german.isFault)
    #expect((german.value(forKey: "words") as? NSOrderedSet)?.count == 2)
    #expect(!german.isFault)

    let fresh = container.newBackgroundContext()
    let (faults, insertedIsFault) = try fresh.performAndWait {
      let realized = try vocabularies(fresh, faults: false).filter { $0.isFault }.count
      let inserted = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: fresh)
      return (realized, inserted.isFault)
    }
    #expect(faults == 0)
    #expect(!insertedIsFault)
  }

  @Test func oneInstancePerObjectIDHoweverItIsReached() throws {
    let (store, container) = try seeded()
    defer { store.remove() }
    let context = container.viewContext
    let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
    tag.setValue("noun", forKey: "label")
    try context.save()
    let german = try #require(try vocabularies(context).last)
    #expect(try context.existingObject(with: german.objectID) === german)
    #expect(try vocabularies(context).last === german)
    let words = try #require(german.value(forKey: "words") as? NSOrderedSet)
    for case let word as NSManagedObject in words {
      #expect(word.value(forKey: "vocabulary") as? NSManagedObject === german)
    }
    let tags = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag"))
    #expect(tags.first === tag)
    #expect(Set(context.registeredObjects.map(\.objectID)).count == context.registeredObjects.count)
  }

  @Test func refreshWithoutMergingDropsChangesAndFaults() throws {
    let (store, container) = try seeded()
    defer { store.remove() }
    let context = container.viewContext
    let french = try #require(try vocabularies(context).first)
    french.setValue(true, forKey: "isFavorite")
    #expect(context.hasChanges)
    context.refresh(french, mergeChanges: false)
    #expect(french.isFault)
    #expect(!context.hasChanges)
    #expect(!french.hasChanges)
    try renameVocabulary(french.objectID, to: "Français", in: container)
    // The fault reads the row when it fires, after the other context's save.
    #expect(french.value(forKey: "name") as? String == "Français")
    #expect(french.value(forKey: "isFavorite") as? Bool == false)
    #expect(!french.isFault)
  }

  @Test func refreshMergingKeepsChangesOverTheStoresValues() throws {
    let (store, container) = try seeded()
    defer { store.remove() }
    let context = container.viewContext
    let french = try #require(try vocabularies(context).first)
    french.setValue(true, forKey: "isFavorite")
    try renameVocabulary(french.objectID, to: "Français", in: container)
    #expect(french.value(forKey: "name") as? String == "French")
    context.refresh(french, mergeChanges: true)
    #expect(french.value(forKey: "name") as? String == "Français")
    #expect(french.value(forKey: "isFavorite") as? Bool == true)
    #expect(context.updatedObjects == [french])
    try context.save()
    let rows = try SQLiteScript.query(
      store.url.path, "SELECT ZNAME, ZISFAVORITE FROM ZVOCABULARY ORDER BY ZNAME", live: true)
    #expect(rows.first?.first as? String == "Français")
    #expect(rows.first?.last as? Int64 == 1)
  }

  @Test func refreshAllObjectsKeepsChangesAndFaultsTheRest() throws {
    let (store, container) = try seeded()
    defer { store.remove() }
    let context = container.viewContext
    let fetched = try vocabularies(context)
    let french = try #require(fetched.first)
    let german = try #require(fetched.last)
    french.setValue(true, forKey: "isFavorite")
    #expect(german.value(forKey: "name") as? String == "German")
    try renameVocabulary(french.objectID, to: "Français", in: container)
    try renameVocabulary(german.objectID, to: "Deutsch", in: container)
    context.refreshAllObjects()
    #expect(german.isFault)
    #expect(!french.isFault)
    #expect(german.value(forKey: "name") as? String == "Deutsch")
    #expect(french.value(forKey: "name") as? String == "Français")
    #expect(french.value(forKey: "isFavorite") as? Bool == true)
  }
}
