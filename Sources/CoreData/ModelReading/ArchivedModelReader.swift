import Foundation
import PropertyLists

/// Reads a model from the keyed archive of an `NSManagedObjectModel`: a compiled `.mom`
/// (binary or XML property list) or the cache a store keeps in `Z_MODELCACHE`.
///
/// The root object's `NSEntities` is a dictionary (plain, or Core Data's
/// `NSKnownKeysDictionary1`) of `NSEntityDescription` objects: `NSEntityName`,
/// `NSClassNameForEntity`, `NSIsAbstract`, `NSSuperentity`, `NSProperties` (a store's cache
/// repeats inherited properties in each subentity), `NSUniqueTuples`, `NSUserInfo`. Properties
/// are `NSAttributeDescription` (`NSAttributeType`, `NSAttributeValueClassName`,
/// `NSDefaultValue`, `NSValueTransformerName`), its derived subclass, `NSRelationshipDescription`
/// (`NSDestinationEntity` or `_NSDestinationEntityName`, `NSInverseRelationship` or
/// `_NSInverseRelationshipName`, `NSDeleteRule`, `NSMinCount`, `NSMaxCount`, `NSIsOrdered`) and
/// `NSFetchedPropertyDescription`.
enum ArchivedModelReader {
  static func read(_ data: Data, path: String) throws(ModelError) -> ModelBlueprint {
    let plist = try AnyPropertyList.decode(data, path: path)
    let graph = try ArchiveGraph(plist, path: path)
    guard let rootFields = graph.fields(.uid(graph.root)) else {
      throw .malformed(path: path, reason: "the root object is not an object")
    }
    if let name = graph.className(.uid(graph.root)), name != "NSManagedObjectModel" {
      throw .malformed(
        path: path, reason: "the root object is a \(name), not an NSManagedObjectModel")
    }
    var blueprint = ModelBlueprint()
    for (_, entity) in graph.pairs(rootFields["NSEntities"]) {
      guard let fields = graph.fields(entity) else { continue }
      blueprint.entities.append(try readEntity(fields, graph: graph, path: path))
    }
    blueprint.entities.sort { $0.name < $1.name }
    blueprint.versionIdentifiers = graph.array(rootFields["NSVersionIdentifiers"])
      .compactMap { graph.string($0) }.filter { !$0.isEmpty }.sorted()
    for (name, members) in graph.pairs(rootFields["NSConfigurations"]) {
      blueprint.configurations[name] = graph.array(members)
        .compactMap { graph.string(graph.fields($0)?["NSEntityName"]) }.sorted()
    }
    return blueprint
  }

  private static func readEntity(
    _ fields: [String: PropertyListValue], graph: ArchiveGraph, path: String
  ) throws(ModelError) -> ModelBlueprint.Entity {
    guard let name = graph.string(fields["NSEntityName"]) else {
      throw .malformed(path: path, reason: "an entity without NSEntityName")
    }
    var entity = ModelBlueprint.Entity(name: name)
    entity.className = graph.string(fields["NSClassNameForEntity"])
    entity.isAbstract = graph.bool(fields["NSIsAbstract"]) ?? false
    entity.parentName = graph.string(graph.fields(fields["NSSuperentity"])?["NSEntityName"])
    entity.userInfo = graph.stringDictionary(fields["NSUserInfo"])
    entity.versionHashModifier = graph.string(fields["NSVersionHashModifier"])
    entity.renamingIdentifier = graph.string(fields["NSRenamingIdentifier"])
    entity.uniquenessConstraints = graph.array(fields["NSUniqueTuples"]).map { tuple in
      graph.array(tuple).compactMap {
        graph.string($0) ?? graph.string(graph.fields($0)?["NSPropertyName"])
      }
    }.filter { !$0.isEmpty }
    for (key, value) in graph.pairs(fields["NSProperties"]) {
      guard let property = readProperty(value, key: key, graph: graph) else { continue }
      entity.properties.append(property)
    }
    entity.properties.sort { $0.name < $1.name }
    return entity
  }

