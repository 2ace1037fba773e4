import CoreData

/// Reads a restaurant menu app's Core Data store (entities `Dishes` and `Type`, as the
/// DigitalOrder iOS app wrote them) read-only, through Apple's Core Data API.
public final class MenuReader {
  let container: NSPersistentContainer

  /// The app's model, built in code as an app without a compiled model would.
  public static func makeModel() -> NSManagedObjectModel {
    func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
      let attribute = NSAttributeDescription()
      attribute.name = name
      attribute.attributeType = type
      attribute.isOptional = true
      return attribute
    }
    let dishes = NSEntityDescription()
    dishes.name = "Dishes"
    dishes.managedObjectClassName = "NSManagedObject"
    dishes.properties = [
      attribute("id", .integer16AttributeType), attribute("image", .stringAttributeType),
      attribute("intro", .stringAttributeType), attribute("name", .stringAttributeType),
      attribute("price", .integer16AttributeType), attribute("type", .stringAttributeType),
      attribute("typeid", .integer16AttributeType),
    ]
    let type = NSEntityDescription()
    type.name = "Type"
    type.managedObjectClassName = "NSManagedObject"
    type.properties = [
      attribute("id", .integer16AttributeType), attribute("value", .stringAttributeType),
    ]
    let model = NSManagedObjectModel()
    model.entities = [dishes, type]
    return model
  }

  /// Opens the store at `url` read-only.
  public init(storeURL url: URL) throws {
    container = NSPersistentContainer(name: "CoreData", managedObjectModel: Self.makeModel())
    let description = NSPersistentStoreDescription(url: url)
    description.isReadOnly = true
    container.persistentStoreDescriptions = [description]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
  }

  /// A dish as the app lists it.
  public struct Dish: Equatable, Sendable {
    /// The dish's name.
    public var name: String
    /// Its price in yuan.
    public var price: Int
    /// Its cuisine.
    public var cuisine: String

    /// A dish with its name, price and cuisine.
    public init(name: String, price: Int, cuisine: String) {
      self.name = name
      self.price = price
      self.cuisine = cuisine
    }
  }

  /// Dishes costing at least `minimum`, dearest first, then by name.
  public func dishes(costingAtLeast minimum: Int, limit: Int = 0) throws -> [Dish] {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Dishes")
    request.predicate = Self.priceAtLeast(minimum)
    request.sortDescriptors = [
      NSSortDescriptor(key: "price", ascending: false),
      NSSortDescriptor(key: "name", ascending: true),
    ]
    request.fetchLimit = limit
    return try container.viewContext.fetch(request).map(Self.dish)
  }

  /// The cuisines (`Type.value`), sorted by their id.
  public func cuisines() throws -> [String] {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Type")
    request.sortDescriptors = [NSSortDescriptor(key: "id", ascending: true)]
    return try container.viewContext.fetch(request).compactMap {
      $0.value(forKey: "value") as? String
    }
  }

  /// How many dishes the menu has.
  public func dishCount() throws -> Int {
    try container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Dishes"))
  }

  static func dish(_ object: NSManagedObject) -> Dish {
    Dish(
      name: object.value(forKey: "name") as? String ?? "",
      price: (object.value(forKey: "price") as? NSNumber)?.intValue ?? 0,
      cuisine: object.value(forKey: "type") as? String ?? "")
  }

  /// Apple's spelling on both platforms: on Linux, `import CoreData` brings docpkg's
  /// `NSPredicate(format:)` (swift-corelibs-foundation marks Foundation's unavailable).
  static func priceAtLeast(_ minimum: Int) -> NSPredicate {
    NSPredicate(format: "price >= %d", minimum)
  }
}
