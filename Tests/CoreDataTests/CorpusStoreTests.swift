import Foundation
import TestSupport
import Testing

@testable import CoreData

/// Real Xcode-made stores, read in place and checked against raw SQL through the C API.
@Suite struct CorpusStoreTests {
  static let stores: [(store: String, model: String?)] = [
    ("coredata/bignerdranch__CoreDataStack/TestModel.sqlite", nil),
    (
      "coredata/alemar11__CoreDataPlus/Tests/Resources/SampleModel2/Fixtures/SampleModel2_V1.sqlite",
      nil
    ),
    (
      "coredata/Sunic__DigitalOrder/CoreData.sqlite",
      "coredata/Sunic__DigitalOrder/Hotel.xcdatamodel"
    ),
  ]

  /// Corpus store `index` opened read-only with its model (nil when the corpus is absent).
  static func open(_ index: Int) throws -> (
    url: URL, coordinator: NSPersistentStoreCoordinator, store: NSPersistentStore
  )? {
    let (storePath, modelPath) = stores[index]
    guard let storeURL = ProjectPaths.corpus(storePath) else { return nil }
    let coordinator =
      try modelPath.flatMap(ProjectPaths.corpus).map {
        NSPersistentStoreCoordinator(
          managedObjectModel: try NSManagedObjectModel.load(contentsOf: $0))
      } ?? NSPersistentStoreCoordinator()
    let store = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL,
      options: [NSReadOnlyPersistentStoreOption: true])
    return (storeURL, coordinator, store)
  }

  @Test(arguments: stores.indices)
  func objectsMatchTheRawRows(_ index: Int) throws {
    guard let (storeURL, coordinator, store) = try Self.open(index) else { return }
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    var checkedValues = 0
    var checkedRelationships = 0
    for entity in store.model.entities {
      guard let name = entity.name, let mapping = store.schema.byName[name] else { continue }
      let filter = "Z_ENT IN (\(mapping.numbers.map(String.init).joined(separator: ",")))"
      let raw = try SQLiteScript.query(
        storeURL.path, "SELECT COUNT(*) FROM \(mapping.table) WHERE \(filter)")
      let request = NSFetchRequest<NSManagedObject>(entityName: name)
      #expect(try context.count(for: request) == Int(raw[0][0] as? Int64 ?? -1), "\(name)")
      #expect(try context.fetch(request).count == Int(raw[0][0] as? Int64 ?? -1))
      // Every object of exactly this entity against its row: attributes and to-one keys.
      request.includesSubentities = false
      let objects = try context.fetch(request)
      let toOne = mapping.relationships.sorted { $0.key < $1.key }.compactMap {
        name, columns -> (String, String)? in
        if case .toOne(let column, _) = columns { return (name, column) }
        return nil
      }
      let columns = ["Z_PK"] + mapping.attributes.map(\.column) + toOne.map(\.1)
      let rows = try SQLiteScript.query(
        storeURL.path,
        "SELECT \(columns.joined(separator: ", ")) FROM \(mapping.table) WHERE Z_ENT = \(mapping.number) ORDER BY Z_PK"
      )
      #expect(rows.count == objects.count, "\(name)")
      for (object, row) in zip(objects, rows) {
        #expect(object.objectID.primaryKey == row[0] as? Int64)
        for (offset, entry) in mapping.attributes.enumerated() {
          #expect(
            Self.same(object.value(forKey: entry.attribute.name), row[1 + offset], entry.attribute),
            "\(name).\(entry.attribute.name) of \(object.objectID)")
          checkedValues += 1
        }
        for (offset, (relationshipName, _)) in toOne.enumerated() {
          let key = row[1 + mapping.attributes.count + offset] as? Int64
          let target = object.value(forKey: relationshipName) as? NSManagedObject
          #expect(target?.objectID.primaryKey == key, "\(name).\(relationshipName)")
          if let target,
            let destination = object.entity.relationshipsByName[relationshipName]?.destinationEntity
          {
            #expect(target.entity.isKindOf(entity: destination))
          }
          checkedRelationships += 1
        }
      }
      // To-many relationships of the first objects against their inverse rows or join table.
      for object in objects.prefix(100) {
        for (relationshipName, columns) in mapping.relationships {
          let value = object.value(forKey: relationshipName)
          let found = (value as? Set<NSManagedObject>)?.count ?? (value as? NSOrderedSet)?.count
          switch columns {
          case .toOne: continue
          case .inverseToOne(let column, _):
            let destination = try #require(
              object.entity.relationshipsByName[relationshipName]?.destinationEntity)
            let target = try #require(store.schema.mapping(for: destination))
            let count = try SQLiteScript.query(
              storeURL.path,
              "SELECT COUNT(*) FROM \(target.table) WHERE \(column) = \(object.objectID.primaryKey)"
            )[0][0]
            #expect(found == Int(count as? Int64 ?? -1), "\(name).\(relationshipName)")
          case .joinTable(let table, let sourceColumn, _, _):
            let count = try SQLiteScript.query(
              storeURL.path,
              "SELECT COUNT(*) FROM \(table) WHERE \(sourceColumn) = \(object.objectID.primaryKey)")[
                0][0]
            #expect(found == Int(count as? Int64 ?? -1), "\(name).\(relationshipName)")
          }
          checkedRelationships += 1
        }
      }
    }
    if index > 0 { #expect(checkedValues > 0) }
    if index == 1 { #expect(checkedRelationships > 4_000) }
  }

  /// `docpkg records`' writer over every corpus store: each object once, as many of each
  /// entity as its `Z_ENT` rows, every to-many destination an object that exists.
  @Test(arguments: stores.indices)
  func recordsStreamEveryObjectOnce(_ index: Int) throws {
    guard let (storeURL, _, store) = try Self.open(index) else { return }
    var text = Data()
    try RecordWriter.stream(store: store) { text.append(contentsOf: $0) }
    var counts: [String: Int] = [:]
    var ids = Set<String>()
    var destinations: [String] = []
    for line in text.split(separator: UInt8(ascii: "\n")) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      let entity = try #require(object["entity"] as? String)
      counts[entity, default: 0] += 1
      let id = try #require(object["objectID"] as? String)
      #expect(id.hasPrefix("x-coredata://\(store.identifier)/\(entity)/p"))
      #expect(ids.insert(id).inserted)
      for value in object.values { destinations += value as? [String] ?? [] }
    }
    for entity in store.model.entities {
      guard let name = entity.name, let mapping = store.schema.byName[name] else { continue }
      let raw = try SQLiteScript.query(
        storeURL.path, "SELECT COUNT(*) FROM \(mapping.table) WHERE Z_ENT = \(mapping.number)")
      #expect(counts[name, default: 0] == Int(raw[0][0] as? Int64 ?? -1), "\(name)")
    }
    #expect(destinations.allSatisfy(ids.contains))
    if index == 1 { #expect(destinations.count > 4_000) }
  }

  /// Whether a fetched value is the raw column converted as Core Data converts it.
  static func same(_ value: Any?, _ cell: Any?, _ attribute: NSAttributeDescription) -> Bool {
    guard let cell else { return value == nil }
    switch attribute.attributeType {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      return (value as? NSNumber)?.int64Value == cell as? Int64
    case .booleanAttributeType: return (value as? Bool) == ((cell as? Int64).map { $0 != 0 })
    case .doubleAttributeType, .floatAttributeType:
      let raw = (cell as? Double) ?? (cell as? Int64).map(Double.init)
      guard let number = (value as? NSNumber)?.doubleValue, let raw else { return false }
      return attribute.attributeType == .floatAttributeType
        ? Float(number) == Float(raw) : number == raw
    case .dateAttributeType:
      let raw = (cell as? Double) ?? (cell as? Int64).map(Double.init)
      return (value as? Date)?.timeIntervalSinceReferenceDate == raw
    case .stringAttributeType: return value as? String == cell as? String
    case .decimalAttributeType:
      let raw = (cell as? Double).map { Decimal($0) } ?? (cell as? Int64).map { Decimal($0) }
      guard let decimal = (value as? NSDecimalNumber)?.doubleValue, let raw else { return false }
      return abs(decimal - NSDecimalNumber(decimal: raw).doubleValue) < 1e-9
    case .UUIDAttributeType:
      guard let bytes = cell as? Data, let uuid = value as? UUID else { return false }
      return withUnsafeBytes(of: uuid.uuid) { Data($0) } == bytes
    case .URIAttributeType: return (value as? URL)?.absoluteString == cell as? String
    case .binaryDataAttributeType: return value as? Data == cell as? Data
    case .transformableAttributeType: return value != nil
    default: return true
    }
  }
}
