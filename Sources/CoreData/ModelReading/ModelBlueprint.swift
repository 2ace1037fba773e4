/// A model as a reader finds it, by names, before entities and relationships are linked:
/// the one shape the three model forms (source XML, Xcode 3 elements, keyed archive) reduce to.
struct ModelBlueprint: Equatable {
  var entities: [Entity] = []
  var versionIdentifiers: [String] = []
  var configurations: [String: [String]] = [:]

  struct Entity: Equatable {
    var name: String
    var className: String?
    var parentName: String?
    var isAbstract = false
    var properties: [Property] = []
    var uniquenessConstraints: [[String]] = []
    var userInfo: [String: String] = [:]
    var versionHashModifier: String?
    var renamingIdentifier: String?
  }

  struct Property: Equatable {
    var name: String
    var isOptional = true
    var isTransient = false
    var isIndexed = false
    var userInfo: [String: String] = [:]
    var versionHashModifier: String?
    var renamingIdentifier: String?
    var kind: Kind
  }

  enum Kind: Equatable {
    case attribute(Attribute)
    case relationship(Relationship)
    case fetched(entityName: String?)
  }

  struct Attribute: Equatable {
    var type: NSAttributeType
    var valueClassName: String?
    var defaultValue: DefaultValue?
    var valueTransformerName: String?
    var allowsExternalStorage = false
    var preservesValueInHistory = false
    var derivation: String?
    var isDerived = false
    var elements: [Property] = []
    var minimum: Double?
    var maximum: Double?
    var pattern: String?
  }

  struct Relationship: Equatable {
    var destinationName: String?
    var inverseName: String?
    var inverseEntityName: String?
    var deleteRule: NSDeleteRule = .nullifyDeleteRule
    var minCount = 0
    var maxCount = 1
    var isOrdered = false
  }

  /// A default value as the model writes it.
  enum DefaultValue: Equatable {
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case string(String)
    case date(Double)
  }
}
