import Foundation
import Testing

@testable import CoreData

@Suite struct RecordWriterTests {
  static let base = "x-coredata://7C1F2E3D-0000-4000-8000-00000000C0DE/"

  static func output(
    _ entity: String?, predicate: CoreData.NSPredicate? = nil,
    format: RecordWriter.Format = .jsonLines
  ) throws -> String {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    let coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
    let store = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
    var text = Data()
    try RecordWriter.stream(store: store, entityName: entity, predicate: predicate, format: format)
    {
      text.append(contentsOf: $0)
    }
    return String(decoding: text, as: UTF8.self)
  }

  static func lines(_ entity: String) throws -> [[String: Any]] {
    try output(entity).split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func wordsAsJSONLines() throws {
    let words = try Self.lines("Word")
    #expect(words.count == 5)
    let bonjour = words[0]
    #expect(bonjour["entity"] as? String == "Word")
    #expect(bonjour["objectID"] as? String == Self.base + "Word/p1")
    #expect(bonjour["text"] as? String == "bonjour")
    #expect(bonjour["added"] as? String == "2023-03-08T20:28:20Z")
    #expect(bonjour["learned"] as? Bool == true)
    #expect(bonjour["count"] as? Int == 3)
    #expect(bonjour["weight"] as? Double == 1.25)
    #expect(bonjour["vocabulary"] as? String == Self.base + "Vocabulary/p1")
    #expect(bonjour["tags"] as? [String] == [Self.base + "Tag/p1"])
    #expect(bonjour["cached"] == nil)
    #expect(words[2]["entity"] as? String == "Phrase")
    #expect(words[2]["objectID"] as? String == Self.base + "Phrase/p3")
    #expect(words[3]["tags"] as? [String] == [Self.base + "Tag/p1", Self.base + "Tag/p2"])
    #expect(words[4]["tags"] as? [String] == [])
    #expect(words[2]["text"] as? String == "s'il vous plaît")
    #expect(words[2]["literal"] as? String == "if it pleases you")
    #expect(words[3]["added"] as? String == "2000-12-31T00:00:00Z")
    #expect(words[4]["vocabulary"] is NSNull)
  }

  @Test func vocabulariesAsJSONLines() throws {
    let vocabularies = try Self.lines("Vocabulary")
    #expect(vocabularies.count == 2)
    #expect(vocabularies[0]["created"] as? String == "2023-03-08T20:26:40.500Z")
    #expect(vocabularies[0]["icon"] as? String == Data([10, 20, 30]).base64EncodedString())
    #expect(vocabularies[0]["identifier"] as? String == VocabularyFixture.identifier.uuidString)
    #expect(
      vocabularies[1]["icon"] as? String == VocabularyFixture.externalBytes.base64EncodedString())
    #expect(throws: StoreError.unknownEntity("Nope")) { try Self.lines("Nope") }
    // The ordered to-many relationship in its Z_FOK order, not by primary key.
    #expect(
      vocabularies[0]["words"] as? [String] == [
        Self.base + "Phrase/p3", Self.base + "Word/p1", Self.base + "Word/p2",
      ])
    #expect(vocabularies[1]["words"] as? [String] == [Self.base + "Word/p4"])
  }

  @Test func everyEntityOnceWithoutAnEntityName() throws {
    let text = try Self.output(nil)
    let ids = text.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["objectID"]
        as? String
    }
    #expect(ids.count == 2 + 2 + 5)
    #expect(Set(ids).count == ids.count)
    let tags = try Self.lines("Tag")
    #expect(
      tags[1]["words"] as? [String] == ["Word/p2", "Phrase/p3", "Word/p4"].map { Self.base + $0 })
  }

  @Test func predicateFiltersObjects() throws {
    let learned = try Self.output(
      "Word", predicate: NSPredicate(parsing: "learned == YES AND count > 2"))
    #expect(learned.split(separator: "\n").count == 2)
    #expect(learned.contains("\"bonjour\"") && learned.contains("\"danke\""))
    let tagged = try Self.output("Word", predicate: NSPredicate(parsing: "tags.@count == 2"))
    #expect(tagged.split(separator: "\n").count == 1)
    #expect(tagged.contains("\"danke\""))
    let none = try Self.output("Word", predicate: NSPredicate(parsing: "text BEGINSWITH 'zz'"))
    #expect(none.isEmpty)
  }

  @Test func csvQuotesFieldsAndNeedsAnEntity() throws {
    let csv = try Self.output("Word", format: .csv)
    let rows = csv.components(separatedBy: "\r\n")
    #expect(rows[0].hasPrefix("objectID,"))
    #expect(rows[0].contains(",tags,vocabulary"))
    #expect(rows.count == 1 + 5 + 1)
    #expect(rows[3].contains("\"s'il vous plaît\"") == false)
    #expect(rows[3].contains("s'il vous plaît"))
    #expect(rows[4].contains(Self.base + "Tag/p1 " + Self.base + "Tag/p2"))
    #expect(throws: StoreError.self) { try Self.output(nil, format: .csv) }
    let text = try Self.output("Vocabulary", format: .text)
    #expect(text.hasPrefix(Self.base + "Vocabulary/p1\n"))
    #expect(text.contains("  name: French\n"))
  }

  @Test func modelFormsFromBytes() throws {
    let xml = Data(VocabularyFixture.modelXML.utf8)
    let model = try NSManagedObjectModel.load(xml, form: .sourceXML)
    #expect(model.entities.count == 4)
    #expect(throws: ModelError.self) { try NSManagedObjectModel.load(xml, form: .compiled) }
    #expect(throws: ModelError.self) { try NSManagedObjectModel.load(xml, form: .storeCache) }
    #expect(throws: ModelError.inheritanceCycle(entity: "A")) {
      try NSManagedObjectModel.load(
        Data(
          "<model><entity name=\"A\" parentEntity=\"B\"/><entity name=\"B\" parentEntity=\"A\"/></model>"
            .utf8),
        form: .sourceXML)
    }
  }
}
