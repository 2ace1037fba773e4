import DocumentApps
import Foundation
import Testing

@Suite struct MetadataItemTests {
  @Test func itemAttributesUseApplesKeys() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note_1.txt")
    try Data("hello".utf8).write(to: url)
    let item = try #require(NSMetadataItem(url: url))
    #expect(item.value(forAttribute: NSMetadataItemFSNameKey) as? String == "Note_1.txt")
    #expect(item.value(forAttribute: NSMetadataItemDisplayNameKey) as? String == "Note_1")
    #expect(item.value(forAttribute: NSMetadataItemFSSizeKey) as? Int64 == 5)
    #expect(
      item.value(forAttribute: NSMetadataItemContentTypeKey) as? String == "public.plain-text")
    #expect(item.value(forAttribute: NSMetadataItemPathKey) as? String == url.path)
    #expect((item.value(forAttribute: NSMetadataItemURLKey) as? URL)?.path == url.path)
    #expect(item.value(forAttribute: NSMetadataItemFSContentChangeDateKey) is Date)
    #expect(item.value(forAttribute: "name") as? String == "Note_1.txt")
    #expect(NSMetadataItemFSNameKey == "kMDItemFSName")
  }

  @Test func packageSizeIsTheSumOfItsFiles() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Trip.note")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try Data(count: 100).write(to: package.appendingPathComponent("a"))
    try Data(count: 23).write(to: package.appendingPathComponent("b"))
    let item = try #require(NSMetadataItem(url: package))
    #expect(item.value(forAttribute: NSMetadataItemFSSizeKey) as? Int64 == 123)
  }

  @Test func conflictCopiesMarkTheirDocument() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Note.txt")
    try Data("a".utf8).write(to: url)
    let item = try #require(NSMetadataItem(url: url))
    #expect(
      item.value(forAttribute: NSMetadataUbiquitousItemHasUnresolvedConflictsKey) as? Bool == false)
    try Data("b".utf8).write(
      to: folder.appendingPathComponent("Note (Jane's conflicted copy 2024-01-02).txt"))
    let again = try #require(NSMetadataItem(url: url))
    #expect(
      again.value(forAttribute: NSMetadataUbiquitousItemHasUnresolvedConflictsKey) as? Bool == true)
  }

  @Test(arguments: [
    ("kMDItemFSName LIKE 'Note_*'", ["Note_1.txt", "Note_2.txt"]),
    ("name LIKE 'Note_*'", ["Note_1.txt", "Note_2.txt"]),
    ("NSMetadataItemFSNameKey ENDSWITH '.md'", ["Readme.md"]),
    ("size > 3", ["Note_2.txt"]),
    ("type == 'public.plain-text' AND NOT name BEGINSWITH 'Note_1'", ["Note_2.txt"]),
  ])
  func filterSelectsDocuments(format: String, expected: [String]) throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in [("Note_1.txt", "a"), ("Note_2.txt", "abcdef"), ("Readme.md", "r")] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let urls = ["Note_1.txt", "Note_2.txt", "Readme.md"].map { folder.appendingPathComponent($0) }
    let filter = try MetadataFilter(parsing: format)
    #expect(filter.filter(urls).map(\.lastPathComponent) == expected)
  }

  @Test func filterRejectsMalformedPredicates() {
    #expect(throws: PredicateFormatError.self) { try MetadataFilter(parsing: "name LIKE") }
  }

  @Test func filterMatchesAttributeDictionaries() throws {
    let filter = try MetadataFilter(parsing: "name LIKE 'Note_*'")
    #expect(filter.matches(attributes: ["name": "Note_3.note"]))
    #expect(!filter.matches(attributes: [NSMetadataItemFSNameKey: "Other.note"]))
  }
}
