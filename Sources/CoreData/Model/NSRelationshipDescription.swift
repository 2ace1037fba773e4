/// A reference from objects of one entity to objects of another (Apple's
/// `NSRelationshipDescription`): to-one, to-many or ordered to-many, with its inverse.
open class NSRelationshipDescription: NSPropertyDescription {
  /// The entity the relationship reaches.
  ///
  /// Not retained (nil once the entity is gone), as Apple's.
  public var destinationEntity: NSEntityDescription? {
    @inline(__always) get { destinationAnchor?.target }
    set { destinationAnchor = newValue?.anchor }
  }
  /// The relationship in the destination entity that points back (not retained: nil once
  /// it is gone).
  public var inverseRelationship: NSRelationshipDescription? {
    @inline(__always) get { inverseAnchor?.target }
    set { inverseAnchor = newValue?.relationshipAnchor }
  }
  @exclusivity(unchecked) private var destinationAnchor: ModelAnchor<NSEntityDescription>?
  @exclusivity(unchecked) private var inverseAnchor: ModelAnchor<NSRelationshipDescription>?
  /// What inverse references to this relationship hold (see ``ModelAnchor``).
  let relationshipAnchor = ModelAnchor<NSRelationshipDescription>()
  /// What deleting the source does to the destination.
  public var deleteRule: NSDeleteRule = .nullifyDeleteRule
  /// The fewest destination objects allowed (0: no minimum).
  public var minCount: Int = 0
  /// The most destination objects allowed (0: no maximum; 1: a to-one relationship).
  @exclusivity(unchecked) public var maxCount: Int = 1
  /// Whether a to-many relationship keeps its objects in order (`NSOrderedSet`).
  @exclusivity(unchecked) public var isOrdered: Bool = false

  /// Makes a to-one relationship with no destination; set its name and destination.
  public override init() {
    super.init()
    relationshipAnchor.target = self
  }

  deinit {
    relationshipAnchor.target = nil
  }

  /// Whether the relationship reaches more than one object (`maxCount` is not 1).
  public var isToMany: Bool { maxCount != 1 }

  /// The name, destination and cardinality.
  open override var description: String {
    let arrow = isToMany ? (isOrdered ? "->>(ordered)" : "->>") : "->"
    return "(NSRelationshipDescription) \(name) \(arrow) \(destinationEntity?.name ?? "?")"
  }
}

/// A property whose value is the result of a fetch (Apple's `NSFetchedPropertyDescription`);
/// it has no column, and docpkg reports it in the model without evaluating it.
open class NSFetchedPropertyDescription: NSPropertyDescription {
  /// The name of the entity the fetch reads, when the model names it.
  public var fetchEntityName: String?
}
