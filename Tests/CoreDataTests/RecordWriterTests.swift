import Foundation
import Testing

@testable import CoreData

@Suite struct RecordWriterTests {
  static func lines(_ entity: String) throws -> [[String: Any]] {
    let directory = try VocabularyFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (modelURL, storeURL) = try VocabularyFixture.make(in: directory)
    let coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(contentsOf: modelURL))
    let store = try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
    var text = Data()
    try RecordWriter.writeJSONLines(store: store, entityName: entity) {
      text.append(contentsOf: $0)
    }
    return try String(decoding: text, as: UTF8.self).split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func wordsAsJSONLines() throws {
    let words = try Self.lines("Word")
    #expect(words.count == 5)
    let bonjour = words[0]
    #expect(bonjour["_entity"] as? String == "Word")
    #expect(bonjour["_pk"] as? Int == 1)
    #expect(bonjour["text"] as? String == "bonjour")
    #expect(bonjour["added"] as? String == "2023-03-08T20:28:20Z")
    #expect(bonjour["learned"] as? Bool == true)
    #expect(bonjour["count"] as? Int == 3)
    #expect(bonjour["weight"] as? Double == 1.25)
    #expect(bonjour["vocabulary"] as? Int == 1)
    #expect(bonjour["cached"] == nil)
    #expect(words[2]["_entity"] as? String == "Phrase")
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
