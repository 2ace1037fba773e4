import Foundation
import PropertyLists

/// Reads the Xcode 3 source model: the `elements` keyed archive of `XDPMModel` inside an
/// `.xcdatamodel` that has no `contents` file.
///
/// Entities are `XDPMEntity` objects in the root package's `XDBucketForClassesstorage`; their
/// properties (`XDPMAttribute`, `XDPMRelationship`) are in `XDBucketForOwnedAttributesstorage`;
/// settings are stereotype properties whose `_default` holds the value: `XD_PStereotype`
/// (`XD_PSK_entityClassName`, `XD_PSK_isAbstract`, `XD_PSK_userInfo`), `XD_PPropStereotype`
/// (`XD_PPSK_isOptional`, `XD_PPSK_isTransient`, `XD_PPSK_isIndexed`), `XD_PAtt_Stereotype`
/// (`XD_PAttK_attributeType`, `XD_PAttK_defaultValue`, `XD_PAttK_valueTransformerName`) and
/// `XD_PR_Stereotype` (`XD_PRK_destination`, `XD_PRK_inverseRelationship`, `XD_PRK_isToMany`,
/// `XD_PRK_minCount`, `XD_PRK_maxCount`, `XD_PRK_deleteRule`, `XD_PRK_ordered`). A parent
/// entity is the entity a `XDBucketForGeneralizationsstorage` element refers to.
enum ElementsModelReader {
  static func read(_ data: Data, path: String) throws(ModelError) -> ModelBlueprint {
    let plist = try AnyPropertyList.decode(data, path: path)
    let graph = try ArchiveGraph(plist, path: path)
    let root: PropertyListValue = .uid(graph.root)
    guard let rootFields = graph.fields(root),
      let package = graph.fields(rootFields["_xd_rootPackage"])
    else {
      throw .malformed(path: path, reason: "no XDPMModel root package (_xd_rootPackage)")
    }
    var blueprint = ModelBlueprint()
    for (name, entity) in graph.pairs(package["XDBucketForClassesstorage"]) {
      guard graph.className(entity) == "XDPMEntity", let fields = graph.fields(entity) else {
        continue
      }
      blueprint.entities.append(readEntity(name, entity, fields, graph: graph))
    }
    blueprint.entities.sort { $0.name < $1.name }
    return blueprint
  }

  /// The stereotype settings of an element: stereotype name → setting name → value.
  private static func settings(_ fields: [String: PropertyListValue], graph: ArchiveGraph)
    -> [String: PropertyListValue]
  {
    var result: [String: PropertyListValue] = [:]
    for (_, stereotype) in graph.pairs(fields["XDBucketForStereotypesstorage"]) {
      let owned = graph.fields(stereotype)?["XDBucketForOwnedAttributesstorage"]
      for (name, setting) in graph.pairs(owned) {
        result[name] = graph.fields(setting)?["_default"] ?? .uid(0)
      }
    }
    return result
  }

  private static func readEntity(
    _ key: String, _ reference: PropertyListValue, _ fields: [String: PropertyListValue],
    graph: ArchiveGraph
  ) -> ModelBlueprint.Entity {
    let setting = settings(fields, graph: graph)
    var entity = ModelBlueprint.Entity(name: graph.string(fields["_name"]) ?? key)
    entity.className = graph.string(setting["XD_PSK_entityClassName"])
    entity.isAbstract =
      graph.bool(setting["XD_PSK_isAbstract"]) ?? graph.bool(fields["_isAbstract"]) ?? false
    entity.userInfo = graph.stringDictionary(setting["XD_PSK_userInfo"])
    entity.versionHashModifier = graph.string(setting["XD_PSK_versionHashModifier"])
    for generalization in graph.array(fields["XDBucketForGeneralizationsstorage"]) {
      guard let parts = graph.fields(generalization) else { continue }
      for (field, value) in parts.sorted(by: { $0.key < $1.key })
      where field != "_owner" && !graph.same(value, reference)
        && graph.className(value) == "XDPMEntity"
      {
        entity.parentName = graph.string(graph.fields(value)?["_name"])
        break
      }
    }
    for (name, property) in graph.pairs(fields["XDBucketForOwnedAttributesstorage"]) {
      guard let propertyFields = graph.fields(property) else { continue }
      let className = graph.className(property)
      let values = settings(propertyFields, graph: graph)
      let kind: ModelBlueprint.Kind
      if className == "XDPMRelationship" {
        var shape = ModelBlueprint.Relationship()
        shape.destinationName = graph.string(graph.fields(values["XD_PRK_destination"])?["_name"])
        shape.inverseName = graph.string(
          graph.fields(values["XD_PRK_inverseRelationship"])?["_name"])
        shape.minCount = Int(clamping: graph.integer(values["XD_PRK_minCount"]) ?? 0)
        let toMany = graph.bool(values["XD_PRK_isToMany"]) ?? false
        let maxCount = Int(clamping: graph.integer(values["XD_PRK_maxCount"]) ?? 0)
        shape.maxCount = toMany ? (maxCount == 1 ? 0 : max(0, maxCount)) : 1
        shape.deleteRule =
          graph.integer(values["XD_PRK_deleteRule"]).flatMap {
            $0 >= 0 ? NSDeleteRule(rawValue: UInt($0)) : nil
          } ?? .nullifyDeleteRule
        shape.isOrdered = graph.bool(values["XD_PRK_ordered"]) ?? false
        kind = .relationship(shape)
      } else if className == "XDPMAttribute" {
        let raw = graph.integer(values["XD_PAttK_attributeType"]) ?? 0
        var shape = ModelBlueprint.Attribute(
          type: raw >= 0
            ? NSAttributeType(rawValue: UInt(raw)) ?? .undefinedAttributeType
            : .undefinedAttributeType)
        shape.valueTransformerName = graph.string(values["XD_PAttK_valueTransformerName"])
        if let text = graph.string(values["XD_PAttK_defaultValueAsString"]) {
          shape.defaultValue = .string(text)
        }
        kind = .attribute(shape)
      } else {
        kind = .fetched(entityName: nil)
      }
      var item = ModelBlueprint.Property(
        name: graph.string(propertyFields["_name"]) ?? name, kind: kind)
      item.isOptional = graph.bool(values["XD_PPSK_isOptional"]) ?? true
      item.isTransient = graph.bool(values["XD_PPSK_isTransient"]) ?? false
      item.isIndexed = graph.bool(values["XD_PPSK_isIndexed"]) ?? false
      item.userInfo = graph.stringDictionary(values["XD_PPSK_userInfo"])
      entity.properties.append(item)
    }
    entity.properties.sort { $0.name < $1.name }
    return entity
  }
}
