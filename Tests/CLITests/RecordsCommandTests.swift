import CoreData
import Foundation
import TestSupport
import Testing

/// `docpkg records`: a store written through Core Data here, read back by the command.
@Suite("docpkg records")
struct RecordsCommandTests {
  static let modelXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Vocabulary" representedClassName="Vocabulary" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <relationship name="words" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
        </entity>
        <entity name="Word" representedClassName="Word" syncable="YES">
            <attribute name="text" attributeType="String"/>
            <attribute name="learned" attributeType="Boolean" usesScalarValueType="YES"/>
            <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
        </entity>
    </model>
    """

  /// A store with one vocabulary of three words; returns its folder, path and UUID.
  static func makeStore() throws -> (directory: URL, store: URL, uuid: String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-records-\(UUID().uuidString)")
    let version = directory.appendingPathComponent("Words.xcdatamodeld/Words.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(modelXML.utf8).write(to: version.appendingPathComponent("contents"))
    let model = try NSManagedObjectModel.load(
      contentsOf: directory.appendingPathComponent("Words.xcdatamodeld"))
    let url = directory.appendingPathComponent("Words.sqlite")
    let container = NSPersistentContainer(name: "Words", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    let context = container.viewContext
    let french = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    french.setValue("French, \"mostly\"", forKey: "name")
    for (text, learned) in [("bonjour", true), ("merci", false), ("au revoir", true)] {
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
      word.setValue(text, forKey: "text")
      word.setValue(learned, forKey: "learned")
      word.setValue(french, forKey: "vocabulary")
    }
    try context.save()
    let uuid = container.persistentStoreCoordinator.persistentStores.first?.identifier ?? ""
    return (directory, url, uuid)
  }

  /// The model beside the store (stores docpkg writes cache none yet).
  static func model(_ directory: URL) -> String {
    directory.appendingPathComponent("Words.xcdatamodeld").path
  }

  static func jsonLines(_ result: CommandResult) -> [[String: Any]] {
    result.stdoutText.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test func printsObjectsWithObjectIDsAndRelationships() throws {
    let (directory, store, uuid) = try Self.makeStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runDocpkg(["records", store.path, "--model", Self.model(directory), "--json"])
    #expect(result.status == 0, "\(result.stderrText)")
    let objects = Self.jsonLines(result)
    #expect(objects.count == 4)
    let base = "x-coredata://\(uuid)/"
    let vocabulary = try #require(objects.first { $0["entity"] as? String == "Vocabulary" })
    #expect(vocabulary["objectID"] as? String == base + "Vocabulary/p1")
    #expect((vocabulary["words"] as? [String])?.count == 3)
    let words = objects.filter { $0["entity"] as? String == "Word" }
    #expect(
      words.map { $0["vocabulary"] as? String }
        == Array(repeating: base + "Vocabulary/p1", count: 3))
    #expect(Set(words.compactMap { $0["text"] as? String }) == ["bonjour", "merci", "au revoir"])
    #expect(
      Set(vocabulary["words"] as? [String] ?? [])
        == Set(words.compactMap { $0["objectID"] as? String }))
  }

  @Test func filtersByEntityAndPredicate() throws {
    let (directory, store, _) = try Self.makeStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let learned = try runDocpkg([
      "records", store.path, "--model", Self.model(directory), "--entity", "Word", "--where",
      "learned == YES AND text CONTAINS 'o'",
      "--json",
    ])
    #expect(learned.status == 0)
    #expect(
      Set(Self.jsonLines(learned).compactMap { $0["text"] as? String }) == ["bonjour", "au revoir"])
    let csv = try runDocpkg([
      "records", store.path, "--model", Self.model(directory), "--entity", "Vocabulary", "--csv",
    ])
    #expect(csv.status == 0)
    let rows = csv.stdoutText.components(separatedBy: "\r\n")
    #expect(rows[0] == "objectID,name,words")
    #expect(rows[1].contains(",\"French, \"\"mostly\"\"\","))
    // Without --model: the store caches no model, so the one beside it is used.
    let text = try runDocpkg(["records", store.path, "--entity", "Word"])
    #expect(text.stdoutText.contains("  text: merci\n"))
  }

  @Test func badInputsAndUsageHaveTheirExitCodes() throws {
    let (directory, store, _) = try Self.makeStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      try runDocpkg(["records", store.path, "--model", Self.model(directory), "--csv"]).status == 64
    )
    #expect(
      try runDocpkg([
        "records", store.path, "--model", Self.model(directory), "--json", "--csv", "--entity",
        "Word",
      ]).status == 64)
    #expect(
      try runDocpkg([
        "records", store.path, "--model", Self.model(directory), "--where", "text ===",
      ]).status == 64)
    let unknown = try runDocpkg([
      "records", store.path, "--model", Self.model(directory), "--entity", "Nope",
    ])
    #expect(unknown.status == 64)
    #expect(unknown.stderrText.contains("Nope"))
    let missing = try runDocpkg(["records", directory.appendingPathComponent("none.sqlite").path])
    #expect(missing.status == 66)
    let text = directory.appendingPathComponent("notes.txt")
    try Data("not a database".utf8).write(to: text)
    let notStore = try runDocpkg(["records", text.path])
    #expect(notStore.status == 65)
    #expect(notStore.stderrText.contains(text.path))
    let bytes = try Data(contentsOf: store)
    let truncated = directory.appendingPathComponent("Truncated.sqlite")
    try bytes.prefix(bytes.count / 2).write(to: truncated)
    let cut = try runDocpkg(["records", truncated.path, "--json"])
    #expect(cut.status == 65, "\(cut.stderrText)")
    #expect(cut.stderrText.contains("Truncated.sqlite"))
  }
}
