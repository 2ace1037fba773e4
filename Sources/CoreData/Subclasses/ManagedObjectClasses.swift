import Foundation

/// Which `NSManagedObject` subclass each entity's objects are made as: the class an app
/// made an object of (`Word(context:)`, `Word(entity:insertInto:)`), fetched as
/// (`NSFetchRequest<Word>`), or named by the entity's `managedObjectClassName` when
/// `NSClassFromString` finds it (`Module.Word`); `NSManagedObject` otherwise. Apple's runtime
/// looks the class name up; Linux Swift cannot list an app's classes, so docpkg learns them
/// from their first use (`Spec/Formats/CoreData.md`, "Subclasses").
enum ManagedObjectClasses {
  private static let lock = NSLock()
  /// Bumped when a module is learned, so entities that found no class look again.
  nonisolated(unsafe) private static var generation = 0
  nonisolated(unsafe) private static var models: [WeakModel] = []
  /// The modules of the classes registered so far, where the classes of other entities are
  /// looked for (`Module.Vocabulary` once `Module.Word` is known).
  nonisolated(unsafe) private static var modules: [String] = []

  private struct WeakModel {
    weak var model: NSManagedObjectModel?
  }

  /// Records `type` as the class of `entity`'s objects (and, unless they have a class of their
  /// own, of its subentities').
  static func register(_ type: NSManagedObject.Type, for entity: NSEntityDescription) {
    guard type != NSManagedObject.self else { return }
    let qualified = NSStringFromClass(type)
    let module = qualified.split(separator: ".").dropLast().joined(separator: ".")
    lock.withLock {
      guard entity.objectClass?.type != type else { return }
      if !module.isEmpty, !modules.contains(module) {
        modules.append(module)
        // Entities that found no class before may find one in the new module.
        generation += 1
      }
      entity.objectClass = (type, generation)
    }
  }

  /// The class `entity`'s objects are made as.
  static func type(for entity: NSEntityDescription) -> NSManagedObject.Type {
    let known: NSManagedObject.Type? = lock.withLock {
      guard let found = entity.objectClass,
        found.type != NSManagedObject.self || found.generation == generation
      else { return nil }
      return found.type
    }
    if let known { return known }
    var type: NSManagedObject.Type = NSManagedObject.self
    if let found = named(entity.managedObjectClassName) {
      type = found
    } else if let parent = entity.superentity {
      type = self.type(for: parent)
    }
    lock.withLock { entity.objectClass = (type, generation) }
    return type
  }

  /// The subclass `name` names, as given (`Module.Word`) or in a module a registered class is
  /// in. (`NSClassFromString` runs under the lock: Foundation's lookup is not known to be
  /// safe from several threads at once.)
  private static func named(_ name: String?) -> NSManagedObject.Type? {
    guard let name, !name.isEmpty, name != "NSManagedObject" else { return nil }
    return lock.withLock {
      if let found = NSClassFromString(name) as? NSManagedObject.Type { return found }
      guard !name.contains(".") else { return nil }
      for module in modules {
        if let found = NSClassFromString("\(module).\(name)") as? NSManagedObject.Type {
          return found
        }
      }
      return nil
    }
  }

  /// Makes an object of `entity`'s class, inserted into `context` when given.
  static func make(_ entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    -> NSManagedObject
  {
    type(for: entity).init(entity: entity, insertInto: context)
  }

  /// Remembers a model a coordinator uses, for ``NSManagedObject/entity()``.
  static func remember(_ model: NSManagedObjectModel) {
    lock.withLock {
      models.removeAll { $0.model == nil }
      if !models.contains(where: { $0.model === model }) { models.append(WeakModel(model: model)) }
    }
  }

  /// The entity whose objects are of class `type` in `model`: its registered class, or an
  /// entity whose `managedObjectClassName` is the class's name (with or without its module),
  /// or, failing those, an entity named as the class.
  static func entity(of type: NSManagedObject.Type, in model: NSManagedObjectModel)
    -> NSEntityDescription?
  {
    let entities = model.entities
    if let registered = lock.withLock({ entities.first { $0.objectClass?.type == type } }) {
      return registered
    }
    let qualified = NSStringFromClass(type)
    let plain = String(describing: type)
    func named(_ name: String?) -> Bool {
      guard let name else { return false }
      return name == qualified || name == plain
        || name.split(separator: ".").last.map(String.init) == plain
    }
    return entities.first { named($0.managedObjectClassName) } ?? entities.first { named($0.name) }
  }

  /// The entity of class `type` in any model a coordinator of this process uses.
  static func entity(of type: NSManagedObject.Type) -> NSEntityDescription? {
    let live = lock.withLock { models.compactMap(\.model) }
    for model in live {
      if let entity = entity(of: type, in: model) { return entity }
    }
    return nil
  }
}
