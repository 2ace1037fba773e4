/// Why a Core Data model could not be read or linked.
public enum ModelError: Error, Equatable, Sendable {
  /// The file or package cannot be read.
  case unreadable(path: String, reason: String)
  /// The path is not a model form docpkg reads.
  case unknownForm(path: String)
  /// A versioned model names no current version and holds several.
  case noCurrentVersion(path: String, versions: [String])
  /// The model's XML or property list is malformed.
  case malformed(path: String, reason: String)
  /// An entity's parent is not in the model.
  case danglingParent(entity: String, parent: String)
  /// Entities inherit from each other in a loop.
  case inheritanceCycle(entity: String)
  /// Two entities have the same name.
  case duplicateEntity(String)
  /// A relationship's destination entity is not in the model, or it names none.
  case danglingRelationship(entity: String, relationship: String, destination: String?)
  /// A relationship's inverse is not a relationship of its destination.
  case danglingInverse(entity: String, relationship: String, inverse: String)
  /// The model is larger than docpkg reads (entities, properties or nesting).
  case tooLarge(reason: String)
}

extension ModelError: CustomStringConvertible {
  /// One line naming the path, entity or property involved.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read the model \(path): \(reason)"
    case .unknownForm(let path):
      return "\(path) is not a Core Data model (.xcdatamodeld, .xcdatamodel, .momd or .mom)"
    case .noCurrentVersion(let path, let versions):
      return
        "\(path) has no .xccurrentversion and \(versions.count) versions (\(versions.joined(separator: ", ")))"
    case .malformed(let path, let reason): return "the model \(path) is malformed: \(reason)"
    case .danglingParent(let entity, let parent):
      return "entity \(entity) inherits from \(parent), which is not in the model"
    case .inheritanceCycle(let entity):
      return "entity \(entity) inherits from itself through its parents"
    case .duplicateEntity(let name): return "the model has two entities named \(name)"
    case .danglingRelationship(let entity, let relationship, let destination):
      guard let destination else {
        return "relationship \(entity).\(relationship) has no destination entity"
      }
      return
        "relationship \(entity).\(relationship) reaches \(destination), which is not in the model"
    case .danglingInverse(let entity, let relationship, let inverse):
      return
        "relationship \(entity).\(relationship) names the inverse \(inverse), which is not a relationship of its destination"
    case .tooLarge(let reason): return "the model is too large: \(reason)"
    }
  }
}