  private static func readProperty(
    _ value: PropertyListValue, key: String, graph: ArchiveGraph, nested: Bool = false
  ) -> ModelBlueprint.Property? {
    guard let fields = graph.fields(value) else { return nil }
    let className = graph.className(value) ?? ""
    let name = graph.string(fields["NSPropertyName"]) ?? key
    let kind: ModelBlueprint.Kind
    switch className {
    case "NSRelationshipDescription":
      var shape = ModelBlueprint.Relationship()
      shape.destinationName =
        graph.string(graph.fields(fields["NSDestinationEntity"])?["NSEntityName"])
        ?? graph.string(fields["_NSDestinationEntityName"])
      shape.inverseName =
        graph.string(graph.fields(fields["NSInverseRelationship"])?["NSPropertyName"])
        ?? graph.string(fields["_NSInverseRelationshipName"])
      shape.deleteRule =
        graph.integer(fields["NSDeleteRule"]).flatMap {
          $0 >= 0 ? NSDeleteRule(rawValue: UInt($0)) : nil
        } ?? .nullifyDeleteRule
      shape.minCount = Int(clamping: graph.integer(fields["NSMinCount"]) ?? 0)
      let maxCount = Int(clamping: graph.integer(fields["NSMaxCount"]) ?? 1)
      // A negative count is NSUIntegerMax cut to 32 bits (a model made in code with
      // `maxCount = .max`): unbounded, and hashed as the -1 it is archived as.
      shape.maxCount = maxCount < 0 ? Int.max : maxCount
      shape.isOrdered = graph.bool(fields["NSIsOrdered"]) ?? false
      kind = .relationship(shape)
    case "NSFetchedPropertyDescription":
      kind = .fetched(entityName: graph.string(fields["_NSFetchRequestEntityName"]))
    default:
      guard className.hasSuffix("AttributeDescription") || fields["NSAttributeType"] != nil else {
        return nil
      }
      let raw = graph.integer(fields["NSAttributeType"]) ?? 0
      var shape = ModelBlueprint.Attribute(
        type: raw >= 0
          ? NSAttributeType(rawValue: UInt(raw)) ?? .undefinedAttributeType
          : .undefinedAttributeType)
      shape.valueClassName = graph.string(fields["NSAttributeValueClassName"])
      shape.valueTransformerName = graph.string(fields["NSValueTransformerName"])
      // NSFlagsKey: 4 stores binary data externally, 0x10 preserves the value in history.
      let flags = graph.integer(fields["NSFlagsKey"]) ?? 0
      shape.allowsExternalStorage =
        graph.bool(fields["NSAllowsExternalBinaryDataStorage"]) ?? (flags & 4 != 0)
      shape.preservesValueInHistory = flags & 0x10 != 0
      shape.isDerived = className == "NSDerivedAttributeDescription"
      if shape.isDerived {
        shape.derivation = ArchivedExpression.predicateFormat(
          fields["NSDerivationExpression"], graph: graph)
      }
      shape.defaultValue = defaultValue(graph.resolve(fields["NSDefaultValue"]), type: shape.type)
      // Elements of a composite are plain attributes: never read a level further, so an
      // archive whose elements refer back to the composite cannot recurse.
      if shape.type == .compositeAttributeType, !nested {
        shape.elements = graph.array(fields["NSElements"]).compactMap {
          readProperty($0, key: "", graph: graph, nested: true)
        }
      }
      kind = .attribute(shape)
    }
    var property = ModelBlueprint.Property(name: name, kind: kind)
    property.isOptional = graph.bool(fields["NSIsOptional"]) ?? false
    property.isTransient = graph.bool(fields["NSIsTransient"]) ?? false
    property.isIndexed = graph.bool(fields["NSIsIndexed"]) ?? false
    property.userInfo = graph.stringDictionary(fields["NSUserInfo"])
    property.versionHashModifier = graph.string(fields["NSVersionHashModifier"])
    property.renamingIdentifier = graph.string(fields["NSRenamingIdentifier"])
    return property
  }

  private static func defaultValue(_ value: PropertyListValue?, type: NSAttributeType)
    -> ModelBlueprint.DefaultValue?
  {
    switch value {
    case .integer(let number)?:
      return type == .booleanAttributeType ? .boolean(number != 0) : .integer(number)
    case .real(let number)?: return type == .dateAttributeType ? .date(number) : .real(number)
    case .boolean(let flag)?: return .boolean(flag)
    case .string(let text)? where text != "$null": return .string(text)
    case .date(let date)?: return .date(date.timeIntervalSinceReferenceDate)
    default: return nil
    }
  }
}
