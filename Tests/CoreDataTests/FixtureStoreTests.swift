import Foundation
import Testing

@testable import CoreData

@Suite struct FixtureStoreTests {
  /// A container opened read-only on a fresh fixture store.
  static func open(_ numbering: VocabularyFixture.Numbering = .apple) throws -> (
    NSPersistentContainer, URL
  ) {
    let directory = try VocabularyFixture.temporaryDirectory()
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory, numbering: numbering)
    let container = NSPersistentContainer(
      name: "Vocabularies", managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
    let description = NSPersistentStoreDescription(url: storeURL)
    description.isReadOnly = true
    container.persistentStoreDescriptions = [description]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return (container, directory)
  }

  static func texts(_ objects: [NSManagedObject]) -> [String] {
    objects.compactMap { $0.value(forKey: "text") as? String }
  }

  @Test func fetchesWithSortLimitOffsetAndSubentities() throws {
    let (container, directory) = try Self.open()
    defer { try? FileManager.default.removeItem(at: directory) }
    let context = container.viewContext
    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
    #expect(
      Self.texts(try context.fetch(request)) == [
        "bonjour", "danke", "merci", "orphan", "s'il vous plaît",
      ])
    #expect(try context.count(for: request) == 5)
    request.includesSubentities = false
    #expect(try context.count(for: request) == 4)
    request.includesSubentities = true
    request.sortDescriptors = [NSSortDescriptor(key: "count", ascending: false)]
    request.fetchOffset = 1
    request.fetchLimit = 2
    #expect(Self.texts(try context.fetch(request)) == ["merci", "bonjour"])
    let phrases = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Phrase"))
    #expect(phrases.map(\.entity.name) == ["Phrase"])
    #expect(phrases.first?.value(forKey: "literal") as? String == "if it pleases you")
  }

  @Test func fetchesWithPredicates() throws {
    let (container, directory) = try Self.open()
    defer { try? FileManager.default.removeItem(at: directory) }
    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.predicate = NSPredicate { object, _ in
      ((object as? NSManagedObject)?.value(forKey: "learned") as? Bool) == true
    }
    request.sortDescriptors = [
      NSSortDescriptor(key: "vocabulary.name", ascending: false),
      NSSortDescriptor(key: "text", ascending: true),
    ]
    #expect(Self.texts(try container.viewContext.fetch(request)) == ["danke", "bonjour"])
    #expect(try container.viewContext.count(for: request) == 2)
    let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Tag")
    ids.resultType = .managedObjectIDResultType
    #expect(
      try container.viewContext.fetch(ids).map { $0.uriRepresentation().absoluteString }.first
        == "x-coredata://7C1F2E3D-0000-4000-8000-00000000C0DE/Tag/p1")
  }

  @Test func attributeValuesAreConverted() throws {
    let (container, directory) = try Self.open()
    defer { try? FileManager.default.removeItem(at: directory) }
    let context = container.viewContext
    let words = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Word"))
    let bonjour = try #require(words.first { $0.value(forKey: "text") as? String == "bonjour" })
    #expect(bonjour.value(forKey: "count") as? Int16 == 3)
    #expect(bonjour.value(forKey: "frequency") as? Int32 == 100)
    #expect(bonjour.value(forKey: "rank") as? Int64 == 1)
    #expect(bonjour.value(forKey: "learned") as? Bool == true)
    #expect(bonjour.value(forKey: "score") as? Double == 0.5)
    #expect(bonjour.value(forKey: "weight") as? Float == 1.25)
    #expect(
      (bonjour.value(forKey: "price") as? NSDecimalNumber)?.decimalValue == Decimal(string: "1.99"))
    #expect(
      bonjour.value(forKey: "added") as? Date == Date(timeIntervalSinceReferenceDate: 700_000_100))
    #expect(bonjour.value(forKey: "cached") == nil)
    let danke = try #require(words.first { $0.value(forKey: "text") as? String == "danke" })
    #expect(danke.value(forKey: "added") as? Date == Date(timeIntervalSinceReferenceDate: -86_400))
    let vocabularies = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary"))
    let french = try #require(vocabularies.first)
    #expect(french.value(forKey: "isFavorite") as? Bool == true)
    #expect(
      french.value(forKey: "created") as? Date
        == Date(timeIntervalSinceReferenceDate: 700_000_000.5))
    #expect(french.value(forKey: "icon") as? Data == Data([10, 20, 30]))
    #expect(french.value(forKey: "identifier") as? UUID == VocabularyFixture.identifier)
    #expect(french.value(forKey: "homepage") as? URL == URL(string: "https://example.org/fr"))
    #expect((french.value(forKey: "settings") as? [String: Any])?["theme"] as? String == "dark")
    let german = try #require(vocabularies.last)
    #expect(german.value(forKey: "icon") as? Data == VocabularyFixture.externalBytes)
    #expect(german.value(forKey: "created") == nil)
  }

  @Test func relationshipsResolve() throws {
    let (container, directory) = try Self.open()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.checkRelationships(container.viewContext)
  }

  @Test func renumberedEntitiesReadTheSame() throws {
    let (container, directory) = try Self.open(.shifted)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.checkRelationships(container.viewContext)
    let store = try #require(container.persistentStoreCoordinator.persistentStores.first)
    #expect(store.entityNumbers["Vocabulary"] == 9)
  }

  static func checkRelationships(_ context: NSManagedObjectContext) throws {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
    let words = try context.fetch(request)
    let bonjour = words[0]
    let french = try #require(bonjour.value(forKey: "vocabulary") as? NSManagedObject)
    #expect(french.value(forKey: "name") as? String == "French")
    let ordered = try #require(french.value(forKey: "words") as? NSOrderedSet)
    #expect(
      ordered.array.compactMap { ($0 as? NSManagedObject)?.value(forKey: "text") as? String }
        == ["s'il vous plaît", "bonjour", "merci"])
    #expect((ordered.firstObject as? NSManagedObject)?.entity.name == "Phrase")
    #expect(ordered.contains(bonjour))
    let danke = words[1]
    let tags = try #require(danke.value(forKey: "tags") as? Set<NSManagedObject>)
    #expect(
      Set(tags.compactMap { $0.value(forKey: "label") as? String }) == ["greeting", "polite"])
    let polite = try #require(tags.first { $0.value(forKey: "label") as? String == "polite" })
    let politeWords = try #require(polite.value(forKey: "words") as? Set<NSManagedObject>)
    #expect(
      Set(politeWords.compactMap { $0.value(forKey: "text") as? String }) == [
        "merci", "s'il vous plaît", "danke",
      ])
    #expect(words[3].value(forKey: "text") as? String == "orphan")
    #expect(words[3].value(forKey: "vocabulary") == nil)
    #expect((words[3].value(forKey: "tags") as? Set<NSManagedObject>)?.isEmpty == true)
    #expect(try context.existingObject(with: bonjour.objectID) === bonjour)
  }
}
