import Synchronization

/// A property of an entity: an attribute, a relationship or a fetched property
/// (Apple's `NSPropertyDescription`).
open class NSPropertyDescription: CustomStringConvertible {
  /// The property's name, unique within its entity and its ancestors.
  @exclusivity(unchecked) public var name: String = ""
  /// Whether an object may leave the property empty.
  public var isOptional: Bool = true
  /// Whether the property is never stored (transient properties have no column).
  public var isTransient: Bool = false
  /// Whether the store keeps an index on the property.
  public var isIndexed: Bool = false
  /// The model's user-info dictionary for the property.
  public var userInfo: [AnyHashable: Any]? = [:]
  /// A string that changes the property's version hash without changing its definition.
  public var versionHashModifier: String?
  /// The name the property had in an earlier model version, for migration.
  public var renamingIdentifier: String?

  /// The entity whose ``NSEntityDescription/properties`` hold the property.
  var owner: NSEntityDescription? {
    get { ownerAnchor?.target }
    set { ownerAnchor = newValue?.anchor }
  }
  @exclusivity(unchecked) private var ownerAnchor: ModelAnchor<NSEntityDescription>?
  /// The property's position in its entity's ``PropertyLayout`` (the same in subentities,
  /// whose inherited properties come first); -1 until a layout is made. A hint, checked
  /// against the layout before use. Atomic (relaxed): a layout made for another entity may
  /// write it while a context on another queue reads it; a stale hint only fails the check.
  let slotHint = Atomic<Int>(-1)

  /// Makes an empty property description.
  public init() {}

  /// The entity the property belongs to.
  ///
  /// Reading it before the property is in an entity's ``NSEntityDescription/properties`` is a
  /// programmer error (it stops the program), as it is undefined on Apple platforms.
  public var entity: NSEntityDescription {
    guard let owner else {
      preconditionFailure("the property \(name) is not in an entity (or its entity is gone)")
    }
    return owner
  }

  /// The property's name and kind.
  open var description: String { "(\(type(of: self))) \(name)" }
}
