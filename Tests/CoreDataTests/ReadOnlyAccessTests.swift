import Foundation
import Testing

@testable import CoreData

@Suite struct ReadOnlyAccessTests {
  /// Every file in `directory` with its size, modification time and bytes.
  static func snapshot(_ directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      let url = directory.appendingPathComponent(name)
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      guard (attributes[.type] as? FileAttributeType) == .typeRegular else { continue }
      let stamp = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      result[name] = "\(attributes[.size] ?? 0) \(stamp) \(try Data(contentsOf: url).hashValue)"
    }
    return result
  }

  @Test func readingLeavesTheStoreUntouched() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    let before = try Self.snapshot(directory)
    do {
      let coordinator = NSPersistentStoreCoordinator(
        managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
      let store = try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL,
        options: [NSReadOnlyPersistentStoreOption: true])
      #expect(store.warnings.isEmpty)
      let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      context.persistentStoreCoordinator = coordinator
      #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Word")) == 5)
    }
    #expect(try Self.snapshot(directory) == before)
  }

  @Test func aWriteAheadLogIsReadFromACopy() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    // A writer keeps the store open in WAL mode with an uncheckpointed change.
    let writer = try SQLiteScript(path: storeURL.path)
    try writer.run("PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;")
    try writer.run("INSERT INTO ZTAG VALUES (3, 1, 1, 'new in the wal')")
    #expect(FileManager.default.fileExists(atPath: storeURL.path + "-wal"))
    let before = try Self.snapshot(directory)
    do {
      let coordinator = NSPersistentStoreCoordinator(
        managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
      let store = try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
      #expect(store.warnings == [.readFromCopy(path: storeURL.path)])
      let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      context.persistentStoreCoordinator = coordinator
      let tags = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag"))
      #expect(
        tags.compactMap { $0.value(forKey: "label") as? String } == [
          "greeting", "polite", "new in the wal",
        ])
    }
    #expect(try Self.snapshot(directory) == before)
    _ = writer
  }

  @Test func aWALStoreWithoutItsLogIsReported() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    do {
      let writer = try SQLiteScript(path: storeURL.path)
      try writer.run("PRAGMA journal_mode=WAL;")
    }
    #expect(!FileManager.default.fileExists(atPath: storeURL.path + "-wal"))
    let coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
    let store = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
    #expect(store.warnings == [.writeAheadLogMissing(path: storeURL.path)])
    #expect(!FileManager.default.fileExists(atPath: storeURL.path + "-shm"))
  }

  @Test func aManagedDocumentPackageOpensItsStore() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let content = directory.appendingPathComponent("Words.vocab/StoreContent")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    let (modelURL, _) = try VocabularyFixture.make(
      in: content, storeName: "persistentStore", fileExtension: "")
    let coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
    let store = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil,
      at: directory.appendingPathComponent("Words.vocab"))
    #expect(store.url?.lastPathComponent == "persistentStore")
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    let german = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Vocabulary")).last
    #expect(german?.value(forKey: "icon") as? Data == VocabularyFixture.externalBytes)
  }

  @Test func anInterruptedRollbackJournalIsReported() throws {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    try Data(repeating: 0xd9, count: 512).write(
      to: URL(fileURLWithPath: storeURL.path + "-journal"))
    let before = try Self.snapshot(directory)
    let store = try BadInputTests.openStore(modelURL, storeURL)
    #expect(store.warnings == [.rollbackJournalPresent(path: storeURL.path)])
    #expect(try Self.snapshot(directory) == before)
  }
}
