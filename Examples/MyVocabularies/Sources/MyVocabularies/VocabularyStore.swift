import CoreData
import Foundation

/// The "My Vocabularies" app's model layer: vocabularies with their words, in a Core Data
/// SQLite store, through Apple's Core Data API only.
public final class VocabularyStore {
  /// Why the store could not be opened.
  public enum OpenError: Error, CustomStringConvertible {
    /// The package's model resource is missing or unreadable.
    case modelMissing
    /// The store failed to load.
    case loadFailed(String)

    /// What went wrong.
    public var description: String {
      switch self {
      case .modelMissing: "the MyVocabularies model is not in the package's resources"
      case .loadFailed(let reason): "the store could not be loaded: \(reason)"
      }
    }
  }

  /// The container of the app's store.
  public let container: NSPersistentContainer
  /// The context the app works in.
  public var context: NSManagedObjectContext { container.viewContext }

  /// The app's model: the compiled `.momd` on Apple platforms, the source model on Linux.
  public static func model() throws -> NSManagedObjectModel {
    for fileExtension in ["momd", "xcdatamodeld"] {
      if let url = Bundle.module.url(forResource: "MyVocabularies", withExtension: fileExtension),
        let model = NSManagedObjectModel(contentsOf: url)
      {
        return model
      }
    }
    throw OpenError.modelMissing
  }

  /// Opens (creating when missing) the store at `url`.
  public init(storeURL url: URL, readOnly: Bool = false) throws {
    container = NSPersistentContainer(name: "MyVocabularies", managedObjectModel: try Self.model())
    let description = NSPersistentStoreDescription(url: url)
    description.isReadOnly = readOnly
    container.persistentStoreDescriptions = [description]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw OpenError.loadFailed("\(failure)") }
  }

  /// Adds a vocabulary named `name`.
  @discardableResult
  public func addVocabulary(named name: String) -> NSManagedObject {
    let vocabulary = NSEntityDescription.insertNewObject(
      forEntityName: "Vocabulary", into: context)
    vocabulary.setValue(name, forKey: "name")
    return vocabulary
  }

  /// Adds a word to `vocabulary` (the vocabulary's `words` gains it through the inverse).
  @discardableResult
  public func addWord(_ text: String, translation: String? = nil, to vocabulary: NSManagedObject)
    -> NSManagedObject
  {
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    word.setValue(text, forKey: "text")
    word.setValue(translation, forKey: "translation")
    word.setValue(vocabulary, forKey: "vocabulary")
    return word
  }

  /// Deletes `object`; deleting a vocabulary leaves its words without one (nullify).
  public func delete(_ object: NSManagedObject) {
    context.delete(object)
  }

  /// Saves the changes.
  public func save() throws {
    if context.hasChanges { try context.save() }
  }

  /// A fetched results controller of the vocabularies, sorted by name.
  public func vocabulariesController() throws -> NSFetchedResultsController<NSManagedObject> {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")
    request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil,
      cacheName: nil)
    try controller.performFetch()
    return controller
  }

  /// The texts of `vocabulary`'s words, through the relationship, sorted.
  public func words(of vocabulary: NSManagedObject) -> [String] {
    let words = vocabulary.value(forKey: "words") as? Set<NSManagedObject> ?? []
    return words.compactMap { $0.value(forKey: "text") as? String }.sorted()
  }

  /// Every word, sorted by text.
  public func allWords() throws -> [NSManagedObject] {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
    return try context.fetch(request)
  }
}
