/// A stored or transient value of an entity (Apple's `NSAttributeDescription`).
///
/// ```swift
/// let title = NSAttributeDescription()
/// title.name = "title"
/// title.attributeType = .stringAttributeType
/// ```
open class NSAttributeDescription: NSPropertyDescription {
  /// The kind of value.
  @exclusivity(unchecked) public var attributeType: NSAttributeType = .undefinedAttributeType
  /// The class name of the value (`NSString`, `NSNumber`, or a transformable's class).
  public var attributeValueClassName: String?
  /// The value new objects get, as the model declares it.
  @exclusivity(unchecked) public var defaultValue: Any? {
    didSet { hasDefaultValue = defaultValue != nil }
  }
  /// Whether ``defaultValue`` is set (read for each new object without copying the value).
  @exclusivity(unchecked) private(set) var hasDefaultValue = false
  /// The value transformer a transformable attribute uses, by name.
  public var valueTransformerName: String?
  /// Whether large binary values may live in files beside the store
  /// (`.<Store>_SUPPORT/_EXTERNAL_DATA`).
  public var allowsExternalBinaryDataStorage: Bool = false
  /// Whether persistent history keeps the value in the tombstone of a deleted object
  /// (Xcode's "Preserve After Deletion").
  public var preservesValueInHistoryOnDeletion: Bool = false
  /// The smallest value (numbers), length (strings) or date (seconds since 2001) a save
  /// accepts: Xcode's "Minimum" (`minValueString`), which Apple's API gives as a validation
  /// predicate.
  public var minimumValue: Double?
  /// The largest value, length or date a save accepts (Xcode's "Maximum").
  public var maximumValue: Double?
  /// The regular expression a string must match in full to be saved (Xcode's "Reg. Ex.").
  public var regularExpression: String?

  /// Makes an undefined attribute; set its name and type.
  public override init() {}

  /// The name, type and optionality.
  open override var description: String {
    "(NSAttributeDescription) \(name) \(attributeType)\(isOptional ? " optional" : "")"
  }
}

/// An attribute whose value the store computes from an expression (Apple's
/// `NSDerivedAttributeDescription`); its stored column is read like any other.
open class NSDerivedAttributeDescription: NSAttributeDescription {
  /// The derivation expression as the model writes it (`pages.@count`), when known.
  public var derivationExpressionString: String?
}

/// An attribute made of element attributes stored as columns of its own (Apple's
/// `NSCompositeAttributeDescription`).
open class NSCompositeAttributeDescription: NSAttributeDescription {
  /// The element attributes.
  public var elements: [NSAttributeDescription] = []

  /// Makes an empty composite attribute.
  public override init() {
    super.init()
    attributeType = .compositeAttributeType
  }
}
