import CoreData
import Foundation
import MyVocabularies
import Testing

@Suite struct MyVocabulariesTests {
  func temporaryStore() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vocabularies-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("MyVocabularies.sqlite")
  }

  /// `sqlite3 -separator '|' store sql` output lines, or nil when sqlite3 is not installed.
  func sqlite3(_ store: URL, _ sql: String) throws -> [String]? {
    let tool = "/usr/bin/sqlite3"
    guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [store.path, sql]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func vocabulariesAndWords() throws {
    let url = try temporaryStore()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let app = try VocabularyStore(storeURL: url)
    let german = app.addVocabulary(named: "German")
    let french = app.addVocabulary(named: "French")
    app.addWord("Haus", translation: "house", to: german)
    app.addWord("Baum", translation: "tree", to: german)
    app.addWord("maison", translation: "house", to: french)
    try app.save()

    let controller = try app.vocabulariesController()
    let names = controller.fetchedObjects?.map { $0.value(forKey: "name") as? String }
    #expect(names == ["French", "German"])
    #expect(app.words(of: german) == ["Baum", "Haus"])

    // Nullify: the words stay, without a vocabulary.
    app.delete(german)
    try app.save()
    #expect(controller.fetchedObjects?.count == 1)
    let words = try app.allWords()
    #expect(words.count == 3)
    #expect(words.filter { $0.value(forKey: "vocabulary") == nil }.count == 2)

    // The store reads back through a read-only container (docpkg's part-1 reader on Linux).
    let reader = try VocabularyStore(storeURL: url, readOnly: true)
    let read = try reader.allWords()
    #expect(read.compactMap { $0.value(forKey: "text") as? String } == ["Baum", "Haus", "maison"])
    let maison = try #require(read.last?.value(forKey: "vocabulary") as? NSManagedObject)
    #expect(maison.value(forKey: "name") as? String == "French")

    // And through SQLite itself.
    if let rows = try sqlite3(url, "SELECT ZNAME FROM ZVOCABULARY ORDER BY ZNAME") {
      #expect(rows == ["French"])
    }
    if let rows = try sqlite3(
      url, "SELECT ZTEXT, IFNULL(ZVOCABULARY, 'none') FROM ZWORD ORDER BY ZTEXT")
    {
      #expect(rows == ["Baum|none", "Haus|none", "maison|2"])
    }
    if let rows = try sqlite3(url, "SELECT Z_NAME, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT") {
      #expect(rows == ["Vocabulary|2", "Word|3"])
    }
  }
}
