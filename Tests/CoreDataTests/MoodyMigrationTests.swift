import Foundation
import TestSupport
import Testing

@testable import CoreData

/// objc.io's Moody model (6 versions, from an abstract parent entity to separate tables):
/// an empty store of each older version opens with the current version — migrated with the
/// current schema, or refused with a reason naming the change.
@Suite struct MoodyMigrationTests {
  @Test(arguments: ["Moody", "Moody 2", "Moody 3", "Moody 4", "Moody 5"])
  func olderVersionOpensWithTheCurrentOne(_ version: String) throws {
    guard let bundle = ProjectPaths.corpus("coredata/objcio__core-data/Moody.xcdatamodeld")
    else { return }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-moody-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("Moody.sqlite")
    let old = try NSManagedObjectModel.load(
      contentsOf: bundle.appendingPathComponent("\(version).xcdatamodel"))
    try StoreCreator.create(at: store, model: old)
    let current = try NSManagedObjectModel.load(contentsOf: bundle)
    let container = NSPersistentContainer(name: "Moody", managedObjectModel: current)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure {
      guard case StoreError.cannotMigrate(_, let reason) = failure else {
        Issue.record("\(version): \(failure)")
        return
      }
      print("note: \(version) → current refused: \(reason)")
      #expect(!reason.isEmpty)
      return
    }
    let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(
      ofType: NSSQLiteStoreType, at: store)
    #expect(current.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    print("note: \(version) → current migrated")
  }

  /// Moody 3 keeps continents and countries in one table under an abstract parent; the
  /// current version gives each its own table. Objects, keys and relationships survive.
  @Test func version3ObjectsMoveToTheirOwnTables() throws {
    guard let bundle = ProjectPaths.corpus("coredata/objcio__core-data/Moody.xcdatamodeld")
    else { return }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-moody-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("Moody.sqlite")
    func container(_ model: NSManagedObjectModel) throws -> NSPersistentContainer {
      let container = NSPersistentContainer(name: "Moody", managedObjectModel: model)
      container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: store)]
      var failure: (any Error)?
      container.loadPersistentStores { _, error in failure = error }
      if let failure { throw failure }
      return container
    }
    var keys: [String: Int64] = [:]
    do {
      let old = try container(
        NSManagedObjectModel.load(contentsOf: bundle.appendingPathComponent("Moody 3.xcdatamodel")))
      let context = old.viewContext
      let europe = NSEntityDescription.insertNewObject(forEntityName: "Continent", into: context)
      europe.setValue(150, forKey: "numericISO3166Code")
      europe.setValue(Date(timeIntervalSinceReferenceDate: 0), forKey: "updatedAt")
      let germany = NSEntityDescription.insertNewObject(forEntityName: "Country", into: context)
      germany.setValue(276, forKey: "numericISO3166Code")
      germany.setValue(Date(timeIntervalSinceReferenceDate: 0), forKey: "updatedAt")
      germany.setValue(europe, forKey: "continent")
      try context.save()
      keys = ["Continent": europe.objectID.primaryKey, "Country": germany.objectID.primaryKey]
    }
    let context = try container(NSManagedObjectModel.load(contentsOf: bundle)).viewContext
    let countries = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Country"))
    #expect(countries.count == 1)
    let germany = try #require(countries.first)
    #expect((germany.value(forKey: "numericISO3166Code") as? NSNumber)?.intValue == 276)
    #expect(germany.objectID.primaryKey == keys["Country"])
    let europe = try #require(germany.value(forKey: "continent") as? NSManagedObject)
    #expect((europe.value(forKey: "numericISO3166Code") as? NSNumber)?.intValue == 150)
    #expect(europe.objectID.primaryKey == keys["Continent"])
    #expect((europe.value(forKey: "countries") as? Set<NSManagedObject>)?.count == 1)
  }
}
