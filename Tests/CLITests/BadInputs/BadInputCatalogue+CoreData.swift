import CoreData
import Foundation

extension BadInputCatalogue {
  /// Core Data stores, `UIManagedDocument` packages and models through their document kinds
  /// (`validate`, `inspect`, `text`): damaged ones are findings or exit 65, and nothing beside
  /// them changes.
  static let coreData: [BadInput] = [
    BadInput(
      id: "CORE-01", format: "Core Data store", input: "store cut to half its length",
      exitCode: 65, message: "CDS-1", stream: .stdout,
      setup: { work in
        let store = try CoreDataFixtures.store(work, "Words.sqlite")
        let data = try Data(contentsOf: store)
        try data.prefix(data.count / 2).write(to: store)
        return ["validate", store.path]
      }),
    BadInput(
      id: "CORE-02", format: "Core Data store", input: "WAL-mode store copied without its -wal",
      exitCode: 0, message: "no -wal beside it", stream: .stdout,
      setup: { work in
        let store = try CoreDataFixtures.store(work, "Words.sqlite")
        let copy = work.appendingPathComponent("Copy.sqlite")
        try FileManager.default.copyItem(at: store, to: copy)
        return ["validate", copy.path]
      }),
    BadInput(
      id: "CORE-03", format: "Core Data store", input: "Z_METADATA property list damaged",
      exitCode: 65, message: "Z_METADATA property list is damaged", stream: .stdout,
      setup: { work in
        let store = try CoreDataFixtures.store(work, "Words.sqlite")
        try CoreDataFixtures.execute(
          "UPDATE Z_METADATA SET Z_PLIST = X'62706C6973743030FFFF'", on: store)
        return ["validate", store.path]
      }),
    BadInput(
      id: "CORE-04", format: "Core Data store",
      input: "a model beside the store that another version wrote", exitCode: 0,
      message: "CDS-4", stream: .stdout,
      setup: { work in
        let store = try CoreDataFixtures.store(work, "Words.sqlite")
        try CoreDataFixtures.model(
          work, "Words.xcdatamodeld", xml: CoreDataFixtures.modelXML(extraAttribute: "level"))
        return ["validate", store.path]
      }),
    BadInput(
      id: "CORE-05", format: "Core Data store", input: "text of a store cut to half",
      exitCode: 65, message: "is truncated",
      setup: { work in
        let store = try CoreDataFixtures.store(work, "Words.sqlite")
        let data = try Data(contentsOf: store)
        try data.prefix(data.count / 2).write(to: store)
        return ["text", store.path]
      }),
    BadInput(
      id: "CORE-06", format: "UIManagedDocument",
      input: "package whose persistentStore is not SQLite", exitCode: 65,
      message: "no \"SQLite format 3\" header", stream: .stdout,
      setup: { work in
        let package = try Fixtures.folder(work, "Words")
        try Fixtures.text(work, "Words/StoreContent/persistentStore", "not a database at all")
        return ["validate", package]
      }),
    BadInput(
      id: "CORE-07", format: "UIManagedDocument", input: "DocumentMetadata.plist damaged",
      exitCode: 0, message: "CDS-5", stream: .stdout,
      setup: { work in
        let package = work.appendingPathComponent("Words")
        let content = package.appendingPathComponent("StoreContent")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        _ = try CoreDataFixtures.store(content, "persistentStore")
        try Fixtures.text(work, "Words/DocumentMetadata.plist", "<plist><dict><key>")
        return ["validate", package.path]
      }),
    BadInput(
      id: "CORE-08", format: "UIManagedDocument",
      input: "StoreContent/persistentStore a symlink to /etc/passwd", exitCode: 65,
      message: "not a package", stream: .stderr,
      setup: { work in
        let package = try Fixtures.folder(work, "Words/StoreContent")
        try Fixtures.symlink(work, "Words/StoreContent/persistentStore", to: "/etc/passwd")
        return ["text", (package as NSString).deletingLastPathComponent]
      }),
    BadInput(
      id: "CORE-09", format: "Core Data model",
      input: "relationship to an entity not in the model", exitCode: 65,
      message: "which is not in the model", stream: .stdout,
      setup: { work in
        let xml = CoreDataFixtures.modelXML().replacingOccurrences(
          of: "destinationEntity=\"Vocabulary\"", with: "destinationEntity=\"Language\"")
        let model = try CoreDataFixtures.model(work, "Words.xcdatamodeld", xml: xml)
        return ["validate", model.path]
      }),
    BadInput(
      id: "CORE-10", format: "Core Data model", input: ".mom that is not a keyed archive",
      exitCode: 65, message: "Model.mom",
      setup: { work in
        ["text", try Fixtures.text(work, "Model.mom", "bplist00 but nothing after")]
      }),
  ]
}

/// Core Data inputs made through docpkg's CoreData writer.
enum CoreDataFixtures {
  /// The Vocabulary ↔ Word model, with `extraAttribute` added to Word when given.
  static func modelXML(extraAttribute: String? = nil) -> String {
    let extra = extraAttribute.map { "<attribute name=\"\($0)\" attributeType=\"String\"/>" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
          <entity name="Vocabulary" representedClassName="Vocabulary" syncable="YES">
              <attribute name="name" attributeType="String"/>
              <relationship name="words" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
          </entity>
          <entity name="Word" representedClassName="Word" syncable="YES">
              <attribute name="text" attributeType="String"/>\(extra)
              <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
          </entity>
      </model>
      """
  }

  /// Writes a one-version `.xcdatamodeld` named `name` in `folder`.
  @discardableResult
  static func model(_ folder: URL, _ name: String, xml: String) throws -> URL {
    let bundle = folder.appendingPathComponent(name)
    let version = bundle.appendingPathComponent(
      (name as NSString).deletingPathExtension + ".xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(xml.utf8).write(to: version.appendingPathComponent("contents"))
    return bundle
  }

  /// A store named `name` in `folder` with one vocabulary of two words, closed (its `-wal`
  /// checkpointed into it), so the folder holds the store file alone.
  static func store(_ folder: URL, _ name: String) throws -> URL {
    let scratch = folder.appendingPathComponent(".model-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let model = try NSManagedObjectModel.load(
      contentsOf: try Self.model(scratch, "Words.xcdatamodeld", xml: modelXML()))
    let url = folder.appendingPathComponent(name)
    try write(model, to: url)
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: url.path + suffix)
    }
    return url
  }

  private static func write(_ model: NSManagedObjectModel, to url: URL) throws {
    let container = NSPersistentContainer(name: "Words", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    let context = container.viewContext
    let french = NSEntityDescription.insertNewObject(forEntityName: "Vocabulary", into: context)
    french.setValue("French", forKey: "name")
    for text in ["bonjour", "merci"] {
      let word = NSEntityDescription.insertNewObject(forEntityName: "Word", into: context)
      word.setValue(text, forKey: "text")
      word.setValue(french, forKey: "vocabulary")
    }
    try context.save()
    for store in container.persistentStoreCoordinator.persistentStores {
      try container.persistentStoreCoordinator.remove(store)
    }
  }

  /// Runs one SQL statement on the store with the `sqlite3` tool.
  static func execute(_ sql: String, on store: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [store.path, sql]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: store.path])
    }
  }
}
