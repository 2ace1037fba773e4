import Foundation
import TestSupport
import Testing

@testable import CoreData

/// Lightweight migration when a store is added with a newer version of its model: rows kept
/// with their keys, attributes renamed, new ones defaulted, entities renumbered, join tables
/// carried; a change that cannot be inferred leaves the store untouched.
@Suite struct MigrationTests {
  static let version1 = """
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Tag">
            <attribute name="label" attributeType="String"/>
            <relationship name="words" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Word" inverseName="tags" inverseEntity="Word"/>
        </entity>
        <entity name="Vocabulary">
            <attribute name="name" attributeType="String"/>
            <relationship name="words" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
        </entity>
        <entity name="Word">
            <attribute name="text" attributeType="String"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="words" inverseEntity="Tag"/>
            <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
        </entity>
    </model>
    """

  /// Version 2: `Word.text` renamed to `spelling`, a required `level` with a default, and a
  /// new entity `Note` that sorts first, so every old entity's number moves up by one.
  static let version2 =
    version1
    .replacingOccurrences(
      of: "<attribute name=\"text\" attributeType=\"String\"/>",
      with: """
        <attribute name="spelling" attributeType="String" renamingIdentifier="text"/>
        <attribute name="level" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
        """
    )
    .replacingOccurrences(
      of: "<entity name=\"Tag\">",
      with:
        "<entity name=\"Note\"><attribute name=\"body\" optional=\"YES\" attributeType=\"String\"/></entity>\n<entity name=\"Tag\">"
    )

  /// A folder with `Words.xcdatamodeld` holding both versions (the current one named by
  /// `.xccurrentversion`) and a store written with version 1.
  struct Fixture {
    let folder: URL
    let bundle: URL
    let store: URL
    /// Each word's text and primary key as version 1 wrote them.
    var words: [String: Int64] = [:]

