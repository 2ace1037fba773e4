import CoreData

/// The stress runs' model: `Item` rows of one generation each, and one `Counter` with a
/// count per process.
enum StressModel {
  static func make() -> NSManagedObjectModel {
    func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
      let attribute = NSAttributeDescription()
      attribute.name = name
      attribute.attributeType = type
      attribute.isOptional = false
      attribute.defaultValue = type == .stringAttributeType ? "" : NSNumber(value: 0)
      return attribute
    }
    let item = NSEntityDescription()
    item.name = "Item"
    item.properties = [
      attribute("generation", .integer64AttributeType), attribute("label", .stringAttributeType),
    ]
    let counter = NSEntityDescription()
    counter.name = "Counter"
    counter.properties = [
      attribute("first", .integer64AttributeType), attribute("second", .integer64AttributeType),
    ]
    let model = NSManagedObjectModel()
    model.entities = [counter, item]
    return model
  }

  static func context(_ url: URL, readOnly: Bool = false) throws -> NSManagedObjectContext {
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: make())
    try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: url,
      options: [NSReadOnlyPersistentStoreOption: readOnly])
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    return context
  }

  static func fetch(_ entity: String, _ context: NSManagedObjectContext) throws -> [NSManagedObject]
  {
    try context.fetch(NSFetchRequest<NSManagedObject>(entityName: entity))
  }
}
