import CoreData
import Foundation
import Testing

/// A fetched results controller: sections, index titles, and the delegate calls after saves.
@Suite struct FetchedResultsTests {
  final class Recorder: NSFetchedResultsControllerDelegate {
    var events: [String] = []
    func controllerWillChangeContent(_ controller: any FetchedResultsControlling) {
      events.append("will")
    }
    func controller(
      _ controller: any FetchedResultsControlling,
      didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
      for type: NSFetchedResultsChangeType
    ) {
      events.append("section \(type) \(sectionInfo.name) \(sectionIndex)")
    }
    func controller(
      _ controller: any FetchedResultsControlling, didChange anObject: Any,
      at indexPath: IndexPath?,
      for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
      let text = (anObject as? NSManagedObject)?.value(forKey: "text") as? String ?? "?"
      let from = indexPath.map { "\(Array($0))" } ?? "-"
      let to = newIndexPath.map { "\(Array($0))" } ?? "-"
      events.append("\(type) \(text) \(from) \(to)")
    }
    func controllerDidChangeContent(_ controller: any FetchedResultsControlling) {
      events.append("did")
    }
  }

  func word(_ text: String, in vocabulary: NSManagedObject, _ context: NSManagedObjectContext)
    -> NSManagedObject
  {
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    word.setValue(text, forKey: "text")
    word.setValue(false, forKey: "learned")
    word.setValue(vocabulary, forKey: "vocabulary")
    return word
  }

  @Test func sectionsAndDelegateCallsAfterSaves() throws {
    let store = try WritableStore()
    defer { store.remove() }
    let context = try store.container().viewContext
    let german = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    german.setValue("german", forKey: "name")
    let french = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    french.setValue("French", forKey: "name")
    _ = word("Haus", in: german, context)
    let baum = word("Baum", in: german, context)
    _ = word("Maison", in: french, context)
    try context.save()

    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.sortDescriptors = [
      NSSortDescriptor(key: "vocabulary.name", ascending: true),
      NSSortDescriptor(key: "text", ascending: true),
    ]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "vocabulary.name",
      cacheName: nil)
    let recorder = Recorder()
    controller.delegate = recorder
    try controller.performFetch()
    #expect(controller.sections?.map(\.name) == ["French", "german"])
    #expect(controller.sections?.map(\.numberOfObjects) == [1, 2])
    #expect(controller.sectionIndexTitles == ["F", "G"])
    #expect(controller.object(at: IndexPath(indexes: [1, 0])) === baum)

    _ = word("Apfel", in: german, context)
    context.delete(baum)
    try context.save()
    #expect(
      recorder.events == [
        "will", "delete Baum [1, 0] -", "insert Apfel - [1, 0]", "did",
      ])
    recorder.events = []
    let spanish = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    spanish.setValue("Spanish", forKey: "name")
    _ = word("Casa", in: spanish, context)
    try context.save()
    #expect(
      recorder.events == ["will", "section insert Spanish 1", "insert Casa - [1, 0]", "did"])
  }
}