    init(version2: String = MigrationTests.version2) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("docpkg-migration-\(UUID().uuidString)")
      bundle = folder.appendingPathComponent("Words.xcdatamodeld")
      for (name, xml) in [("Words", MigrationTests.version1), ("Words 2", version2)] {
        let version = bundle.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data(xml.utf8).write(to: version.appendingPathComponent("contents"))
      }
      store = folder.appendingPathComponent("Words.sqlite")
      let old = try NSManagedObjectModel.load(
        contentsOf: bundle.appendingPathComponent("Words.xcdatamodel"))
      let container = NSPersistentContainer(name: "Words", managedObjectModel: old)
      container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
      var failure: (any Error)?
      container.loadPersistentStores { _, error in failure = error }
      if let failure { throw failure }
      let context = container.viewContext
      let verb = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
      verb.setValue("verb", forKey: "label")
      for (name, texts) in [("German", ["gehen", "Haus"]), ("French", ["aller"])] {
        let vocabulary = NSEntityDescription.insertNewObject(
          forEntityName: "Vocabulary", into: context)
        vocabulary.setValue(name, forKey: "name")
        for text in texts {
          let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
          word.setValue(text, forKey: "text")
          word.setValue(vocabulary, forKey: "vocabulary")
          if text != "Haus" { word.setValue(Set([verb]), forKey: "tags") }
        }
      }
      try context.save()
      for word in try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Word")) {
        words[word.value(forKey: "text") as? String ?? ""] = word.objectID.primaryKey
      }
      let current = try PropertyListSerialization.data(
        fromPropertyList: ["_XCCurrentVersionName": "Words 2.xcdatamodel"], format: .xml,
        options: 0)
      try current.write(to: bundle.appendingPathComponent(".xccurrentversion"))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// A container on the store with the bundle's current model (version 2).
    func openCurrent() throws -> NSPersistentContainer {
      let model = try NSManagedObjectModel.load(contentsOf: bundle)
      let container = NSPersistentContainer(name: "Words", managedObjectModel: model)
      container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
      var failure: (any Error)?
      container.loadPersistentStores { _, error in failure = error }
      if let failure { throw failure }
      return container
    }
  }

  @Test func storeIsMigratedWithItsRowsAndKeys() throws {
    var fixture = try Fixture()
    defer { fixture.remove() }
    let uuid =
      try NSPersistentStoreCoordinator.metadataForPersistentStore(
        ofType: NSSQLiteStoreType, at: fixture.store)[NSStoreUUIDKey] as? String
    let container = try fixture.openCurrent()
    let context = container.viewContext
    let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
    request.sortDescriptors = [NSSortDescriptor(key: "spelling", ascending: true)]
    let words = try context.fetch(request)
    #expect(words.map { $0.value(forKey: "spelling") as? String } == ["Haus", "aller", "gehen"])
    #expect(words.map { ($0.value(forKey: "level") as? NSNumber)?.intValue } == [1, 1, 1])
    for word in words {
      let text = word.value(forKey: "spelling") as? String ?? ""
      #expect(word.objectID.primaryKey == fixture.words[text], "\(text) kept its key")
      let vocabulary = word.value(forKey: "vocabulary") as? NSManagedObject
      #expect(
        vocabulary?.value(forKey: "name") as? String == (text == "aller" ? "French" : "German"))
      let tags = word.value(forKey: "tags") as? Set<NSManagedObject> ?? []
      #expect(tags.map { $0.value(forKey: "label") as? String } == (text == "Haus" ? [] : ["verb"]))
    }
    let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
      ofType: NSSQLiteStoreType, at: fixture.store)
    #expect(metadata[NSStoreUUIDKey] as? String == uuid)
    #expect(
      container.managedObjectModel.isConfiguration(
        withName: nil, compatibleWithStoreMetadata: metadata))
    // New objects get keys after the old ones.
    let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
    word.setValue("Baum", forKey: "spelling")
    try context.save()
    #expect(word.objectID.primaryKey > (fixture.words.values.max() ?? 0))
    fixture.words = [:]
    #expect(!FileManager.default.fileExists(atPath: fixture.store.path + ".docpkg-migrating"))
  }

  /// The migrated store has exactly the schema a new store of version 2 has.
  @Test func migratedSchemaEqualsANewStoresSchema() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.openCurrent()
    let fresh = fixture.folder.appendingPathComponent("Fresh.sqlite")
    try StoreCreator.create(at: fresh, model: NSManagedObjectModel.load(contentsOf: fixture.bundle))
    func schema(_ url: URL) throws -> [String] {
      let connection = try SQLiteConnection(
        uri: StoreFile.uri(url.path, query: "mode=ro"), displayPath: url.path)
      let statement = try connection.prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
      var rows: [String] = []
      while try statement.step() {
        rows.append(
          "\(statement.text(0) ?? "") \(statement.text(1) ?? "") \(statement.text(2) ?? "")")
      }
      return rows
    }
    #expect(try schema(fixture.store) == schema(fresh))
    let numbers = try SQLiteConnection(
      uri: StoreFile.uri(fixture.store.path, query: "mode=ro"), displayPath: ""
    )
    .prepare("SELECT Z_NAME, Z_ENT FROM Z_PRIMARYKEY ORDER BY Z_ENT")
    var pairs: [String] = []
    while try numbers.step() { pairs.append("\(numbers.text(0) ?? "") \(numbers.int64(1))") }
    #expect(pairs == ["Note 1", "Tag 2", "Vocabulary 3", "Word 4"])
  }

  @Test func aChangedAttributeTypeIsRefusedAndTheStoreKept() throws {
    let changed = MigrationTests.version1.replacingOccurrences(
      of: "<attribute name=\"text\" attributeType=\"String\"/>",
      with: "<attribute name=\"text\" attributeType=\"Integer 64\"/>")
    let fixture = try Fixture(version2: changed)
    defer { fixture.remove() }
    let before = try Data(contentsOf: fixture.store)
    #expect {
      try fixture.openCurrent()
    } throws: { error in
      guard case StoreError.cannotMigrate(_, let reason) = error else { return false }
      return reason.contains("Word.text changed type")
    }
    #expect(try Data(contentsOf: fixture.store) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
      .filter { $0.contains("migrating") }
    #expect(leftovers.isEmpty)
  }

  @Test func withoutTheOptionsAMismatchIsStillAnError() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(contentsOf: fixture.bundle))
    #expect(throws: StoreError.self) {
      try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: fixture.store)
    }
  }

  /// bignerdranch's Xcode-made TestModel store, opened with the bundle's current version
  /// (TestModel 2 adds the Publisher entity and Book.publisher).
  @Test func xcodeStoreMigratesToTheNextVersion() throws {
    guard
      let original = ProjectPaths.corpus("coredata/bignerdranch__CoreDataStack/TestModel.sqlite"),
      let bundle = ProjectPaths.corpus("coredata/bignerdranch__CoreDataStack/Sample.xcdatamodeld")
    else { return }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-migration-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("TestModel.sqlite")
    try FileManager.default.copyItem(at: original, to: store)
    let model = try NSManagedObjectModel.load(contentsOf: bundle)
    let container = NSPersistentContainer(name: "TestModel", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    #expect(failure == nil, "\(String(describing: failure))")
    let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
      ofType: NSSQLiteStoreType, at: store)
    #expect(model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    let context = container.viewContext
    let publisher = NSEntityDescription.insertNewObject(forEntityName: "Publisher", into: context)
    publisher.setValue("Big Nerd Ranch", forKey: "name")
    try context.save()
    #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Publisher")) == 1)
  }
}
