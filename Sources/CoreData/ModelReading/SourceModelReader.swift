import Foundation
import XML

/// Reads the XML `contents` file Xcode 4 and later write inside an `.xcdatamodel`.
///
/// `<model>` holds `<entity>` elements (name, `representedClassName`, `parentEntity`,
/// `isAbstract`), each with `<attribute>`, `<relationship>` and `<fetchedProperty>` children,
/// `<userInfo><entry key= value=/>` and `<uniquenessConstraints>`; `<configuration>` lists
/// member entities; `<composite>` declares the elements of composite attributes. Layout
/// (`<elements>`) and fetch request templates are skipped.
enum SourceModelReader {
  static func read(_ data: Data, path: String) throws(ModelError) -> ModelBlueprint {
    let handler = Handler()
    do {
      try XMLStream.parse(data, into: handler)
    } catch {
      throw .malformed(path: path, reason: error.description)
    }
    if let problem = handler.problem { throw .malformed(path: path, reason: problem) }
    guard handler.sawModel else {
      throw .malformed(path: path, reason: "no <model> element")
    }
    return handler.finish()
  }

  private final class Handler: XMLStreamHandler {
    var blueprint = ModelBlueprint()
    var sawModel = false
    var problem: String?
    private var stack: [String] = []
    private var entity: ModelBlueprint.Entity?
    private var property: ModelBlueprint.Property?
    private var compositeName: String?
    private var compositeElements: [String: [ModelBlueprint.Property]] = [:]
    private var pendingComposites: [(entity: Int, property: Int, composite: String)] = []
    private var constraint: [String]?
    private var configuration: String?

    func startElement(_ name: String, attributes: [String: String]) {
      defer { stack.append(name) }
      guard stack.count < 64 else {
        problem = problem ?? "elements nested deeper than 64"
        return
      }
      let inFetchRequest = stack.contains("fetchRequest")
      switch name {
      case "model":
        sawModel = true
        if let identifier = attributes["userDefinedModelVersionIdentifier"], !identifier.isEmpty {
          blueprint.versionIdentifiers = [identifier]
        }
      case "entity" where !inFetchRequest:
        entity = ModelBlueprint.Entity(
          name: attributes["name"] ?? "", className: attributes["representedClassName"],
          parentName: attributes["parentEntity"], isAbstract: attributes["isAbstract"] == "YES",
          versionHashModifier: attributes["versionHashModifier"],
          renamingIdentifier: attributes["renamingIdentifier"] ?? attributes["elementID"])
      case "composite":
        compositeName = attributes["name"] ?? ""
      case "attribute" where !inFetchRequest:
        property = Self.attribute(attributes)
        if attributes["attributeType"] == "Composite", let composite = attributes["composite"],
          let entity
        {
          pendingComposites.append((blueprint.entities.count, entity.properties.count, composite))
        }
      case "relationship" where !inFetchRequest:
        property = Self.relationship(attributes)
      case "fetchedProperty":
        property = Self.common(attributes, kind: .fetched(entityName: nil))
      case "fetchRequest" where property != nil:
        if case .fetched = property?.kind {
          property?.kind = .fetched(entityName: attributes["entity"])
        }
      case "entry":
        guard let key = attributes["key"], let value = attributes["value"] else { return }
        if property != nil {
          property?.userInfo[key] = value
        } else if entity != nil {
          entity?.userInfo[key] = value
        }
      case "uniquenessConstraint": constraint = []
      case "constraint": if let value = attributes["value"] { constraint?.append(value) }
      case "configuration": configuration = attributes["name"]
      case "memberEntity":
        if let configuration, let member = attributes["name"] {
          blueprint.configurations[configuration, default: []].append(member)
        }
      default: break
      }
    }

    func endElement(_ name: String) {
      stack.removeLast()
      let inFetchRequest = stack.contains("fetchRequest")
      switch name {
      case "attribute", "relationship", "fetchedProperty":
        guard !inFetchRequest, let finished = property else { return }
        property = nil
        if let compositeName, entity == nil {
          compositeElements[compositeName, default: []].append(finished)
        } else {
          entity?.properties.append(finished)
        }
      case "entity":
        guard !inFetchRequest, let finished = entity else { return }
        entity = nil
        blueprint.entities.append(finished)
      case "composite": compositeName = nil
      case "uniquenessConstraint":
        if let constraint, !constraint.isEmpty { entity?.uniquenessConstraints.append(constraint) }
        constraint = nil
      case "configuration": configuration = nil
      default: break
      }
    }

