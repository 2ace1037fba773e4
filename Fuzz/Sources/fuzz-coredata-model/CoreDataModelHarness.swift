import CoreData
import Deflate
import Foundation
import FuzzSupport
import PropertyLists

/// Fuzzes the Core Data model readers: the source model XML (`contents`), the Xcode 3
/// `elements` archive, the compiled `.mom` keyed archive (binary and XML plists) and the
/// store's deflated `Z_MODELCACHE`, then walks the linked model. The first byte picks the
/// reader; every failure must be a `ModelError`.
@main
enum CoreDataModelHarness {
  static func main() {
    FuzzMain.run(seeds: CoreDataModelSeeds.make, target: coreDataModelTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func coreDataModelTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let forms = ModelForm.allCases
  let form = forms[Int(data[0]) % forms.count]
  let bytes = Data(bytes: data + 1, count: size - 1)
  guard let model = try? NSManagedObjectModel.load(bytes, form: form) else { return 0 }
  // Walk what was linked: inheritance, properties, destinations and inverses.
  var names = 0
  for entity in model.entities {
    names += entity.properties.count + entity.subentities.count
    for relationship in entity.relationshipsByName.values {
      names += relationship.destinationEntity?.properties.count ?? 0
      names += relationship.inverseRelationship?.name.count ?? 0
    }
    _ = entity.superentity?.name
  }
  return names < 0 ? 1 : 0
}

/// Seeds: a source model with inheritance and relationships, and the same model as a
/// compiled keyed archive (binary, and deflated as a store caches it), all generated here.
enum CoreDataModelSeeds {
  static let sourceXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model userDefinedModelVersionIdentifier="v1">
        <entity name="Vocabulary" representedClassName="Vocabulary">
            <attribute name="name" attributeType="String"/>
            <attribute name="created" optional="YES" attributeType="Date"/>
            <relationship name="words" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
            <userInfo><entry key="k" value="v"/></userInfo>
        </entity>
        <entity name="Word" representedClassName="Word">
            <attribute name="text" attributeType="String"/>
            <attribute name="count" attributeType="Integer 16" defaultValueString="0"/>
            <relationship name="vocabulary" optional="YES" maxCount="1" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="text"/></uniquenessConstraint></uniquenessConstraints>
        </entity>
        <entity name="Phrase" parentEntity="Word"><attribute name="literal" optional="YES" attributeType="String"/></entity>
        <configuration name="Main"><memberEntity name="Word"/></configuration>
    </model>
    """

  /// A compiled model's keyed archive, built object by object.
  static func compiled() -> Data {
    func uid(_ index: UInt64) -> PropertyListValue { .uid(index) }
    func classRecord(_ name: String, _ supers: [String]) -> PropertyListValue {
      .dictionary([
        "$classname": .string(name), "$classes": .array(([name] + supers).map { .string($0) }),
      ])
    }
    let objects: [PropertyListValue] = [
      .string("$null"),
      // 1: the model
      .dictionary(["$class": uid(20), "NSEntities": uid(2)]),
      // 2: entities by name
      .dictionary([
        "$class": uid(19), "NS.keys": .array([uid(3), uid(4)]),
        "NS.objects": .array([uid(5), uid(6)]),
      ]),
      .string("Vocabulary"), .string("Word"),
      // 5, 6: entities
      .dictionary([
        "$class": uid(18), "NSEntityName": uid(3), "NSManagedObjectModel": uid(1),
        "NSProperties": uid(7),
      ]),
      .dictionary([
        "$class": uid(18), "NSEntityName": uid(4), "NSManagedObjectModel": uid(1),
        "NSProperties": uid(8),
      ]),
      // 7, 8: properties by name
      .dictionary([
        "$class": uid(19), "NS.keys": .array([uid(9), uid(10)]),
        "NS.objects": .array([uid(11), uid(12)]),
      ]),
      .dictionary([
        "$class": uid(19), "NS.keys": .array([uid(13), uid(14)]),
        "NS.objects": .array([uid(15), uid(16)]),
      ]),
      .string("name"), .string("words"),
      // 11: Vocabulary.name, 12: Vocabulary.words
      .dictionary([
        "$class": uid(17), "NSPropertyName": uid(9), "NSAttributeType": .integer(700),
        "NSEntity": uid(5),
      ]),
      .dictionary([
        "$class": uid(21), "NSPropertyName": uid(10), "NSEntity": uid(5),
        "NSDestinationEntity": uid(6),
        "NSInverseRelationship": uid(16), "NSMaxCount": .integer(0), "NSDeleteRule": .integer(2),
        "NSIsOptional": .boolean(true),
      ]),
      .string("text"), .string("vocabulary"),
      // 15: Word.text, 16: Word.vocabulary
      .dictionary([
        "$class": uid(17), "NSPropertyName": uid(13), "NSAttributeType": .integer(700),
        "NSEntity": uid(6),
      ]),
      .dictionary([
        "$class": uid(21), "NSPropertyName": uid(14), "NSEntity": uid(6),
        "NSDestinationEntity": uid(5),
        "NSInverseRelationship": uid(12), "NSMaxCount": .integer(1), "NSIsOptional": .boolean(true),
      ]),
      classRecord("NSAttributeDescription", ["NSPropertyDescription", "NSObject"]),
      classRecord("NSEntityDescription", ["NSObject"]),
      classRecord("NSMutableDictionary", ["NSDictionary", "NSObject"]),
      classRecord("NSManagedObjectModel", ["NSObject"]),
      classRecord("NSRelationshipDescription", ["NSPropertyDescription", "NSObject"]),
    ]
    return BinaryPropertyList.encode(
      .dictionary([
        "$archiver": .string("NSKeyedArchiver"), "$version": .integer(100_000),
        "$top": .dictionary(["root": uid(1)]), "$objects": .array(objects),
      ]))
  }

  static func make() throws -> [String: Data] {
    let archive = compiled()
    var cache = Data()
    try Deflater(format: .raw, level: 6).compress(archive, finish: true) { cache.append($0) }
    let forms = ModelForm.allCases
    func seed(_ form: ModelForm, _ bytes: Data) -> Data {
      Data([UInt8(forms.firstIndex(of: form) ?? 0)]) + bytes
    }
    return [
      "source.xml": seed(.sourceXML, Data(sourceXML.utf8)),
      "compiled.mom": seed(.compiled, archive),
      "cache.deflate": seed(.storeCache, cache),
      "elements-empty": seed(.xcode3Elements, archive),
    ]
  }
}
