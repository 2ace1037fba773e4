import CoreData
import Foundation

/// A new store made from the vocabulary fixture model in a temporary directory, opened
/// read-write through a container.
struct WritableStore {
  let directory: URL
  let model: NSManagedObjectModel
  let url: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-cdwrite-\(UUID().uuidString)")
    let version = directory.appendingPathComponent("Vocabularies.xcdatamodeld")
      .appendingPathComponent("Vocabularies.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(VocabularyFixture.modelXML.utf8).write(to: version.appendingPathComponent("contents"))
    model = try NSManagedObjectModel.load(
      contentsOf: directory.appendingPathComponent("Vocabularies.xcdatamodeld"))
    url = directory.appendingPathComponent("Vocabularies.sqlite")
  }

  /// A container on the store (created the first time), read-only when asked.
  func container(readOnly: Bool = false) throws -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Vocabularies", managedObjectModel: model)
    let description = NSPersistentStoreDescription(url: url)
    description.isReadOnly = readOnly
    container.persistentStoreDescriptions = [description]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return container
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}
