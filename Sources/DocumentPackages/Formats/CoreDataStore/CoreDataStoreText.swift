import CoreData
import Foundation

/// The text of a Core Data store: every non-empty string attribute of every object, one value a
/// line, entity by entity (inheritance roots in model order, objects in primary-key order,
/// attributes in model order), so `docpkg text` and search tools see what a store says.
enum CoreDataStoreText {
  /// The store's string values, or nil when it is not a Core Data store or has no model.
  /// - Throws: the reader's error for a store that does not open.
  static func strings(at url: URL) throws -> [String]? {
    let coordinator: NSPersistentStoreCoordinator
    let store: NSPersistentStore
    do {
      (coordinator, store) = try NSPersistentStoreCoordinator.openReadOnly(at: url)
    } catch StoreError.notCoreDataStore {
      return nil
    } catch StoreError.noModel {
      return nil
    }
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    var lines: [String] = []
    for entity in store.model.entities where entity.superentity == nil {
      guard let name = entity.name else { continue }
      let request = NSFetchRequest<NSManagedObject>(entityName: name)
      request.sortDescriptors = []
      for object in try context.fetch(request) {
        for attribute in object.entity.properties.compactMap({ $0 as? NSAttributeDescription })
        where attribute.attributeType == .stringAttributeType {
          if let value = object.value(forKey: attribute.name) as? String, !value.isEmpty {
            lines.append(value)
          }
        }
      }
    }
    return lines
  }
}
