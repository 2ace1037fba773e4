import CoreData
import Foundation
import KeyedArchives
import PropertyLists

/// A "My Vocabularies" store made the way Core Data's SQLite store lays one out, with its
/// source model: every attribute type, an ordered to-many with its inverse, a many-to-many
/// join table, a subentity sharing its parent's table, and external binary storage.
enum VocabularyFixture {
  static let modelXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" userDefinedModelVersionIdentifier="v1">
        <entity name="Tag" representedClassName="Tag" syncable="YES">
            <attribute name="label" attributeType="String"/>
            <relationship name="words" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Word" inverseName="tags" inverseEntity="Word"/>
        </entity>
        <entity name="Vocabulary" representedClassName="Vocabulary" syncable="YES">
            <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="homepage" optional="YES" attributeType="URI"/>
            <attribute name="icon" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
            <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="isFavorite" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="name" attributeType="String"/>
            <attribute name="settings" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
            <relationship name="words" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
        </entity>
        <entity name="Word" representedClassName="Word" syncable="YES">
            <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="count" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="frequency" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
            <attribute name="learned" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="price" optional="YES" attributeType="Decimal"/>
            <attribute name="rank" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
            <attribute name="score" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            <attribute name="text" attributeType="String"/>
            <attribute name="weight" optional="YES" attributeType="Float" usesScalarValueType="YES"/>
            <attribute name="cached" optional="YES" transient="YES" attributeType="String"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="words" inverseEntity="Tag"/>
            <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="text"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
            <userInfo>
                <entry key="note" value="a word"/>
            </userInfo>
        </entity>
        <entity name="Phrase" representedClassName="Phrase" parentEntity="Word" syncable="YES">
            <attribute name="literal" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

  /// Entity numbers: Apple's order (roots by name, subentities after their parent), or a
  /// renumbered one as another model version would give.
  enum Numbering {
    case apple, shifted
    var numbers: (tag: Int, vocabulary: Int, word: Int, phrase: Int) {
      switch self {
      case .apple: return (1, 2, 3, 4)
      case .shifted: return (7, 9, 3, 5)
      }
    }
  }

  static let externalName = "4E3B2B4A-6C5D-4E1F-8A9B-0C1D2E3F4A5B"
  static let externalBytes = Data((0..<300).map { UInt8($0 % 256) })
  static let identifier = UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0") ?? UUID()

