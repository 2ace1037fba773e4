import CoreData
import DocumentPackages
import Foundation
import TestSupport
import Testing

/// Model bundles are a document kind: the current version outlined in `inspect` and `text`,
/// CDM-1 for a model that does not load.
@Suite("Core Data model kind")
struct CoreDataModelKindTests {
  /// The store fixture's model: Vocabulary ↔ Word.
  static let version = StoreFixture.modelXML

  /// A `.xcdatamodeld` with versions 1 and 2, `.xccurrentversion` naming 1.
  static func makeBundle(version2: String) throws -> (folder: URL, bundle: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-model-\(UUID().uuidString)")
    let bundle = folder.appendingPathComponent("Words.xcdatamodeld")
    for (name, text) in [("Words.xcdatamodel", version), ("Words 2.xcdatamodel", version2)] {
      let version = bundle.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: version.appendingPathComponent("contents"))
    }
    let current = try PropertyListSerialization.data(
      fromPropertyList: ["_XCCurrentVersionName": "Words.xcdatamodel"], format: .xml, options: 0)
    try current.write(to: bundle.appendingPathComponent(".xccurrentversion"))
    return (folder, bundle)
  }

  @Test func currentVersionIsOutlined() throws {
    let (folder, bundle) = try Self.makeBundle(version2: "<model/>")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inspection = try DocumentInspector().inspect(path: bundle.path)
    #expect(inspection.format == .coreDataModel)
    #expect(inspection.typeIdentifier == "com.apple.xcode.model.data-model-bundle")
    let notes = inspection.report.annotations
    #expect(notes["currentVersion"] == "Words.xcdatamodel")
    #expect(notes["modelVersions"] == "2")
    // Each version's hashes: the current one's, and the other version's under its name.
    let model = try NSManagedObjectModel.load(contentsOf: bundle)
    let hash = try #require(model.entitiesByName["Word"]?.versionHash)
    #expect(notes["versionHashes"]?.contains("Word \(hash.base64EncodedString())") == true)
    #expect(notes["versionHashes (Words 2)"] == "")
    #expect(notes["entities"] == "Vocabulary (2 properties), Word (2 properties)")
    let text = try DocumentText.read(path: bundle.path).document.string
    #expect(text.contains("Vocabulary; attributes: name; relationships: words ->> Word"))
    #expect(text.contains("Word; attributes: text; relationships: vocabulary -> Vocabulary"))
  }

  @Test func danglingRelationshipIsCDM1() throws {
    let dangling = Self.version.replacingOccurrences(
      of: #"destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word""#,
      with: #"destinationEntity="Missing""#)
    let (folder, bundle) = try Self.makeBundle(version2: Self.version)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(dangling.utf8).write(
      to: bundle.appendingPathComponent("Words.xcdatamodel/contents"))
    let report = try PackageValidator().validate(path: bundle.path)
    #expect(!report.isValid)
    let issue = try #require(report.errors.first)
    #expect(issue.rule == "CDM-1")
    #expect(issue.message.contains("Missing"))
  }

  /// A lone compiled `.mom` (Xcode's output, from the corpus) is read as a model too, with the
  /// version hashes a store written by it would record.
  @Test func compiledModelFileIsOutlined() throws {
    guard
      let mom = ProjectPaths.corpus(
        "coredata/ashalkhakov__FreeCoreData/EmployeeDirectory.momd/EmployeeDirectory.mom")
    else { return }
    #expect(try DocumentFormat.detect(path: mom.path) == .compiledCoreDataModel)
    let inspection = try DocumentInspector().inspect(path: mom.path)
    #expect(inspection.typeIdentifier == "com.apple.xcode.mom")
    let notes = inspection.report.annotations
    #expect(
      notes["entities"]?.hasPrefix("Contractor (5 properties), Department (2 properties)") == true)
    let model = try NSManagedObjectModel.load(contentsOf: mom)
    let hash = try #require(model.entitiesByName["Person"]?.versionHash)
    #expect(notes["versionHashes"]?.contains("Person \(hash.base64EncodedString())") == true)
    let text = try DocumentText.read(path: mom.path).document.string
    #expect(
      text.contains("Person (abstract); attributes: birthDate, firstName, fullName, lastName"))
    #expect(try PackageValidator().validate(path: mom.path).isValid)
  }

  @Test func compiledModelThatIsNotAnArchiveIsCDM1() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-mom-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let mom = folder.appendingPathComponent("Model.mom")
    try Data("bplist00 and nothing after".utf8).write(to: mom)
    let report = try PackageValidator().validate(path: mom.path)
    #expect(report.errors.map(\.rule) == ["CDM-1"])
    #expect(throws: DocumentPackageError.self) { try DocumentText.read(path: mom.path) }
  }
}