    func characters(_ text: String) {}

    func finish() -> ModelBlueprint {
      for pending in pendingComposites {
        guard pending.entity < blueprint.entities.count,
          pending.property < blueprint.entities[pending.entity].properties.count,
          case .attribute(var shape) = blueprint.entities[pending.entity].properties[
            pending.property
          ].kind
        else { continue }
        shape.elements = compositeElements[pending.composite] ?? []
        blueprint.entities[pending.entity].properties[pending.property].kind = .attribute(shape)
      }
      return blueprint
    }

    private static func common(_ attributes: [String: String], kind: ModelBlueprint.Kind)
      -> ModelBlueprint.Property
    {
      ModelBlueprint.Property(
        name: attributes["name"] ?? "", isOptional: attributes["optional"] == "YES",
        isTransient: attributes["transient"] == "YES", isIndexed: attributes["indexed"] == "YES",
        versionHashModifier: attributes["versionHashModifier"],
        renamingIdentifier: attributes["renamingIdentifier"] ?? attributes["elementID"],
        kind: kind)
    }

    private static func attribute(_ attributes: [String: String]) -> ModelBlueprint.Property {
      let type =
        attributes["attributeType"].flatMap(NSAttributeType.init(sourceName:))
        ?? .undefinedAttributeType
      var shape = ModelBlueprint.Attribute(type: type)
      shape.valueClassName = attributes["customClassName"]
      shape.valueTransformerName = attributes["valueTransformerName"]
      shape.allowsExternalStorage = attributes["allowsExternalBinaryDataStorage"] == "YES"
      shape.preservesValueInHistory = attributes["preserveAfterDeletion"] == "YES"
      shape.isDerived = attributes["derived"] == "YES"
      shape.derivation = attributes["derivationExpression"]
      shape.minimum = (attributes["minValueString"] ?? attributes["minDateTimeInterval"])
        .flatMap(Double.init)
      shape.maximum = (attributes["maxValueString"] ?? attributes["maxDateTimeInterval"])
        .flatMap(Double.init)
      shape.pattern = attributes["regularExpressionString"]
      if let seconds = attributes["defaultDateTimeInterval"].flatMap(Double.init) {
        shape.defaultValue = .date(seconds)
      } else if let text = attributes["defaultValueString"] {
        shape.defaultValue = defaultValue(text, type: type)
      }
      return common(attributes, kind: .attribute(shape))
    }

    static func defaultValue(_ text: String, type: NSAttributeType) -> ModelBlueprint.DefaultValue?
    {
      switch type {
      case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
        return Int64(text).map { .integer($0) } ?? Double(text).map { .real($0) }
      case .doubleAttributeType, .floatAttributeType, .decimalAttributeType:
        return Double(text).map { .real($0) }
      case .booleanAttributeType:
        return .boolean(text == "YES" || text == "1" || text.lowercased() == "true")
      case .stringAttributeType, .URIAttributeType, .UUIDAttributeType: return .string(text)
      default: return nil
      }
    }

    private static func relationship(_ attributes: [String: String]) -> ModelBlueprint.Property {
      var shape = ModelBlueprint.Relationship()
      shape.destinationName = attributes["destinationEntity"]
      shape.inverseName = attributes["inverseName"]
      shape.inverseEntityName = attributes["inverseEntity"]
      shape.deleteRule =
        attributes["deletionRule"].flatMap(NSDeleteRule.init(sourceName:))
        ?? .nullifyDeleteRule
      shape.minCount = attributes["minCount"].flatMap { Int($0) } ?? 0
      let toMany = attributes["toMany"] == "YES"
      shape.maxCount = attributes["maxCount"].flatMap { Int($0) } ?? (toMany ? 0 : 1)
      if toMany && shape.maxCount == 1 { shape.maxCount = 0 }
      shape.isOrdered = attributes["ordered"] == "YES"
      return common(attributes, kind: .relationship(shape))
    }
  }
}