  /// Writes the model package and a store into `directory`; returns (model URL, store URL).
  @discardableResult
  static func make(
    in directory: URL, numbering: Numbering = .apple, storeName: String = "Vocabularies",
    fileExtension: String = "sqlite"
  )
    throws -> (model: URL, store: URL)
  {
    let package = directory.appendingPathComponent("Vocabularies.xcdatamodeld")
    let version = package.appendingPathComponent("Vocabularies.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(modelXML.utf8).write(to: version.appendingPathComponent("contents"))
    let store = directory.appendingPathComponent(
      fileExtension.isEmpty ? storeName : "\(storeName).\(fileExtension)")
    try? FileManager.default.removeItem(at: store)
    let n = numbering.numbers
    let db = try SQLiteScript(path: store.path)
    try db.run(
      """
      CREATE TABLE ZTAG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLABEL VARCHAR );
      CREATE TABLE ZVOCABULARY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZISFAVORITE INTEGER, ZCREATED TIMESTAMP, ZHOMEPAGE VARCHAR, ZNAME VARCHAR, ZICON BLOB, ZIDENTIFIER BLOB, ZSETTINGS BLOB );
      CREATE TABLE ZWORD ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCOUNT INTEGER, ZFREQUENCY INTEGER, ZLEARNED INTEGER, ZRANK INTEGER, ZVOCABULARY INTEGER, Z_FOK_VOCABULARY INTEGER, ZADDED TIMESTAMP, ZPRICE DECIMAL, ZSCORE FLOAT, ZWEIGHT FLOAT, ZTEXT VARCHAR, ZLITERAL VARCHAR );
      CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
      CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
      INSERT INTO Z_PRIMARYKEY VALUES (\(n.tag), 'Tag', 0, 2), (\(n.vocabulary), 'Vocabulary', 0, 2), (\(n.word), 'Word', 0, 5), (\(n.phrase), 'Phrase', \(n.word), 0);
      """)
    // The join table is named after the relationship of the entity with the lower number.
    let (joinTable, tagColumn, wordColumn) =
      n.tag < n.word
      ? ("Z_\(n.tag)WORDS", "Z_\(n.tag)TAGS", "Z_\(n.word)WORDS")
      : ("Z_\(n.word)TAGS", "Z_\(n.tag)TAGS", "Z_\(n.word)WORDS")
    try db.run(
      "CREATE TABLE \(joinTable) ( \(tagColumn) INTEGER, \(wordColumn) INTEGER, PRIMARY KEY (\(tagColumn), \(wordColumn)) );"
    )
    try db.run(
      "INSERT INTO Z_METADATA VALUES (1, ?, ?)",
      ["7C1F2E3D-0000-4000-8000-00000000C0DE", metadataPlist()])
    try db.run("INSERT INTO ZTAG VALUES (1, \(n.tag), 1, 'greeting'), (2, \(n.tag), 1, 'polite')")
    let settings = KeyedArchive(topLevel: ["root": .dictionary(["theme": .string("dark")])])
      .encoded()
    let uuidBytes = withUnsafeBytes(of: identifier.uuid) { Data($0) }
    try db.run(
      "INSERT INTO ZVOCABULARY VALUES (1, \(n.vocabulary), 3, 1, 700000000.5, 'https://example.org/fr', 'French', ?, ?, ?)",
      [Data([1, 10, 20, 30]), uuidBytes, settings])
    try db.run(
      "INSERT INTO ZVOCABULARY VALUES (2, \(n.vocabulary), 1, 0, NULL, NULL, 'German', ?, NULL, NULL)",
      [Data([2]) + Data(externalName.utf8) + Data([0])])
    try db.run(
      """
      INSERT INTO ZWORD VALUES (1, \(n.word), 1, 3, 100, 1, 1, 1, 2, 700000100.0, 1.99, 0.5, 1.25, 'bonjour', NULL);
      INSERT INTO ZWORD VALUES (2, \(n.word), 1, 5, 80, 0, 2, 1, 3, 700000200.0, 0.5, 2.5, 0.75, 'merci', NULL);
      INSERT INTO ZWORD VALUES (3, \(n.phrase), 1, 1, 10, 0, 3, 1, 1, 700000300.0, NULL, NULL, NULL, 's''il vous plaît', 'if it pleases you');
      INSERT INTO ZWORD VALUES (4, \(n.word), 2, 7, 90, 1, 4, 2, 1, -86400.0, 3, 1.5, NULL, 'danke', NULL);
      INSERT INTO ZWORD VALUES (5, \(n.word), 1, 0, NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'orphan', NULL);
      INSERT INTO \(joinTable) (\(tagColumn), \(wordColumn)) VALUES (1, 1), (1, 4), (2, 2), (2, 3), (2, 4);
      """)
    let external = directory.appendingPathComponent(".\(storeName)_SUPPORT/_EXTERNAL_DATA")
    try FileManager.default.createDirectory(at: external, withIntermediateDirectories: true)
    try externalBytes.write(to: external.appendingPathComponent(externalName))
    return (package, store)
  }

  /// The metadata Core Data records, with the model's own version hashes.
  static func metadataPlist() -> Data {
    let model = try? NSManagedObjectModel.load(Data(modelXML.utf8), form: .sourceXML)
    let hashes = (model?.entityVersionHashesByName ?? [:]).mapValues { PropertyListValue.data($0) }
    return BinaryPropertyList.encode(
      .dictionary([
        "NSStoreType": .string("SQLite"),
        "NSStoreModelVersionIdentifiers": .array([.string("v1")]),
        "NSStoreModelVersionHashesVersion": .integer(3),
        "NSPersistenceFrameworkVersion": .integer(1344),
        "NSStoreModelVersionHashes": .dictionary(hashes),
      ]))
  }

  /// A fresh temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("coredata-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
