import Foundation
import TestSupport
import Testing

@testable import CoreData

/// `isConfiguration(withName:compatibleWithStoreMetadata:)`, the versions of a model bundle
/// and a store's journal state, on Xcode-made corpus files and on models made here.
@Suite struct StoreCompatibilityTests {
  static let bignerdranch = "coredata/bignerdranch__CoreDataStack"

  /// The TestModel store was written by version TestModel, not by the current TestModel 2.
  @Test func storeMatchesTheVersionThatWroteIt() throws {
    guard let store = ProjectPaths.corpus(Self.bignerdranch + "/TestModel.sqlite"),
      let bundle = ProjectPaths.corpus(Self.bignerdranch + "/Sample.xcdatamodeld")
    else { return }
    let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
      ofType: NSSQLiteStoreType, at: store)
    let versions = try NSManagedObjectModel.versions(of: bundle)
    #expect(versions.map(\.name) == ["TestModel", "TestModel 2"])
    #expect(versions.map(\.isCurrent) == [false, true])
    let compatible = try versions.filter { version in
      try NSManagedObjectModel.load(contentsOf: version.url)
        .isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata)
    }
    #expect(compatible.map(\.name) == ["TestModel"])
    let current = try NSManagedObjectModel.load(contentsOf: bundle)
    #expect(!current.versionDifferences(storeMetadata: metadata).isEmpty)
  }

  @Test func differencesNameEachEntity() throws {
    let xml = """
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
          <entity name="Author"><attribute name="name" attributeType="String"/></entity>
          <entity name="Book"><attribute name="title" attributeType="String"/></entity>
      </model>
      """
    let model = try NSManagedObjectModel.load(Data(xml.utf8), form: .sourceXML)
    var metadata: [String: Any] = [
      NSStoreModelVersionHashesKey: [
        "Book": model.entitiesByName["Book"]!.versionHash, "Shelf": Data(count: 32),
      ]
    ]
    #expect(
      model.versionDifferences(storeMetadata: metadata) == [
        "the store records no entity Author",
        "the store has entity Shelf, which the model lacks",
      ])
    #expect(!model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    metadata[NSStoreModelVersionHashesKey] = model.entityVersionHashesByName
    #expect(model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    var changed = model.entityVersionHashesByName
    changed["Author"] = Data(count: 32)
    metadata[NSStoreModelVersionHashesKey] = changed
    #expect(
      model.versionDifferences(storeMetadata: metadata) == [
        "entity Author: the version hashes differ"
      ])
    #expect(model.versionDifferences(storeMetadata: [:]).count == 2)
  }

  @Test func singleVersionModelsAreTheirOwnVersion() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-versions-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let version = folder.appendingPathComponent("Words.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    #expect(
      try NSManagedObjectModel.versions(of: version) == [
        ModelVersion(name: "Words", url: version, isCurrent: true)
      ])
    #expect(throws: ModelError.self) {
      try NSManagedObjectModel.versions(of: folder.appendingPathComponent("Words.txt"))
    }
  }

  @Test func journalStateComesFromTheFilesAlone() throws {
    let store = try WritableStore()
    defer { store.remove() }
    _ = try store.container()
    let state = try StoreJournalState.of(storeAt: store.url)
    #expect(state.mode == .writeAheadLog)
    #expect(state.storePath == store.url.path)
    let copy = store.url.deletingLastPathComponent().appendingPathComponent("Copy.sqlite")
    try FileManager.default.copyItem(at: store.url, to: copy)
    let copied = try StoreJournalState.of(storeAt: copy)
    #expect(copied.writeAheadLogBytes == nil && !copied.hasSharedMemory)
    #expect(copied.description == "wal, no -wal")
    #expect(throws: StoreError.self) {
      try StoreJournalState.of(storeAt: copy.appendingPathExtension("missing"))
    }
  }
}
