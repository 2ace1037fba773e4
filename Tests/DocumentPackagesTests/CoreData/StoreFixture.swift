import CoreData
import Foundation

/// A small Core Data store made through CoreData's writing code in a temporary folder:
/// two vocabularies and three words.
struct StoreFixture {
  static let modelXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Vocabulary" representedClassName="Vocabulary" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <relationship name="words" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
        </entity>
        <entity name="Word" representedClassName="Word" syncable="YES">
            <attribute name="text" attributeType="String"/>
            <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
        </entity>
    </model>
    """

  let directory: URL
  let store: URL

  /// Makes the model and the store, named `storeName`, in a new temporary folder.
  init(storeName: String = "Vocabularies.sqlite") throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-storekind-\(UUID().uuidString)")
    let modelURL = directory.appendingPathComponent("Vocabularies.xcdatamodeld")
    let version = modelURL.appendingPathComponent("Vocabularies.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(Self.modelXML.utf8).write(to: version.appendingPathComponent("contents"))
    let model = try NSManagedObjectModel.load(contentsOf: modelURL)
    store = directory.appendingPathComponent(storeName)
    let container = NSPersistentContainer(name: "Vocabularies", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    let context = container.viewContext
    for (name, words) in [("German", ["Haus", "Baum"]), ("French", ["Arbre"])] {
      let vocabulary = NSEntityDescription.insertNewObject(
        forEntityName: "Vocabulary", into: context)
      vocabulary.setValue(name, forKey: "name")
      for text in words {
        let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
        word.setValue(text, forKey: "text")
        word.setValue(vocabulary, forKey: "vocabulary")
      }
    }
    try context.save()
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}
