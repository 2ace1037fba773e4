/// What to read from a store: an entity, a condition, an order and a window
/// (Apple's `NSFetchRequest`).
///
/// ```swift
/// let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
/// request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
/// request.fetchLimit = 10
/// let words = try context.fetch(request)
/// ```
public final class NSFetchRequest<ResultType: NSFetchRequestResult>: CustomStringConvertible {
  /// The name of the entity to read.
  public var entityName: String?
  /// The entity to read; when set it takes precedence over ``entityName``.
  public var entity: NSEntityDescription?
  /// The condition objects must meet (evaluated in memory on each object).
  public var predicate: (any FetchPredicate)?
  /// The order of the results, first descriptor first.
  public var sortDescriptors: [Predicates.NSSortDescriptor]?
  /// The most objects returned (0: no limit).
  public var fetchLimit: Int = 0
  /// How many leading objects are skipped.
  public var fetchOffset: Int = 0
  /// Whether objects of subentities are included.
  public var includesSubentities: Bool = true
  /// What the fetch returns.
  public var resultType: NSFetchRequestResultType = .managedObjectResultType
  /// Accepted for source compatibility; rows are always read in full, relationships lazily.
  public var returnsObjectsAsFaults: Bool = true
  /// Accepted for source compatibility; rows are read in one pass.
  public var fetchBatchSize: Int = 0
  /// Accepted for source compatibility; relationships are always faulted lazily.
  public var relationshipKeyPathsForPrefetching: [String]?

  /// A request with no entity; set ``entityName`` or ``entity``.
  public init() {}

  /// A request for the objects of `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
  }

  /// The entity name and settings.
  public var description: String {
    "<NSFetchRequest> entity: \(entity?.name ?? entityName ?? "?"); predicate: \(predicate.map { String(describing: $0) } ?? "nil"); sortDescriptors: \(sortDescriptors ?? []); limit: \(fetchLimit); offset: \(fetchOffset)"
  }
}

/// What a fetch returns (Apple's `NSFetchRequestResultType`).
public struct NSFetchRequestResultType: OptionSet, Sendable {
  /// The raw value Apple uses.
  public let rawValue: UInt
  /// Makes a result type from Apple's raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Managed objects.
  public static let managedObjectResultType = NSFetchRequestResultType([])
  /// Object IDs.
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  /// Dictionaries of the attribute values.
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  /// One `NSNumber`: the count.
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}
