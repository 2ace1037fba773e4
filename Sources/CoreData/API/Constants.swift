/// The store type of Core Data's SQLite store (`NSSQLiteStoreType`), the one docpkg reads.
public let NSSQLiteStoreType = "SQLite"
/// The option that opens a store read-only (`NSReadOnlyPersistentStoreOption`).
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
/// The metadata key of the store's UUID (`NSStoreUUIDKey`).
public let NSStoreUUIDKey = "NSStoreUUID"
/// The metadata key of the store's type (`NSStoreTypeKey`).
public let NSStoreTypeKey = "NSStoreType"
/// The metadata key of the entity version hashes (`NSStoreModelVersionHashesKey`).
public let NSStoreModelVersionHashesKey = "NSStoreModelVersionHashes"
/// The metadata key of the model version identifiers (`NSStoreModelVersionIdentifiersKey`).
public let NSStoreModelVersionIdentifiersKey = "NSStoreModelVersionIdentifiers"
/// The option that migrates a store written by another version of the model when it is
/// added (`NSMigratePersistentStoresAutomaticallyOption`); with
/// ``NSInferMappingModelAutomaticallyOption`` a lightweight migration is inferred.
public let NSMigratePersistentStoresAutomaticallyOption =
  "NSMigratePersistentStoresAutomaticallyOption"
/// The option that infers the mapping of a lightweight migration
/// (`NSInferMappingModelAutomaticallyOption`).
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// docpkg's option: read the store through the model it caches (`Z_MODELCACHE`) even when
/// a model was given, instead of refusing a model that does not match the store.
public let DocpkgUseStoreModelOption = "DocpkgUseStoreModelOption"

/// The kind of object a fetch request returns (Apple's `NSFetchRequestResult`).
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// A condition a fetch request's objects must meet.
///
/// docpkg's `NSPredicate` (`Predicates`: Apple's format language, `NSPredicate(format:)`)
/// conforms. Evaluation is in
/// memory, after the rows are read, with each ``NSManagedObject`` as the object.
public protocol FetchPredicate: AnyObject {
  /// Whether `object` meets the condition.
  func evaluate(with object: Any?) -> Bool
}

extension Predicates.NSPredicate: FetchPredicate {}

/// Managed objects answer key paths for predicates and sort descriptors (`Predicates`).
extension NSManagedObject: KeyValueCodable {}
