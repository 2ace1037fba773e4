import DocumentPackages
import Foundation
import Testing
import UniformTypes

/// SQLite databases are a document kind: a Core Data store's entities and counts in
/// `inspect`, CDS-1 for a store that does not open, CDS-2 for a missing `-wal`.
@Suite("Core Data store kind")
struct CoreDataStoreKindTests {
  @Test func storeIsInspectedWithEntitiesAndCounts() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let inspection = try DocumentInspector().inspect(path: fixture.store.path)
    #expect(inspection.format == .coreDataStore)
    #expect(inspection.typeIdentifier == "org.sqlite.sqlite3")
    let notes = inspection.report.annotations
    #expect(notes["coreData"] == "yes")
    #expect(notes["entities"] == "Vocabulary (2), Word (3)")
    #expect(notes["storeUUID"].map { UUID(uuidString: $0) != nil } == true)
  }

  @Test func storeWithoutExtensionIsFoundByContent() throws {
    let fixture = try StoreFixture(storeName: "persistentStore")
    defer { fixture.remove() }
    #expect(try DocumentFormat.detect(path: fixture.store.path) == .coreDataStore)
    let report = try PackageValidator().validate(path: fixture.store.path)
    #expect(report.format == "coredata-store")
  }

  @Test func truncatedStoreIsCDS1() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let wal = URL(fileURLWithPath: fixture.store.path + "-wal")
    try? FileManager.default.removeItem(at: wal)
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: fixture.store.path + "-shm"))
    let data = try Data(contentsOf: fixture.store)
    try data.prefix(data.count / 2).write(to: fixture.store)
    let report = try PackageValidator().validate(path: fixture.store.path)
    #expect(!report.isValid)
    let issue = try #require(report.errors.first)
    #expect(issue.rule == "CDS-1")
    #expect(issue.message.contains("truncated"))
  }

  @Test func storeCopiedWithoutItsWALIsCDS2() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let copy = fixture.directory.appendingPathComponent("Copy.sqlite")
    try FileManager.default.copyItem(at: fixture.store, to: copy)
    let report = try PackageValidator().validate(path: copy.path)
    #expect(report.isValid)
    #expect(report.issues.map(\.rule) == ["CDS-2"])
    #expect(report.issues.first?.message.contains("no -wal") == true)
  }

  @Test func textIsEveryStringAttribute() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let text = try DocumentText.read(path: fixture.store.path).document.string
    let lines = text.split(separator: "\n").map(String.init)
    #expect(Set(lines) == ["German", "French", "Haus", "Baum", "Arbre"])
    #expect(lines.count == 5)
  }
}
