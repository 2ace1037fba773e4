import Foundation
import Testing

@testable import UniformTypes

/// Core Data's files get Xcode's and SQLite's identifiers, never `dyn.` ones: the models
/// as packages (Finder shows them as one item), the compiled `.mom` and SQLite stores as
/// data, and a store without a known extension by its 16-byte header.
@Suite("Core Data types")
struct CoreDataTypeTests {
  @Test(arguments: [
    ("xcdatamodeld", "com.apple.xcode.model.data-model-bundle", true),
    ("xcdatamodel", "com.apple.xcode.model.data-model", true),
    ("momd", "com.apple.xcode.momd", true),
    ("mom", "com.apple.xcode.mom", false),
    ("sqlite", "org.sqlite.sqlite3", false),
    ("sqlite3", "org.sqlite.sqlite3", false),
  ])
  func extensionIsTyped(_ pathExtension: String, _ identifier: String, _ isPackage: Bool) throws {
    let conforming: UTType = isPackage ? .package : .data
    let type = try #require(UTType(filenameExtension: pathExtension, conformingTo: conforming))
    #expect(type.identifier == identifier)
    #expect(type.isDeclared && !type.isDynamic)
    #expect(type.conforms(to: .package) == isPackage)
  }

  @Test func sqliteIsADatabaseWithSharedMIMEInfosType() throws {
    let type = try #require(UTType("org.sqlite.sqlite3"))
    #expect(type.conforms(to: .database))
    #expect(type.preferredMIMEType == "application/vnd.sqlite3")
    #expect(UTType(mimeType: "application/vnd.sqlite3")?.identifier == "org.sqlite.sqlite3")
  }

  @Test func storeWithoutExtensionIsTypedByContent() {
    let header = Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0, count: 84)
    let report = FileTypeResolver(registry: .builtIn).report(
      forName: "persistentStore", contents: header)
    #expect(report.sniffedType?.identifier == "org.sqlite.sqlite3")
    #expect(report.effectiveType.identifier == "org.sqlite.sqlite3")
    // One byte short of the header is not SQLite.
    let cut = Array("SQLite format 3".utf8)
    #expect(ContentSniffer.type(ofContents: cut)?.identifier != "org.sqlite.sqlite3")
  }
}
