import Foundation
import PropertyLists
import TestSupport
import Testing

@testable import CoreData

/// Version hashes computed from models against the ones Xcode's Core Data wrote.
@Suite struct VersionHashTests {
  /// Source models (`contents` XML, Xcode 3 `elements`) beside a store made from them.
  static let sourceModels: [(model: String, store: String)] = [
    (
      "coredata/bignerdranch__CoreDataStack/Sample.xcdatamodeld/TestModel.xcdatamodel",
      "coredata/bignerdranch__CoreDataStack/TestModel.sqlite"
    ),
    (
      "coredata/Sunic__DigitalOrder/Hotel.xcdatamodel",
      "coredata/Sunic__DigitalOrder/CoreData.sqlite"
    ),
  ]

  /// Stores whose `Z_MODELCACHE` holds the compiled model they were made with.
  static let cachedModels = [
    "coredata/bignerdranch__CoreDataStack/TestModel.sqlite",
    "coredata/alemar11__CoreDataPlus/Tests/Resources/SampleModel2/Fixtures/SampleModel2_V1.sqlite",
  ]

  @Test func sha256MatchesTheStandardVectors() {
    var empty = SHA256()
    empty.update([UInt8]())
    #expect(
      Data(empty.finalize()).base64EncodedString() == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
    )
    var abc = SHA256()
    abc.update(utf8: "abc")
    #expect(
      Data(abc.finalize()).map { String(format: "%02x", $0) }.joined()
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    var long = SHA256()
    long.update(utf8: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
    #expect(
      Data(long.finalize()).map { String(format: "%02x", $0) }.joined()
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  /// The Author/Book model built in code hashes to what Xcode wrote for the same model
  /// (bignerdranch's TestModel.sqlite metadata), so the algorithm is checked without the corpus.
  @Test func builtModelHashesToXcodesValues() {
    let author = NSEntityDescription()
    author.name = "Author"
    let book = NSEntityDescription()
    book.name = "Book"
    let books = NSRelationshipDescription()
    books.name = "books"
    books.maxCount = 0
    books.destinationEntity = book
    let authors = NSRelationshipDescription()
    authors.name = "authors"
    authors.maxCount = 0
    authors.destinationEntity = author
    books.inverseRelationship = authors
    authors.inverseRelationship = books
    author.properties = [attribute("firstName"), attribute("lastName"), books]
    book.properties = [attribute("title"), authors]
    let model = NSManagedObjectModel()
    model.entities = [author, book]
    let hashes = model.entityVersionHashesByName.mapValues { $0.base64EncodedString() }
    #expect(hashes["Author"] == "y8H1wnTr9BRHTE41D3OxSx3TVsIngq50iIENWXGIxG0=")
    #expect(hashes["Book"] == "KSySPkjCy+6loRO7doX7xjq4AMC7wkKtF6Dy4qHgj1w=")
  }

  @Test(arguments: sourceModels.indices)
  func sourceModelHashesEqualTheStoreMetadata(_ index: Int) throws {
    let (modelPath, storePath) = Self.sourceModels[index]
    guard let modelURL = ProjectPaths.corpus(modelPath),
      let storeURL = ProjectPaths.corpus(storePath)
    else { return }
    let model = try NSManagedObjectModel.load(contentsOf: modelURL)
    let written = try Self.writtenHashes(storeURL)
    #expect(!written.isEmpty)
    #expect(Self.base64(model.entityVersionHashesByName) == Self.base64(written), "\(modelPath)")
  }

  /// Every entity of the model a store caches hashes to what the store's metadata holds,
  /// uniqueness constraints, derived attributes and subentities included.
  @Test(arguments: cachedModels)
  func cachedModelHashesEqualTheStoreMetadata(_ storePath: String) throws {
    guard let storeURL = ProjectPaths.corpus(storePath) else { return }
    let store = try NSPersistentStoreCoordinator().addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
    let written = try Self.writtenHashes(storeURL)
    #expect(written.count >= 2)
    #expect(
      Self.base64(store.model.entityVersionHashesByName) == Self.base64(written), "\(storePath)")
  }

  /// FreeCoreData's compiled `EmployeeDirectory.momd` carries no version hashes (its
  /// `VersionInfo.plist` has none), so its compiled model is checked against its source:
  /// both forms must hash the same, entity for entity.
  @Test func compiledModelHashesEqualItsSource() throws {
    guard
      let source = ProjectPaths.corpus(
        "coredata/ashalkhakov__FreeCoreData/EmployeeDirectory.xcdatamodeld/EmployeeDirectory.xcdatamodel"
      ),
      let compiled = ProjectPaths.corpus(
        "coredata/ashalkhakov__FreeCoreData/EmployeeDirectory.momd/EmployeeDirectory.mom")
    else { return }
    let fromSource = try NSManagedObjectModel.load(contentsOf: source).entityVersionHashesByName
    let fromCompiled = try NSManagedObjectModel.load(contentsOf: compiled).entityVersionHashesByName
    #expect(!fromSource.isEmpty)
    #expect(Self.base64(fromSource) == Self.base64(fromCompiled))
  }

  /// A derivation is hashed as Apple's `predicateFormat` prints it after
  /// `setDerivationExpression:` rewrote a trailing collection operator.
  @Test func derivationsAreHashedInApplesPrintedForm() {
    #expect(DerivationFormat.predicateFormat(of: "pages.@count") == "count:(pages)")
    #expect(DerivationFormat.predicateFormat(of: "items.price.@sum") == "sum:(items.price)")
    #expect(DerivationFormat.predicateFormat(of: "lines.@total") == "sum:(lines)")
    #expect(DerivationFormat.predicateFormat(of: "now()") == "now()")
    #expect(DerivationFormat.predicateFormat(of: "author.name") == "author.name")
  }

  private func attribute(_ name: String) -> NSAttributeDescription {
    let attribute = NSAttributeDescription()
    attribute.name = name
    attribute.attributeType = .stringAttributeType
    return attribute
  }

  static func base64(_ hashes: [String: Data]) -> [String: String] {
    hashes.mapValues { $0.base64EncodedString() }
  }

  /// `NSStoreModelVersionHashes` of a store's `Z_METADATA` plist, read with raw SQL.
  static func writtenHashes(_ url: URL) throws -> [String: Data] {
    let rows = try SQLiteScript.query(url.path, "SELECT Z_PLIST FROM Z_METADATA")
    let plist = try BinaryPropertyList.decode(try #require(rows.first?.first as? Data))
    guard case .dictionary(let fields) = plist,
      case .dictionary(let hashes)? = fields[NSStoreModelVersionHashesKey]
    else { return [:] }
    return hashes.compactMapValues { value in
      if case .data(let bytes) = value { return bytes }
      return nil
    }
  }
}
