import CoreData
import Foundation
import Testing

/// Inserting, changing, deleting and saving objects, read back by a fresh container and by
/// SQLite itself.
@Suite struct WritingTests {
  func words(_ context: NSManagedObjectContext, sortedBy key: String = "text") throws
    -> [NSManagedObject]
  {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.sortDescriptors = [NSSortDescriptor(key: key, ascending: true)]
    return try context.fetch(request)
  }

  @Test func insertSaveAndReadBack() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    german.setValue("German", forKey: "name")
    for text in ["Haus", "Baum", "Apfel"] {
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
      word.setValue(text, forKey: "text")
      word.setValue(false, forKey: "learned")
      word.setValue(german, forKey: "vocabulary")
    }
    #expect(context.hasChanges)
    #expect(context.insertedObjects.count == 4)
    #expect((german.value(forKey: "words") as? NSOrderedSet)?.count == 3)
    #expect(german.objectID.isTemporaryID)
    try context.save()
    #expect(!context.hasChanges)
    #expect(!german.objectID.isTemporaryID)

    let reader = try store.container(readOnly: true).viewContext
    let read = try words(reader)
    #expect(read.map { $0.value(forKey: "text") as? String } == ["Apfel", "Baum", "Haus"])
    let vocabulary = try #require(read.first?.value(forKey: "vocabulary") as? NSManagedObject)
    #expect(vocabulary.value(forKey: "name") as? String == "German")
    let ordered = try #require(vocabulary.value(forKey: "words") as? NSOrderedSet)
    #expect(
      ordered.array.compactMap { ($0 as? NSManagedObject)?.value(forKey: "text") as? String } == [
        "Haus", "Baum", "Apfel",
      ])

    let rows = try SQLiteScript.query(
      store.url.path, "SELECT ZTEXT, ZVOCABULARY, Z_FOK_VOCABULARY, Z_OPT FROM ZWORD ORDER BY Z_PK",
      live: true)
    #expect(rows.count == 3)
    #expect(rows.first?.first as? String == "Haus")
    let keys = try SQLiteScript.query(
      store.url.path, "SELECT Z_NAME, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT", live: true)
    #expect(keys.map { $0.first as? String } == ["Tag", "Vocabulary", "Word", "Phrase"])
    #expect(keys.map { $0.last as? Int64 } == [0, 1, 3, 0])
    let journal = try SQLiteScript.query(store.url.path, "PRAGMA journal_mode", live: true)
    #expect(journal.first?.first as? String == "wal")
  }

  /// The saving context finds its saved objects by their permanent IDs (its table of them
  /// is made at the first lookup), and objects that outlive their context see none.
  @Test func savedObjectsAreFoundByPermanentIDAndOutliveTheirContext() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    var context: NSManagedObjectContext? = NSManagedObjectContext(
      concurrencyType: .privateQueueConcurrencyType)
    context?.persistentStoreCoordinator = container.persistentStoreCoordinator
    let words = try #require(context).performAndWait { () throws -> [NSManagedObject] in
      let context = try #require(context)
      let words = (0..<3).map { index in
        let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
        word.setValue("word \(index)", forKey: "text")
        word.setValue(false, forKey: "learned")
        return word
      }
      let temporary = words[1].objectID
      try context.save()
      // The ID held here stays temporary (words[1] has a new one); the others' IDs, held by
      // no one else, became permanent in place.
      #expect(temporary.isTemporaryID)
      #expect(words.allSatisfy { !$0.objectID.isTemporaryID })
      #expect(words[1].objectID !== temporary)
      let keys = words.map { $0.objectID.uriRepresentation().lastPathComponent }
      #expect(keys == ["p1", "p2", "p3"])
      let storeID = try #require(words[0].objectID.persistentStore?.identifier)
      #expect(words[0].objectID.uriRepresentation().host == storeID)
      #expect(words[0].objectID == (try context.existingObject(with: words[0].objectID)).objectID)
      #expect(context.registeredObjects.count == 3)
      #expect(try context.existingObject(with: words[1].objectID) === words[1])
      #expect(context.registeredObjects == Set(words))
      #expect(throws: (any Error).self) { try context.existingObject(with: temporary) }
      let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
      request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
      let fetched = try context.fetch(request)
      let same = fetched.elementsEqual(words, by: ===)
      #expect(same)
      return words
    }
    #expect(words.allSatisfy { $0.managedObjectContext === context })
    context = nil
    #expect(words.allSatisfy { $0.managedObjectContext == nil })
    #expect(words[0].value(forKey: "text") as? String == "word 0")
  }

  /// Inserted objects are found by their temporary IDs (the context's table of them is made
  /// at the first lookup), before and after one of them is deleted, and a save forgets them.
  @Test func insertedObjectsAreFoundByTemporaryID() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let words = (0..<4).map { index in
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
      word.setValue("word \(index)", forKey: "text")
      word.setValue(false, forKey: "learned")
      return word
    }
    let temporary = words.map(\.objectID)
    #expect(try context.existingObject(with: temporary[2]) === words[2])
    context.delete(words[0])
    #expect(throws: (any Error).self) { try context.existingObject(with: temporary[0]) }
    context.insert(words[0])
    let more = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    more.setValue("more", forKey: "text")
    more.setValue(false, forKey: "learned")
    #expect(context.registeredObjects == Set(words + [more]))
    try context.save()
    #expect(context.registeredObjects.count == 5)
    for id in temporary {
      #expect(throws: (any Error).self) { try context.existingObject(with: id) }
    }
    #expect(try context.existingObject(with: words[3].objectID) === words[3])
  }

  /// A new object starts with the model's default values as they are when it is made.
  @Test func newObjectsStartWithTheDefaultsSetSoFar() {
    let name = NSAttributeDescription()
    name.name = "name"
    name.attributeType = .stringAttributeType
    let count = NSAttributeDescription()
    count.name = "count"
    count.attributeType = .integer64AttributeType
    let entity = NSEntityDescription()
    entity.name = "Thing"
    entity.properties = [name, count]
    let model = NSManagedObjectModel()
    model.entities = [entity]
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let first = NSManagedObject(entity: entity, insertInto: context)
    #expect(first.value(forKey: "name") == nil)
    name.defaultValue = "untitled"
    count.defaultValue = NSNumber(value: 3)
    let second = NSManagedObject(entity: entity, insertInto: context)
    #expect(second.value(forKey: "name") as? String == "untitled")
    #expect((second.value(forKey: "count") as? NSNumber)?.intValue == 3)
    name.defaultValue = nil
    #expect(NSManagedObject(entity: entity, insertInto: context).value(forKey: "name") == nil)
  }

  @Test func updatesIncrementZOPTAndManyToManyUsesTheJoinTable() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    word.setValue("Haus", forKey: "text")
    word.setValue(true, forKey: "learned")
    let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
    tag.setValue("noun", forKey: "label")
    tag.setValue(Set([word]), forKey: "words")
    #expect((word.value(forKey: "tags") as? Set<NSManagedObject>)?.first === tag)
    try context.save()
    word.setValue(Int16(7), forKey: "count")
    #expect(context.updatedObjects == [word])
    #expect(word.changedValues().keys.sorted() == ["count"])
    try context.save()
    let rows = try SQLiteScript.query(store.url.path, "SELECT ZCOUNT, Z_OPT FROM ZWORD", live: true)
    #expect(rows.first?.first as? Int64 == 7)
    #expect(rows.first?.last as? Int64 == 2)
    let joins = try SQLiteScript.query(store.url.path, "SELECT * FROM Z_1WORDS", live: true)
    #expect(joins.count == 1)
  }

  @Test func deleteRules() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let vocabulary = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    vocabulary.setValue("German", forKey: "name")
    let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
    tag.setValue("noun", forKey: "label")
    for text in ["Haus", "Baum"] {
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
      word.setValue(text, forKey: "text")
      word.setValue(false, forKey: "learned")
      word.setValue(vocabulary, forKey: "vocabulary")
      word.setValue(Set([tag]), forKey: "tags")
    }
    try context.save()
    // Nullify: deleting a word takes it out of the vocabulary and the tag.
    let haus = try #require(try words(context).last)
    context.delete(haus)
    #expect(haus.isDeleted)
    #expect((vocabulary.value(forKey: "words") as? NSOrderedSet)?.count == 1)
    #expect((tag.value(forKey: "words") as? Set<NSManagedObject>)?.count == 1)
    #expect(try words(context).count == 1)
    try context.save()
    // Cascade: deleting the vocabulary deletes its remaining word.
    context.delete(vocabulary)
    #expect(context.deletedObjects.count == 2)
    try context.save()
    #expect(try SQLiteScript.query(store.url.path, "SELECT * FROM ZWORD", live: true).isEmpty)
    #expect(try SQLiteScript.query(store.url.path, "SELECT * FROM Z_1WORDS", live: true).isEmpty)
  }

  @Test func rollbackAndReset() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let vocabulary = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    vocabulary.setValue("German", forKey: "name")
    try context.save()
    vocabulary.setValue("French", forKey: "name")
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    word.setValue("Haus", forKey: "text")
    word.setValue(vocabulary, forKey: "vocabulary")
    context.rollback()
    #expect(!context.hasChanges)
    #expect(vocabulary.value(forKey: "name") as? String == "German")
    #expect((vocabulary.value(forKey: "words") as? NSOrderedSet)?.count == 0)
    #expect(try words(context).isEmpty)
    context.reset()
    let fetched = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
    #expect(fetched.count == 1)
    #expect(fetched.first !== vocabulary)
    // One object per row in a context.
    let again = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
    #expect(again.first === fetched.first)
  }

  @Test func validationUsesApplesCodes() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    word.setValue(false, forKey: "learned")
    #expect(throws: SaveError.missingMandatoryProperty(entity: "Word", property: "text")) {
      try context.save()
    }
    do {
      try context.save()
    } catch {
      let bridged = error as NSError
      #expect(bridged.domain == NSCocoaErrorDomain)
      #expect(bridged.code == 1570)
    }
    word.setValue("Haus", forKey: "text")
    try context.save()
    let twin = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    twin.setValue("Haus", forKey: "text")
    twin.setValue(false, forKey: "learned")
    #expect(throws: SaveError.constraintConflict(entity: "Word", properties: ["text"])) {
      try context.save()
    }
    #expect(
      try SQLiteScript.query(store.url.path, "SELECT COUNT(*) FROM ZWORD", live: true).first?.first
        as? Int64
        == 1)
  }

  @Test func optimisticLockingAndMergePolicies() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let first = try store.container().viewContext
    let vocabulary = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: first)
    vocabulary.setValue("German", forKey: "name")
    try first.save()
    let second = try store.container().viewContext
    let other = try #require(
      try second.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")).first)
    other.setValue("Deutsch", forKey: "name")
    try second.save()
    vocabulary.setValue("Allemand", forKey: "name")
    #expect(throws: SaveError.self) { try first.save() }
    first.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    try first.save()
    let rows = try SQLiteScript.query(
      store.url.path, "SELECT ZNAME, Z_OPT FROM ZVOCABULARY", live: true)
    #expect(rows.first?.first as? String == "Allemand")
    #expect(rows.first?.last as? Int64 == 3)
  }

  @Test func didSaveNotificationMergesIntoAnotherContext() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let container = try store.container()
    let main = container.viewContext
    let background = container.newBackgroundContext()
    #expect(try main.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")).isEmpty)
    nonisolated(unsafe) var received: [Notification] = []
    let observer = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextDidSave, object: background, queue: nil
    ) { received.append($0) }
    defer { NotificationCenter.default.removeObserver(observer) }
    try background.performAndWait {
      let vocabulary = NSEntityDescription.insertNewObject(
        forEntityName: "Vocabulary", into: background)
      vocabulary.setValue("German", forKey: "name")
      try background.save()
    }
    let notification = try #require(received.first)
    #expect((notification.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>)?.count == 1)
    main.mergeChanges(fromContextDidSave: notification)
    let fetched = try main.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
    #expect(fetched.first?.value(forKey: "name") as? String == "German")
  }
}
