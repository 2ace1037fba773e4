import CSQLite
import CoreData
import Foundation

/// The write benchmark: N words in 100 vocabularies inserted through a context and saved,
/// then fetched back sorted by text in a new context; against the same rows inserted with
/// SQLite's C API (prepared statements, one transaction).
enum Benchmark {
  static func model() -> NSManagedObjectModel {
    let name = NSAttributeDescription()
    name.name = "name"
    name.attributeType = .stringAttributeType
    let text = NSAttributeDescription()
    text.name = "text"
    text.attributeType = .stringAttributeType
    let vocabulary = NSEntityDescription()
    vocabulary.name = "Vocabulary"
    let word = NSEntityDescription()
    word.name = "Word"
    let words = NSRelationshipDescription()
    words.name = "words"
    words.maxCount = 0
    words.destinationEntity = word
    let owner = NSRelationshipDescription()
    owner.name = "vocabulary"
    owner.destinationEntity = vocabulary
    words.inverseRelationship = owner
    owner.inverseRelationship = words
    vocabulary.properties = [name, words]
    word.properties = [text, owner]
    let model = NSManagedObjectModel()
    model.entities = [vocabulary, word]
    return model
  }

  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }

  /// Both sides in one process, with their ratio.
  static func run(directory: URL, count: Int) throws -> String {
    let core = try coreData(directory: directory, count: count)
    let raw = try rawInserts(directory.appendingPathComponent("Raw.sqlite"), count: count)
    return String(
      format:
        "%d words: insert %.3f s + save %.3f s = %.3f s; fetch sorted %.3f s (%d objects); raw SQLite inserts %.3f s; ratio %.2f",
      count, core.insert, core.save, core.insert + core.save, core.fetch, core.fetched, raw,
      (core.insert + core.save) / raw)
  }

  /// The Core Data side alone.
  static func runCoreData(directory: URL, count: Int) throws -> String {
    let core = try coreData(directory: directory, count: count)
    return String(
      format:
        "%d words: insert %.3f s + save %.3f s = %.3f s; fetch sorted %.3f s (%d objects); total %.3f s",
      count, core.insert, core.save, core.insert + core.save, core.fetch, core.fetched,
      core.insert + core.save + core.fetch)
  }

  /// The raw SQLite side alone: the inserts, then the rows selected back in text order.
  static func runSQLite(directory: URL, count: Int) throws -> String {
    let url = directory.appendingPathComponent("Raw.sqlite")
    let insert = try rawInserts(url, count: count)
    var rows = 0
    let select = try seconds { rows = try rawSortedSelect(url) }
    return String(
      format: "%d words: raw SQLite inserts %.3f s; select sorted %.3f s (%d rows); total %.3f s",
      count, insert, select, rows, insert + select)
  }

  static func coreData(directory: URL, count: Int) throws -> (
    insert: Double, save: Double, fetch: Double, fetched: Int
  ) {
    let store = directory.appendingPathComponent("Bench.sqlite")
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model())
    try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: store)
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    let insert = seconds {
      var vocabularies: [NSManagedObject] = []
      for index in 0..<100 {
        let vocabulary = NSEntityDescription.insertNewObject(
          forEntityName: "Vocabulary", into: context)
        vocabulary.setValue("vocabulary \(index)", forKey: "name")
        vocabularies.append(vocabulary)
      }
      for index in 0..<count {
        let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
        word.setValue("word \((index &* 7919) % count)", forKey: "text")
        word.setValue(vocabularies[index % 100], forKey: "vocabulary")
      }
    }
    let save = try seconds { try context.save() }
    let reader = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    reader.persistentStoreCoordinator = coordinator
    var fetched = 0
    let fetch = try seconds {
      let request = NSFetchRequest<NSManagedObject>(entityName: "Word")
      request.sortDescriptors = [NSSortDescriptor(key: "text", ascending: true)]
      fetched = try reader.fetch(request).count
    }
    return (insert, save, fetch, fetched)
  }

  /// The words' rows in text order, each read into Swift values (key, text, vocabulary key).
  static func rawSortedSelect(_ url: URL) throws -> Int {
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let handle else {
      throw CocoaError(.fileReadUnknown)
    }
    defer { sqlite3_close(handle) }
    var statement: OpaquePointer?
    sqlite3_prepare_v2(
      handle, "SELECT Z_PK, ZVOCABULARY, ZTEXT FROM ZWORD ORDER BY ZTEXT", -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    var rows: [(Int64, Int64, String)] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      let text = sqlite3_column_text(statement, 2).map { String(cString: $0) } ?? ""
      rows.append((sqlite3_column_int64(statement, 0), sqlite3_column_int64(statement, 1), text))
    }
    return rows.count
  }

  /// The same rows with SQLite's C API: the tables of the new store, prepared inserts, one
  /// transaction.
  static func rawInserts(_ url: URL, count: Int) throws -> Double {
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let handle else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { sqlite3_close(handle) }
    sqlite3_exec(
      handle,
      "PRAGMA journal_mode = WAL; CREATE TABLE ZVOCABULARY (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR); CREATE TABLE ZWORD (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZVOCABULARY INTEGER, ZTEXT VARCHAR); CREATE INDEX ZWORD_ZVOCABULARY_INDEX ON ZWORD (ZVOCABULARY)",
      nil, nil, nil)
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    return seconds {
      sqlite3_exec(handle, "BEGIN", nil, nil, nil)
      var statement: OpaquePointer?
      sqlite3_prepare_v2(
        handle, "INSERT INTO ZVOCABULARY VALUES (?1, 1, 1, ?2)", -1, &statement, nil)
      for index in 0..<100 {
        sqlite3_bind_int64(statement, 1, Int64(index + 1))
        sqlite3_bind_text(statement, 2, "vocabulary \(index)", -1, transient)
        sqlite3_step(statement)
        sqlite3_reset(statement)
      }
      sqlite3_finalize(statement)
      sqlite3_prepare_v2(handle, "INSERT INTO ZWORD VALUES (?1, 2, 1, ?2, ?3)", -1, &statement, nil)
      for index in 0..<count {
        sqlite3_bind_int64(statement, 1, Int64(index + 1))
        sqlite3_bind_int64(statement, 2, Int64(index % 100 + 1))
        sqlite3_bind_text(statement, 3, "word \((index &* 7919) % count)", -1, transient)
        sqlite3_step(statement)
        sqlite3_reset(statement)
      }
      sqlite3_finalize(statement)
      sqlite3_exec(handle, "COMMIT", nil, nil, nil)
    }
  }
}
