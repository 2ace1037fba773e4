import FileWrappers
import Foundation
import Testing

/// Acceptance 5: flat serialization round trips and known answers (Spec/FlatRTFD.md).
@Suite("Flat RTFD serialization")
struct FlatRTFDTests {
  func word(_ value: UInt32) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
  }

  func string(_ text: String) -> [UInt8] { word(UInt32(text.utf8.count)) + Array(text.utf8) }

  func dataRecord(_ bytes: [UInt8]) -> [UInt8] { word(1) + word(UInt32(bytes.count)) + bytes }

  /// A canonical text form of a tree, for comparing round trips.
  func describe(_ wrapper: FileWrapper, indent: String = "") -> String {
    if wrapper.isRegularFile {
      return indent + "file \(wrapper.regularFileContents?.count ?? -1) "
        + String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self) + "\n"
    }
    if wrapper.isSymbolicLink {
      return indent + "link \(wrapper.symbolicLinkDestinationURL?.path ?? "?")\n"
    }
    var text = indent + "dir\n"
    for key in (wrapper.fileWrappers ?? [:]).keys.sorted() {
      guard let child = wrapper.fileWrappers?[key] else { continue }
      text += indent + "  [\(key)] (\(child.preferredFilename ?? "-"))\n"
      text += describe(child, indent: indent + "    ")
    }
    return text
  }

  /// Bytes of an empty folder named Test1 serialized by NSFileWrapper on macOS (published by
  /// Simon Rodriguez, 2015; see Spec/FlatRTFD.md).
  let appleEmptyFolder: [UInt8] = [
    0x72, 0x74, 0x66, 0x64, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00,
    0x00, 0x13, 0x00, 0x00, 0x00, 0x5F, 0x5F, 0x40, 0x50, 0x72, 0x65, 0x66, 0x65, 0x72, 0x72,
    0x65, 0x64, 0x4E, 0x61, 0x6D, 0x65, 0x40, 0x5F, 0x5F, 0x17, 0x00, 0x00, 0x00, 0x5F, 0x5F,
    0x40, 0x55, 0x54, 0x46, 0x38, 0x50, 0x72, 0x65, 0x66, 0x65, 0x72, 0x72, 0x65, 0x64, 0x4E,
    0x61, 0x6D, 0x65, 0x40, 0x5F, 0x5F, 0x0D, 0x00, 0x00, 0x00, 0x0D, 0x00, 0x00, 0x00, 0x01,
    0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x54, 0x65, 0x73, 0x74, 0x31, 0x01, 0x00, 0x00,
    0x00, 0x05, 0x00, 0x00, 0x00, 0x54, 0x65, 0x73, 0x74, 0x31,
  ]

  @Test func knownAnswerEmptyFolderFromAMac() throws {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    folder.preferredFilename = "Test1"
    #expect(folder.serializedRepresentation.map { [UInt8]($0) } == appleEmptyFolder)
    let read = try #require(FileWrapper(serializedRepresentation: Data(appleEmptyFolder)))
    #expect(read.isDirectory)
    #expect(read.preferredFilename == "Test1")
    #expect(read.fileWrappers?.isEmpty == true)
  }

  @Test func knownAnswerRegularFileFromTheDocumentedLayout() throws {
    let attributes =
      word(1) + string("..") + word(16) + word(0) + word(0o644) + word(2) + word(1)
    let values = [
      dataRecord(Array("hi".utf8)), dataRecord(Array("a.txt".utf8)),
      dataRecord(Array("a.txt".utf8)), dataRecord(attributes),
    ]
    var expected = Array("rtfd".utf8) + word(0) + word(3) + word(4)
    expected += string("..") + string("__@PreferredName@__") + string("__@UTF8PreferredName@__")
    expected += string(".")
    for value in values { expected += word(UInt32(value.count)) }
    for value in values { expected += value }

    let file = FileWrapper(regularFileWithContents: Data("hi".utf8))
    file.preferredFilename = "a.txt"
    #expect(file.serializedRepresentation.map { [UInt8]($0) } == expected)
    let read = try #require(FileWrapper(serializedRepresentation: Data(expected)))
    #expect(read.isRegularFile)
    #expect(read.regularFileContents == Data("hi".utf8))
    #expect(read.preferredFilename == "a.txt")
    #expect(read.fileAttributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o644)
  }

  @Test func paddedDataRecordsAreRead() throws {
    let padded =
      word(1) + word(0x8000_0000) + word(2) + word(6) + [UInt8](repeating: 0, count: 6)
      + Array("hi".utf8)
    var bytes = Array("rtfd".utf8) + word(0) + word(3) + word(1) + string("..")
    bytes += word(UInt32(padded.count)) + padded
    let read = try #require(FileWrapper(serializedRepresentation: Data(bytes)))
    #expect(read.regularFileContents == Data("hi".utf8))
  }

  @Test func roundTripsEveryShape() throws {
    let root = FileWrapper(directoryWithFileWrappers: [:])
    root.preferredFilename = "Trip.rtfd"
    root.addRegularFile(withContents: Data("{\\rtf1}".utf8), preferredFilename: "TXT.rtf")
    root.addRegularFile(withContents: Data(), preferredFilename: "empty file")
    root.addRegularFile(withContents: Data("dup".utf8), preferredFilename: "TXT.rtf")
    let nested = FileWrapper(directoryWithFileWrappers: [:])
    nested.preferredFilename = "Pi\u{e8}ces jointes \u{1F4CE}"
    nested.addRegularFile(withContents: Data([0, 1, 2, 255]), preferredFilename: "caf\u{e9}.bin")
    let deeper = FileWrapper(directoryWithFileWrappers: [:])
    deeper.preferredFilename = "deeper"
    deeper.addFileWrapper(
      {
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/tmp/x y"))
        link.preferredFilename = "link"
        return link
      }())
    nested.addFileWrapper(deeper)
    let emptyFolders = FileWrapper(directoryWithFileWrappers: [
      "e": FileWrapper(directoryWithFileWrappers: [:])
    ])
    emptyFolders.preferredFilename = "with empty folder"
    nested.addFileWrapper(emptyFolders)
    root.addFileWrapper(nested)

    let data = try #require(root.serializedRepresentation)
    let read = try #require(FileWrapper(serializedRepresentation: data))
    #expect(describe(read) == describe(root))
    #expect(read.preferredFilename == "Trip.rtfd")
    #expect(read.fileWrappers?["1__#$!@%!#__TXT.rtf"]?.preferredFilename == "TXT.rtf")
    #expect(read.serializedRepresentation == data)
    let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/a"))
    let linkData = try #require(link.serializedRepresentation)
    #expect(FileWrapper(serializedRepresentation: linkData)?.isSymbolicLink == true)
  }

  @Test func damagedDataGivesNil() throws {
    let file = FileWrapper(regularFileWithContents: Data("hello".utf8))
    file.preferredFilename = "x"
    let good = try #require(file.serializedRepresentation.map { [UInt8]($0) })
    for cut in [0, 4, 11, 20, good.count - 1] {
      #expect(FileWrapper(serializedRepresentation: Data(good[0..<cut])) == nil)
    }
    #expect(FileWrapper(serializedRepresentation: Data("not rtfd at all".utf8)) == nil)
    // A count far larger than the data.
    let huge = Array("rtfd".utf8) + word(0) + word(3) + word(0xFFFF_FFFF)
    #expect(FileWrapper(serializedRepresentation: Data(huge)) == nil)
    // A child key that is not a valid file name.
    var bad = Array("rtfd".utf8) + word(0) + word(3) + word(1) + string("../evil")
    let value = dataRecord([1])
    bad += word(UInt32(value.count)) + value
    #expect(FileWrapper(serializedRepresentation: Data(bad)) == nil)
    // Nesting deeper than the reader allows.
    var nested = dataRecord([])
    for _ in 0..<100 {
      nested = word(3) + word(1) + string("d") + word(UInt32(nested.count)) + nested
    }
    #expect(
      FileWrapper(serializedRepresentation: Data(Array("rtfd".utf8) + word(0) + nested)) == nil)
  }
}
