/// The identity of a stored object: its entity and primary key in one store
/// (Apple's `NSManagedObjectID`).
///
/// ``uriRepresentation()`` gives Core Data's form, `x-coredata://<store UUID>/<Entity>/p<key>`.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's primary key (`Z_PK`).
  let primaryKey: Int64
  let entityNumber: Int64
  let storeIdentifier: String
  weak var store: NSPersistentStore?

  init(
    entity: NSEntityDescription, entityNumber: Int64, primaryKey: Int64, store: NSPersistentStore
  ) {
    self.entity = entity
    self.entityNumber = entityNumber
    self.primaryKey = primaryKey
    self.storeIdentifier = store.identifier
    self.store = store
  }

  /// The store the object is in.
  public var persistentStore: NSPersistentStore? { store }

  /// Always false: docpkg only reads saved objects.
  public var isTemporaryID: Bool { false }

  /// `x-coredata://<store UUID>/<Entity>/p<primary key>`.
  public func uriRepresentation() -> URL {
    let name = entity.name ?? "?"
    return URL(string: "x-coredata://\(storeIdentifier)/\(name)/p\(primaryKey)")
      ?? URL(fileURLWithPath: "/")
  }

  /// Equal when the store, entity number and primary key are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return other.primaryKey == primaryKey && other.entityNumber == entityNumber
      && other.storeIdentifier == storeIdentifier
  }

  /// A hash of the store, entity number and primary key.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(storeIdentifier)
    hasher.combine(entityNumber)
    hasher.combine(primaryKey)
    return hasher.finalize()
  }

  /// The URI representation.
  public override var description: String { uriRepresentation().absoluteString }
}
