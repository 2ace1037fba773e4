import Foundation
import TestSupport
import Testing

@testable import CoreData

@Suite struct ModelFormsTests {
  @Test func sourceModelReadsEveryAttributeKind() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, _) = try VocabularyFixture.make(in: directory)
    let model = try NSManagedObjectModel.load(contentsOf: modelURL)
    let word = try #require(model.entitiesByName["Word"])
    #expect(word.attributesByName["count"]?.attributeType == .integer16AttributeType)
    #expect(word.attributesByName["price"]?.attributeType == .decimalAttributeType)
    #expect(word.attributesByName["cached"]?.isTransient == true)
    #expect(word.attributesByName["text"]?.isOptional == false)
    #expect(word.uniquenessConstraints.map { $0.compactMap { $0 as? String } } == [["text"]])
    #expect(word.userInfo?["note"] as? String == "a word")
    #expect((word.attributesByName["count"]?.defaultValue as? NSNumber)?.intValue == 0)
    let phrase = try #require(model.entitiesByName["Phrase"])
    #expect(phrase.superentity === word)
    #expect(word.subentities.map(\.name) == ["Phrase"])
    #expect(phrase.propertiesByName["text"] != nil)
    let words = try #require(model.entitiesByName["Vocabulary"]?.relationshipsByName["words"])
    #expect(words.isToMany && words.isOrdered && words.deleteRule == .cascadeDeleteRule)
    #expect(words.inverseRelationship?.name == "vocabulary")
    #expect(words.inverseRelationship?.isToMany == false)
    #expect(
      model.entitiesByName["Vocabulary"]?.attributesByName["icon"]?.allowsExternalBinaryDataStorage
        == true)
    #expect(model.versionIdentifiers == [AnyHashable("v1")])
  }

  @Test func compiledAndSourceModelsAgree() throws {
    guard
      let source = ProjectPaths.corpus(
        "coredata/ashalkhakov__FreeCoreData/EmployeeDirectory.xcdatamodeld"),
      let compiled = ProjectPaths.corpus(
        "coredata/ashalkhakov__FreeCoreData/EmployeeDirectory.momd")
    else { return }
    let fromSource = try NSManagedObjectModel.load(contentsOf: source)
    let fromCompiled = try NSManagedObjectModel.load(contentsOf: compiled)
    #expect(signature(fromSource) == signature(fromCompiled))
    #expect(fromSource.entitiesByName["Person"]?.isAbstract == true)
    #expect(fromCompiled.entitiesByName["Employee"]?.superentity?.name == "Person")
  }

  @Test func cachedModelAgreesWithSource() throws {
    guard
      let source = ProjectPaths.corpus(
        "coredata/bignerdranch__CoreDataStack/Sample.xcdatamodeld/TestModel.xcdatamodel"),
      let store = ProjectPaths.corpus("coredata/bignerdranch__CoreDataStack/TestModel.sqlite")
    else { return }
    let fromSource = try NSManagedObjectModel.load(contentsOf: source)
    let coordinator = NSPersistentStoreCoordinator()
    let opened = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: store)
    #expect(signature(fromSource) == signature(opened.model))
    // And the source model opens the store without a mismatch.
    let strict = NSPersistentStoreCoordinator(managedObjectModel: fromSource)
    try strict.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: store)
  }

  @Test func xcode3ElementsModelReadsItsStore() throws {
    guard let source = ProjectPaths.corpus("coredata/Sunic__DigitalOrder/Hotel.xcdatamodel"),
      let store = ProjectPaths.corpus("coredata/Sunic__DigitalOrder/CoreData.sqlite")
    else { return }
    let model = try NSManagedObjectModel.load(contentsOf: source)
    #expect(model.entities.compactMap(\.name) == ["Dishes", "Type"])
    #expect(
      model.entitiesByName["Dishes"]?.attributesByName["price"]?.attributeType
        == .integer16AttributeType)
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: store)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Dishes")) == 7)
    #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Type")) == 6)
  }

  @Test func everyCorpusModelVersionLoads() throws {
    guard let root = ProjectPaths.corpus("coredata") else { return }
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var versions: [URL] = []
    var packages: [URL] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".xcdatamodel") { versions.append(root.appendingPathComponent(path)) }
      if path.hasSuffix(".xcdatamodeld") { packages.append(root.appendingPathComponent(path)) }
    }
    #expect(versions.count >= 16)
    for url in versions + packages {
      let model = try NSManagedObjectModel.load(contentsOf: url)
      #expect(!model.entities.isEmpty, "\(url.path)")
    }
  }

  @Test func oldStyleAndXMLPropertyLists() throws {
    let old = try AnyPropertyList.decode(
      Data(
        "{\n  \"NSManagedObjectModel_CurrentVersionName\" = Model; list = (a, \"b c\"); raw = <0aff>; /* note */ }"
          .utf8),
      path: "VersionInfo.plist")
    #expect(
      old
        == .dictionary([
          "NSManagedObjectModel_CurrentVersionName": .string("Model"),
          "list": .array([.string("a"), .string("b c")]), "raw": .data(Data([0x0a, 0xff])),
        ]))
    let xml = try AnyPropertyList.decode(
      Data(
        "<?xml version=\"1.0\"?><plist><dict><key>a</key><dict><key>CF$UID</key><integer>3</integer></dict><key>b</key><array><true/><real>1.5</real></array></dict></plist>"
          .utf8),
      path: "x.plist")
    #expect(xml == .dictionary(["a": .uid(3), "b": .array([.boolean(true), .real(1.5)])]))
  }

  /// A relationship's destination and inverse, and an entity's superentity, are not
  /// retained: they read nil once what they point at is gone (as through a weak reference).
  @Test func modelBackReferencesReadNilOnceTheirTargetIsGone() {
    let relationship = NSRelationshipDescription()
    let entity = NSEntityDescription()
    entity.name = "Word"
    var destination: NSEntityDescription? = NSEntityDescription()
    var inverse: NSRelationshipDescription? = NSRelationshipDescription()
    relationship.destinationEntity = destination
    relationship.inverseRelationship = inverse
    entity.properties = [relationship]
    #expect(relationship.destinationEntity === destination)
    #expect(relationship.inverseRelationship === inverse)
    #expect(relationship.entity === entity)
    destination = nil
    inverse = nil
    #expect(relationship.destinationEntity == nil)
    #expect(relationship.inverseRelationship == nil)

    var parent: NSEntityDescription? = NSEntityDescription()
    let child = NSEntityDescription()
    parent?.subentities = [child]
    #expect(child.superentity === parent)
    parent = nil
    #expect(child.superentity == nil)
  }
}
