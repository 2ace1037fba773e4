import Foundation
import PropertyLists
import TestSupport
import Testing

@testable import CoreData

@Suite struct BadInputTests {
  static func openStore(_ modelURL: URL, _ storeURL: URL) throws -> NSPersistentStore {
    let coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
    return try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
  }

  @Test func truncatedStore() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    let data = try Data(contentsOf: storeURL)
    try data.prefix(data.count / 2).write(to: storeURL)
    #expect(
      throws: StoreError.truncated(
        path: storeURL.path, expectedBytes: data.count, actualBytes: data.count / 2)
    ) {
      try Self.openStore(modelURL, storeURL)
    }
    try data.prefix(1000).write(to: storeURL)
    #expect(throws: StoreError.self) { try Self.openStore(modelURL, storeURL) }
    try Data("not a database".utf8).write(to: storeURL)
    #expect(
      throws: StoreError.notSQLite(path: storeURL.path, reason: "no \"SQLite format 3\" header")
    ) {
      try Self.openStore(modelURL, storeURL)
    }
  }

  @Test func damagedMetadata() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    do {
      let writer = try SQLiteScript(path: storeURL.path)
      try writer.run("UPDATE Z_METADATA SET Z_PLIST = X'62706C6973743030DEADBEEF'")
    }
    do {
      _ = try Self.openStore(modelURL, storeURL)
      Issue.record("a damaged Z_METADATA opened")
    } catch let error as StoreError {
      guard case .damagedMetadata(let path, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == storeURL.path)
      #expect(error.description.contains("Z_METADATA property list is damaged"))
    }
  }

  @Test func danglingRelationship() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let version = directory.appendingPathComponent("Broken.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(
      """
      <model><entity name="Word"><relationship name="vocabulary" maxCount="1" destinationEntity="Vocabulary" inverseName="words"/></entity></model>
      """.utf8
    ).write(to: version.appendingPathComponent("contents"))
    #expect(
      throws: ModelError.danglingRelationship(
        entity: "Word", relationship: "vocabulary", destination: "Vocabulary")
    ) {
      try NSManagedObjectModel.load(contentsOf: version)
    }
    #expect(NSManagedObjectModel(contentsOf: version) == nil)
    try Data(
      """
      <model><entity name="A"><relationship name="b" maxCount="1" destinationEntity="B" inverseName="missing"/></entity><entity name="B"/></model>
      """.utf8
    ).write(to: version.appendingPathComponent("contents"))
    #expect(throws: ModelError.danglingInverse(entity: "A", relationship: "b", inverse: "missing"))
    {
      try NSManagedObjectModel.load(contentsOf: version)
    }
    try Data("<model><entity name=\"A\">".utf8).write(
      to: version.appendingPathComponent("contents"))
    #expect(throws: ModelError.self) { try NSManagedObjectModel.load(contentsOf: version) }
  }

  @Test func missingWriteAheadLogIsAWarning() throws {
    guard let store = ProjectPaths.corpus("coredata/bignerdranch__CoreDataStack/TestModel.sqlite")
    else { return }
    let opened = try NSPersistentStoreCoordinator().addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: store)
    #expect(opened.warnings == [.writeAheadLogMissing(path: store.path)])
  }

  @Test func aModelThatDoesNotMatchIsRefused() throws {
    guard
      let current = ProjectPaths.corpus("coredata/bignerdranch__CoreDataStack/Sample.xcdatamodeld"),
      let store = ProjectPaths.corpus("coredata/bignerdranch__CoreDataStack/TestModel.sqlite")
    else { return }
    // The package's current version (TestModel 2) adds Publisher, which the store predates.
    let model = try NSManagedObjectModel.load(contentsOf: current)
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    #expect(
      throws: StoreError.modelMismatch(
        entity: "Book", reason: "the store has no property publisher")
    ) {
      try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: store)
    }
    let opened = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: store,
      options: [DocpkgUseStoreModelOption: true])
    #expect(opened.model.entitiesByName["Publisher"] == nil)
  }

  @Test func aModelWithAColumnTheStoreLacks() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, storeURL) = try VocabularyFixture.make(in: directory)
    // A store that records no version hashes: only the columns tell the model does not fit.
    try SQLiteScript(path: storeURL.path).run(
      "UPDATE Z_METADATA SET Z_PLIST = ?",
      [BinaryPropertyList.encode(.dictionary(["NSStoreType": .string("SQLite")]))])
    let version = directory.appendingPathComponent("Other.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(
      "<model><entity name=\"Tag\"><attribute name=\"colour\" attributeType=\"String\"/></entity></model>"
        .utf8
    ).write(to: version.appendingPathComponent("contents"))
    #expect(
      throws: StoreError.missingColumn(
        entity: "Tag", property: "colour", table: "ZTAG", column: "ZCOLOUR")
    ) {
      try Self.openStore(version, storeURL)
    }
  }

  /// CD-12: another version of the model (an extra attribute) against a store that records
  /// its model's version hashes.
  @Test func aModelVersionWhoseHashesDiffer() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, storeURL) = try VocabularyFixture.make(in: directory)
    let changed = VocabularyFixture.modelXML.replacingOccurrences(
      of: "<attribute name=\"label\" attributeType=\"String\"/>",
      with:
        "<attribute name=\"label\" attributeType=\"String\"/><attribute name=\"colour\" optional=\"YES\" attributeType=\"String\"/>"
    )
    #expect(changed != VocabularyFixture.modelXML)
    let version = directory.appendingPathComponent("Changed.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(changed.utf8).write(to: version.appendingPathComponent("contents"))
    #expect {
      try Self.openStore(version, storeURL)
    } throws: { error in
      guard case StoreError.modelMismatch(let entity, let reason) = error else { return false }
      return entity == "Tag" && reason.contains("version hash differs")
    }
  }
}
