import Foundation

extension NSManagedObjectModel {
  /// Whether the store whose metadata is `metadata` can be opened with this model without
  /// migration, as Apple's method answers: every entity of `configuration` (all entities
  /// when `nil`) has the version hash the store records in `NSStoreModelVersionHashes`, and
  /// the store records no entity the configuration lacks.
  ///
  /// ```swift
  /// let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
  ///   ofType: NSSQLiteStoreType, at: storeURL)
  /// if !model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) {
  ///   // the store was written by another version of the model
  /// }
  /// ```
  public func isConfiguration(
    withName configuration: String?, compatibleWithStoreMetadata metadata: [String: Any]
  ) -> Bool {
    versionDifferences(configuration: configuration, storeMetadata: metadata).isEmpty
  }

  /// Each way the store's recorded version hashes differ from this model's, as a sentence
  /// (`entity Book: the hashes differ`, `the store has entity Author, which the model lacks`),
  /// entities by name; empty when the two agree. A docpkg addition, for the messages of
  /// `docpkg validate` and `inspect`.
  ///
  /// - Parameters:
  ///   - configuration: the configuration whose entities are compared; all when `nil`.
  ///   - metadata: the store's metadata; a store recording no hashes differs at every entity.
  public func versionDifferences(
    configuration: String? = nil, storeMetadata metadata: [String: Any]
  )
    -> [String]
  {
    let stored = metadata[NSStoreModelVersionHashesKey] as? [String: Data] ?? [:]
    let entities = entities(forConfigurationName: configuration) ?? entities
    var ours: [String: Data] = [:]
    for entity in entities {
      if let name = entity.name { ours[name] = entity.versionHash }
    }
    var differences: [String] = []
    for name in Set(ours.keys).union(stored.keys).sorted() {
      switch (ours[name], stored[name]) {
      case (let mine?, let theirs?) where mine != theirs:
        differences.append("entity \(name): the version hashes differ")
      case (.some, nil):
        differences.append("the store records no entity \(name)")
      case (nil, .some):
        differences.append("the store has entity \(name), which the model lacks")
      default:
        break
      }
    }
    return differences
  }
}
