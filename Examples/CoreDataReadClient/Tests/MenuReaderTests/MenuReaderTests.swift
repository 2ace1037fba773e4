import CoreData
import Foundation
import MenuReader
import Testing

@Suite struct MenuReaderTests {
  /// The repository's shared corpus (../shared beside the checkout), if present.
  static var corpusStore: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // MenuReaderTests
      .deletingLastPathComponent().deletingLastPathComponent()  // CoreDataReadClient
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let store = root.appendingPathComponent(
      "shared/corpus/coredata/Sunic__DigitalOrder/CoreData.sqlite")
    return FileManager.default.fileExists(atPath: store.path) ? store : nil
  }

  @Test func readsTheRealAppStore() throws {
    guard let store = Self.corpusStore else { return }
    let menu = try MenuReader(storeURL: store)
    #expect(try menu.dishCount() == 7)
    #expect(try menu.cuisines().count == 6)
    let dear = try menu.dishes(costingAtLeast: 25)
    #expect(dear.allSatisfy { $0.price >= 25 })
    #expect(dear.map(\.price) == dear.map(\.price).sorted(by: >))
    #expect(dear.first { $0.name == "麻辣仔鸡" } == .init(name: "麻辣仔鸡", price: 25, cuisine: "湘菜"))
    #expect(try menu.dishes(costingAtLeast: 0, limit: 2).count == 2)
  }

  @Test func readsAGeneratedStore() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "menu-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("Menu.sqlite")
    try MenuStoreWriter.write(to: store)
    let menu = try MenuReader(storeURL: store)
    #expect(try menu.dishCount() == 4)
    #expect(try menu.cuisines() == ["Sichuan", "Cantonese"])
    #expect(
      try menu.dishes(costingAtLeast: 20) == [
        .init(name: "Mapo tofu", price: 30, cuisine: "Sichuan"),
        .init(name: "Char siu", price: 20, cuisine: "Cantonese"),
        .init(name: "Dan dan noodles", price: 20, cuisine: "Sichuan"),
      ])
  }
}

/// Writes a menu store: with Core Data itself on macOS; on Linux, where docpkg only reads,
/// with the sqlite3 tool in the layout Core Data's SQLite store uses.
enum MenuStoreWriter {
  static let dishes: [(name: String, price: Int, type: String, typeid: Int)] = [
    ("Mapo tofu", 30, "Sichuan", 1), ("Char siu", 20, "Cantonese", 2),
    ("Dan dan noodles", 20, "Sichuan", 1), ("Congee", 8, "Cantonese", 2),
  ]

  static func write(to url: URL) throws {
    #if canImport(Darwin)
      let coordinator = NSPersistentStoreCoordinator(managedObjectModel: MenuReader.makeModel())
      try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url)
      let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      context.persistentStoreCoordinator = coordinator
      for (index, value) in ["Sichuan", "Cantonese"].enumerated() {
        let type = NSEntityDescription.insertNewObject(forEntityName: "Type", into: context)
        type.setValue(index + 1, forKey: "id")
        type.setValue(value, forKey: "value")
      }
      for (index, dish) in dishes.enumerated() {
        let object = NSEntityDescription.insertNewObject(forEntityName: "Dishes", into: context)
        object.setValue(index + 1, forKey: "id")
        object.setValue(dish.name, forKey: "name")
        object.setValue(dish.price, forKey: "price")
        object.setValue(dish.type, forKey: "type")
        object.setValue(dish.typeid, forKey: "typeid")
      }
      try context.save()
    #else
      // The metadata property list: NSStoreType SQLite (binary plist, as Core Data writes).
      let metadata = try PropertyListSerialization.data(
        fromPropertyList: ["NSStoreType": "SQLite", "NSStoreModelVersionIdentifiers": [String]()],
        format: .binary, options: 0)
      var sql = """
        CREATE TABLE ZDISHES ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZID INTEGER, ZPRICE INTEGER, ZTYPEID INTEGER, ZIMAGE VARCHAR, ZINTRO VARCHAR, ZNAME VARCHAR, ZTYPE VARCHAR );
        CREATE TABLE ZTYPE ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZID INTEGER, ZVALUE VARCHAR );
        CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
        CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
        INSERT INTO Z_PRIMARYKEY VALUES (1, 'Dishes', 0, 4), (2, 'Type', 0, 2);
        INSERT INTO Z_METADATA VALUES (1, '\(UUID().uuidString)', X'\(metadata.map { String(format: "%02X", $0) }.joined())');
        INSERT INTO ZTYPE VALUES (1, 2, 1, 1, 'Sichuan'), (2, 2, 1, 2, 'Cantonese');

        """
      for (index, dish) in dishes.enumerated() {
        sql +=
          "INSERT INTO ZDISHES VALUES (\(index + 1), 1, 1, \(index + 1), \(dish.price), \(dish.typeid), NULL, NULL, '\(dish.name)', '\(dish.type)');\n"
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      process.arguments = [url.path]
      let input = Pipe()
      process.standardInput = input
      try process.run()
      input.fileHandleForWriting.write(Data(sql.utf8))
      try input.fileHandleForWriting.close()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    #endif
  }
}
