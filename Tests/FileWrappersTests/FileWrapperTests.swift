import FileWrappers
import Foundation
import Testing

@Suite("FileWrapper in memory")
struct FileWrapperTests {
  @Test func kindsAndInitializers() throws {
    let file = FileWrapper(regularFileWithContents: Data("hello".utf8))
    #expect(file.isRegularFile && !file.isDirectory && !file.isSymbolicLink)
    #expect(file.regularFileContents == Data("hello".utf8))
    #expect(try file.contents() == Data("hello".utf8))
    #expect(file.fileWrappers == nil)
    #expect(file.symbolicLinkDestinationURL == nil)

    let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "../x"))
    #expect(link.isSymbolicLink)
    #expect(link.symbolicLinkDestinationURL?.path.hasSuffix("x") == true)
    #expect(link.regularFileContents == nil)
    #expect(throws: FileWrapperError.self) { try link.contents() }

    let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": file, "l": link])
    #expect(folder.isDirectory)
    #expect(folder.fileWrappers?.keys.sorted() == ["a.txt", "l"])
    #expect(file.preferredFilename == "a.txt")
    #expect(folder.keyForChildFileWrapper(file) == "a.txt")
  }

  @Test func collisionKeysFollowApple() {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    let first = folder.addRegularFile(withContents: Data("1".utf8), preferredFilename: "x.txt")
    let second = folder.addRegularFile(withContents: Data("2".utf8), preferredFilename: "x.txt")
    let third = folder.addRegularFile(withContents: Data("3".utf8), preferredFilename: "x.txt")
    #expect(first == "x.txt")
    #expect(second == "1__#$!@%!#__x.txt")
    #expect(third == "2__#$!@%!#__x.txt")
    #expect(folder.fileWrappers?.count == 3)
  }

  @Test func renamingReKeysInParent() throws {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    folder.addRegularFile(withContents: Data(), preferredFilename: "taken")
    let child = FileWrapper(regularFileWithContents: Data("c".utf8))
    child.preferredFilename = "old"
    folder.addFileWrapper(child)
    child.preferredFilename = "new"
    #expect(folder.keyForChildFileWrapper(child) == "new")
    #expect(folder.fileWrappers?["old"] == nil)
    child.preferredFilename = "taken"
    #expect(folder.keyForChildFileWrapper(child) == "1__#$!@%!#__taken")
  }

  @Test func removeFileWrapper() {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    folder.addRegularFile(withContents: Data(), preferredFilename: "a")
    let child = try? #require(folder.fileWrappers?["a"])
    if let child { folder.removeFileWrapper(child) }
    #expect(folder.fileWrappers?.isEmpty == true)
    #expect(child.map { folder.keyForChildFileWrapper($0) } == .some(nil))
  }

  @Test func fileAttributesUseFoundationKeys() {
    let file = FileWrapper(regularFileWithContents: Data("abc".utf8))
    var attributes = file.fileAttributes
    #expect(attributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o666)
    #expect(attributes[FileAttributeKey.size.rawValue] as? Int64 == 3)
    #expect(attributes[FileAttributeKey.modificationDate.rawValue] is Date)
    attributes[FileAttributeKey.posixPermissions.rawValue] = 0o600
    let date = Date(timeIntervalSince1970: 1_000_000)
    attributes[FileAttributeKey.modificationDate.rawValue] = date
    file.fileAttributes = attributes
    #expect(file.fileAttributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o600)
    #expect(file.fileAttributes[FileAttributeKey.modificationDate.rawValue] as? Date == date)
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    #expect(
      folder.fileAttributes[FileAttributeKey.type.rawValue] as? String
        == FileAttributeType.typeDirectory.rawValue)
  }

  @Test func errorsNameThePath() {
    let error = FileWrapperError.contentsChanged(path: "/x/y")
    #expect(error.description.hasPrefix("/x/y: "))
    #expect(FileWrapperError.tooManyEntries(path: "/p", limit: 5).description.contains("5"))
  }
}
