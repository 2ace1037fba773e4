import Foundation
import Testing

@testable import CoreData

/// `NSManagedObject` subclasses with `@Managed` properties (`@NSManaged` on Apple platforms).
final class SubclassVocabulary: NSManagedObject {
  @Managed var name: String?
  @Managed var words: Set<SubclassWord>
}

final class SubclassWord: NSManagedObject {
  @Managed var text: String?
  @Managed var count: Int16
  @Managed var learned: Bool
  @Managed var added: Date?
  @Managed var vocabulary: SubclassVocabulary?
}

@Suite struct SubclassTests {
  static let modelXML = """
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Vocabulary" representedClassName="SubclassVocabulary">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="words" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
        </entity>
        <entity name="Word" representedClassName="SubclassWord">
            <attribute name="text" optional="YES" attributeType="String"/>
            <attribute name="count" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="learned" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
        </entity>
    </model>
    """

  static func container(at store: URL) throws -> NSPersistentContainer {
    let model = try NSManagedObjectModel.load(Data(modelXML.utf8), form: .sourceXML)
    let container = NSPersistentContainer(name: "Words", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return container
  }

  @Test func subclassesReadAndWriteThroughManagedProperties() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-subclass-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("Words.sqlite")
    let writer = try Self.container(at: store)
    let context = writer.viewContext
    let french = SubclassVocabulary(context: context)
    french.name = "French"
    let merci = SubclassWord(context: context)
    merci.text = "merci"
    merci.count = 3
    merci.learned = true
    merci.added = Date(timeIntervalSinceReferenceDate: 1000)
    merci.vocabulary = french
    let blank = SubclassWord(context: context)
    blank.vocabulary = french
    #expect(french.words == [merci, blank], "the inverse is kept in step")
    #expect(merci.value(forKey: "text") as? String == "merci")
    #expect(blank.text == nil && blank.count == 0 && !blank.learned)
    #expect(SubclassWord.entity().name == "Word")
    try context.save()

    // A second container: objects come back as the subclasses, values converted.
    let reader = try Self.container(at: store).viewContext
    let request = NSFetchRequest<SubclassWord>(entityName: "Word")
    request.sortDescriptors = [NSSortDescriptor(key: "count", ascending: false)]
    let words = try reader.fetch(request)
    #expect(words.count == 2)
    let first = try #require(words.first)
    #expect(first.text == "merci")
    #expect(first.count == 3)
    #expect(first.learned)
    #expect(first.added == Date(timeIntervalSinceReferenceDate: 1000))
    let vocabulary = try #require(first.vocabulary)
    #expect(vocabulary.name == "French")
    #expect(vocabulary.words.count == 2)
    #expect(words.last?.text == nil)
    // Setting a to-many through its typed set, and a nil through an optional.
    vocabulary.words = [first]
    first.text = nil
    try reader.save()
    let third = try Self.container(at: store)  // kept: objects hold their context weakly
    let again = try third.viewContext.fetch(
      NSFetchRequest<SubclassVocabulary>(entityName: "Vocabulary"))
    #expect(again.first?.words.map(\.text) == [nil])
  }
}
