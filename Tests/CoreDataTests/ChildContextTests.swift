import CoreData
import Foundation
import Testing

/// Child contexts: saves into the parent, fetches over the parent's unsaved changes, and
/// object IDs across the two.
@Suite struct ChildContextTests {
  func names(_ context: NSManagedObjectContext) throws -> [String] {
    try context.performAndWait {
      let request = NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")
      request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
      return try context.fetch(request).compactMap { $0.value(forKey: "name") as? String }
    }
  }

  func rowCount(_ store: WritableStore, _ table: String) throws -> Int64? {
    try SQLiteScript.query(store.url.path, "SELECT COUNT(*) FROM \(table)", live: true).first?
      .first as? Int64
  }

  func child(of parent: NSManagedObjectContext) -> NSManagedObjectContext {
    let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    child.parent = parent
    return child
  }

  /// A word saved before the vocabulary it belongs to (inserted after it): a child takes the
  /// parent's instance of the word with the to-one key the save recorded, the vocabulary's
  /// permanent ID (not left out because the vocabulary's ID was still temporary when the
  /// word's was made permanent).
  @Test func childReadsAToOneSavedBeforeItsDestination() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    let (wordID, vocabularyID) = try main.performAndWait {
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: main)
      word.setValue("Haus", forKey: "text")
      word.setValue(false, forKey: "learned")
      let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: main)
      german.setValue("German", forKey: "name")
      word.setValue(german, forKey: "vocabulary")
      try main.save()
      return (word.objectID, german.objectID)
    }
    #expect(!vocabularyID.isTemporaryID)
    let child = child(of: main)
    let (text, vocabulary) = try child.performAndWait {
      let word = try child.existingObject(with: wordID)
      return (
        word.value(forKey: "text") as? String,
        (word.value(forKey: "vocabulary") as? NSManagedObject)?.objectID
      )
    }
    #expect(text == "Haus")
    #expect(vocabulary == vocabularyID)
  }

  @Test func childSaveGoesToTheParentAndTheParentsSaveToTheStore() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    let child = child(of: main)
    #expect(child.persistentStoreCoordinator === main.persistentStoreCoordinator)
    try child.performAndWait {
      let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: child)
      german.setValue("German", forKey: "name")
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: child)
      word.setValue("Haus", forKey: "text")
      word.setValue(false, forKey: "learned")
      word.setValue(german, forKey: "vocabulary")
      try child.save()
      #expect(!child.hasChanges)
    }
    #expect(try rowCount(store, "ZVOCABULARY") == 0)
    #expect(main.hasChanges)
    #expect(main.insertedObjects.count == 2)
    let german = try #require(
      try main.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")).first)
    #expect(german.value(forKey: "name") as? String == "German")
    let words = try #require(german.value(forKey: "words") as? NSOrderedSet)
    #expect((words.firstObject as? NSManagedObject)?.value(forKey: "text") as? String == "Haus")
    try main.save()
    #expect(try rowCount(store, "ZVOCABULARY") == 1)
    #expect(try rowCount(store, "ZWORD") == 1)
    let link = try SQLiteScript.query(
      store.url.path, "SELECT ZVOCABULARY FROM ZWORD", live: true)
    #expect(link.first?.first as? Int64 == 1)
  }

  @Test func childFetchesSeeTheParentsUnsavedChanges() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    var byName: [String: NSManagedObject] = [:]
    for name in ["German", "French"] {
      let vocabulary = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: main)
      vocabulary.setValue(name, forKey: "name")
      byName[name] = vocabulary
    }
    try main.save()
    byName["German"]?.setValue("Deutsch", forKey: "name")
    if let french = byName["French"] { main.delete(french) }
    let spanish = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: main)
    spanish.setValue("Spanish", forKey: "name")
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: main)
    word.setValue("casa", forKey: "text")
    word.setValue(false, forKey: "learned")
    word.setValue(spanish, forKey: "vocabulary")

    let child = child(of: main)
    #expect(try names(child) == ["Deutsch", "Spanish"])
    try child.performAndWait {
      let request = NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")
      request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
      let fetched = try child.fetch(request)
      let deutsch = try #require(fetched.first)
      #expect(deutsch !== byName["German"])
      #expect(deutsch.objectID == byName["German"]?.objectID)
      #expect(deutsch.managedObjectContext === child)
      #expect(!deutsch.hasChanges)
      let childSpanish = try #require(fetched.last)
      #expect(childSpanish.objectID == spanish.objectID)
      #expect(childSpanish.objectID.isTemporaryID)
      #expect(!childSpanish.isInserted)
      let words = try #require(childSpanish.value(forKey: "words") as? NSOrderedSet)
      let childWord = try #require(words.firstObject as? NSManagedObject)
      #expect(childWord.value(forKey: "text") as? String == "casa")
      #expect(childWord.value(forKey: "vocabulary") as? NSManagedObject === childSpanish)
      // Same object ID, same instance, however it is reached.
      #expect(try child.existingObject(with: spanish.objectID) === childSpanish)
      #expect(try child.fetch(request).last === childSpanish)
      #expect(throws: StoreError.self) {
        try child.existingObject(with: try #require(byName["French"]).objectID)
      }
      #expect(try child.count(for: NSFetchRequest<NSManagedObject>(entityName: "Word")) == 1)
    }
  }

  @Test func childChangesAndDeletionsReachTheStoreThroughTheParent() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: main)
    german.setValue("German", forKey: "name")
    let french = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: main)
    french.setValue("French", forKey: "name")
    for text in ["Haus", "Baum"] {
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: main)
      word.setValue(text, forKey: "text")
      word.setValue(false, forKey: "learned")
      word.setValue(german, forKey: "vocabulary")
    }
    try main.save()

    let child = child(of: main)
    try child.performAndWait {
      let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
      request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
      let words = try child.fetch(request)
      #expect(words.count == 2)
      let baum = try #require(words.first)
      baum.setValue(Int16(3), forKey: "count")
      let childFrench = try child.existingObject(with: french.objectID)
      baum.setValue(childFrench, forKey: "vocabulary")
      let childGerman = try child.existingObject(with: german.objectID)
      #expect((childGerman.value(forKey: "words") as? NSOrderedSet)?.count == 1)
      try child.save()
    }
    #expect(main.updatedObjects.count == 3)  // Baum and both vocabularies
    #expect((french.value(forKey: "words") as? NSOrderedSet)?.count == 1)
    #expect((german.value(forKey: "words") as? NSOrderedSet)?.count == 1)
    try main.save()
    let rows = try SQLiteScript.query(
      store.url.path, "SELECT ZTEXT, ZCOUNT, ZVOCABULARY FROM ZWORD ORDER BY ZTEXT", live: true)
    #expect(rows.first?[1] as? Int64 == 3)
    let frenchKey = try SQLiteScript.query(
      store.url.path, "SELECT Z_PK FROM ZVOCABULARY WHERE ZNAME = 'French'", live: true)
    #expect(rows.first?[2] as? Int64 == frenchKey.first?.first as? Int64)

    // Cascade, applied again by the parent.
    try child.performAndWait {
      child.delete(try child.existingObject(with: german.objectID))
      try child.save()
    }
    #expect(german.isDeleted)
    #expect(main.deletedObjects.count == 2)
    try main.save()
    #expect(try names(main) == ["French"])
    #expect(try rowCount(store, "ZWORD") == 1)
  }

  @Test func objectIDsTemporaryThenPermanent() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    let child = child(of: main)
    let (plain, early) = try child.performAndWait {
      let plain = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: child)
      plain.setValue("German", forKey: "name")
      let early = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: child)
      early.setValue("French", forKey: "name")
      try child.obtainPermanentIDs(for: [early])
      #expect(!early.objectID.isTemporaryID)
      #expect(try child.existingObject(with: early.objectID) === early)
      try child.save()
      return (plain.objectID, early.objectID)
    }
    #expect(plain.isTemporaryID)
    let parentEarly = try main.existingObject(with: early)
    #expect(parentEarly.isInserted)
    #expect(parentEarly.objectID == early)
    try main.save()
    // The parent's objects are permanent now; the child's instance of the other one keeps
    // its temporary ID, as on Apple platforms.
    #expect(main.registeredObjects.allSatisfy { !$0.objectID.isTemporaryID })
    #expect(
      child.performAndWait { child.registeredObjects.filter(\.objectID.isTemporaryID) }
        .count == 1)
    let rows = try SQLiteScript.query(
      store.url.path, "SELECT Z_PK, ZNAME FROM ZVOCABULARY ORDER BY Z_PK", live: true)
    #expect(rows.map { $0[1] as? String } == ["French", "German"])
    let keys = try SQLiteScript.query(
      store.url.path, "SELECT Z_MAX FROM Z_PRIMARYKEY WHERE Z_NAME = 'Vocabulary'", live: true)
    #expect(keys.first?.first as? Int64 == 2)
  }

  @Test func grandchildSeesEveryAncestorsChanges() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let main = try store.container().viewContext
    let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: main)
    german.setValue("German", forKey: "name")
    let middle = child(of: main)
    let grandchild = child(of: middle)
    middle.performAndWait {
      let french = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: middle)
      french.setValue("French", forKey: "name")
    }
    #expect(try names(grandchild) == ["French", "German"])
    try grandchild.performAndWait {
      let found = try grandchild.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
      for vocabulary in found {
        vocabulary.setValue("\(vocabulary.value(forKey: "name") ?? "")!", forKey: "name")
      }
      try grandchild.save()
    }
    try middle.performAndWait { try middle.save() }
    try main.save()
    #expect(try names(main) == ["French!", "German!"])
  }
}
