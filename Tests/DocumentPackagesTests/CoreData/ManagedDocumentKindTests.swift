import DocumentPackages
import Foundation
import Testing
import UniformTypes

/// `UIManagedDocument` packages are a kind found by their `StoreContent/persistentStore`,
/// whatever their name; their store is summarised, checked and read as a store file is.
@Suite("Managed document kind")
struct ManagedDocumentKindTests {
  /// A package `Words` (no extension) holding the fixture's store as its persistent store.
  static func package(in fixture: StoreFixture, folder: String = "StoreContent") throws -> URL {
    let package = fixture.directory.appendingPathComponent("Words")
    let content = package.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    for suffix in ["", "-wal", "-shm"]
    where FileManager.default.fileExists(
      atPath: fixture.store.path + suffix)
    {
      try FileManager.default.copyItem(
        atPath: fixture.store.path + suffix, toPath: content.path + "/persistentStore" + suffix)
    }
    return package
  }

  @Test(arguments: ["StoreContent", "StoreContent.nosync"])
  func packageIsTypedInspectedAndListed(_ folder: String) throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let package = try Self.package(in: fixture, folder: folder)
    #expect(try DocumentFormat.detect(path: package.path) == .managedDocument)
    let report = try FileTypeResolver().report(forPath: package.path)
    #expect(report.kind == .package)
    #expect(report.effectiveType.identifier == "com.docpkg.managed-document")
    let inspection = try DocumentInspector().inspect(path: package.path)
    #expect(inspection.format == .managedDocument)
    let notes = inspection.report.annotations
    #expect(notes["entities"] == "Vocabulary (2), Word (3)")
    #expect(notes["journal"]?.hasPrefix("wal") == true)
    let entries = try DocumentLister().list(folder: fixture.directory)
    #expect(entries.first { $0.name == "Words" }?.format == "managed-document")
    let text = try DocumentText.read(path: package.path).document.string
    #expect(Set(text.split(separator: "\n")) == ["German", "French", "Haus", "Baum", "Arbre"])
  }

  @Test func linkedStoreDoesNotMakeAPackage() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let content = fixture.directory.appendingPathComponent("Words/StoreContent")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: content.path + "/persistentStore", withDestinationPath: fixture.store.path)
    let path = fixture.directory.appendingPathComponent("Words").path
    #expect(try FileTypeResolver().report(forPath: path).kind == .folder)
    #expect(throws: DocumentPackageError.self) { try DocumentFormat.detect(path: path) }
  }

  @Test func damagedDocumentMetadataIsCDS5() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let package = try Self.package(in: fixture)
    let metadata = package.appendingPathComponent("DocumentMetadata.plist")
    try Data("<plist><dict><key>".utf8).write(to: metadata)
    let report = try PackageValidator().validate(path: package.path)
    #expect(report.isValid)
    // CDS-2 too: the fixture's store was closed, so its -wal is gone (checkpointed).
    #expect(report.issues.map(\.rule) == ["CDS-2", "CDS-5"])
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["NSPersistentStoreUbiquitousContentNameKey": "Words"], format: .xml,
      options: 0)
    try plist.write(to: metadata)
    let inspection = try DocumentInspector().inspect(path: package.path)
    #expect(
      inspection.report.annotations["documentMetadata"]
        == "NSPersistentStoreUbiquitousContentNameKey")
    #expect(inspection.issues.map(\.rule) == ["CDS-2"])
  }

  @Test func anotherModelVersionBesideTheStoreIsCDS4() throws {
    let fixture = try StoreFixture()
    defer { fixture.remove() }
    let matching = try DocumentInspector().inspect(path: fixture.store.path)
    #expect(
      matching.report.annotations["modelsBeside"]
        == "Vocabularies.xcdatamodeld: version Vocabularies (current) matches")
    let contents = fixture.directory.appendingPathComponent(
      "Vocabularies.xcdatamodeld/Vocabularies.xcdatamodel/contents")
    let changed = StoreFixture.modelXML.replacingOccurrences(
      of: "<attribute name=\"text\" attributeType=\"String\"/>",
      with:
        "<attribute name=\"text\" attributeType=\"String\"/><attribute name=\"level\" attributeType=\"String\"/>"
    )
    try Data(changed.utf8).write(to: contents)
    let report = try PackageValidator().validate(path: fixture.store.path)
    #expect(report.isValid)
    #expect(report.issues.map(\.rule) == ["CDS-2", "CDS-4"])
    #expect(report.issues.last?.message.contains("no version matches") == true, "\(report.issues)")
  }
}
