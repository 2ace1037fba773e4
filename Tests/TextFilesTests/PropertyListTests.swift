import Foundation
import PropertyLists
import TestSupport
import Testing

@testable import TextFiles

@Suite("XML property lists")
struct PropertyListTests {
  let value = PropertyListValue.dictionary([
    "name": .string("a <b> & c"), "count": .integer(-42), "big": .integer(1 << 40),
    "ratio": .real(1.5), "whole": .real(3), "on": .boolean(true), "off": .boolean(false),
    "when": .date(Date(timeIntervalSince1970: 1_700_000_000)),
    "bytes": .data(Data((0..<100).map { UInt8($0) })), "list": .array([.string("x"), .array([])]),
    "empty": .dictionary([:]), "ref": .uid(3),
  ])

  @Test func roundTrip() throws {
    let text = XMLPropertyList.encode(value)
    #expect(try XMLPropertyList.decode(Array(text.utf8)) == value)
    #expect(XMLPropertyList.encode(value) == text)
  }

  @Test func writesApplesLayout() {
    let text = XMLPropertyList.encode(.dictionary(["k": .string("v"), "a": .boolean(true)]))
    #expect(
      text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<true/>
        \t<key>k</key>
        \t<string>v</string>
        </dict>
        </plist>

        """)
    #expect(
      XMLPropertyListWriter.iso8601(Date(timeIntervalSince1970: 1_700_000_000))
        == "2023-11-14T22:13:20Z")
    #expect(
      XMLPropertyListWriter.iso8601(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
  }

  @Test func readsEntitiesCDATAAndComments() throws {
    let xml = """
      <?xml version="1.0"?><!-- c --><plist><dict><key>a&amp;b</key>
      <string>&lt;&#65;&#x42;<![CDATA[<raw>]]></string><key>n</key><integer>0x10</integer></dict></plist>
      """
    #expect(
      try XMLPropertyList.decode(Array(xml.utf8))
        == .dictionary(["a&b": .string("<AB<raw>"), "n": .integer(16)]))
  }

  @Test func binaryDocumentShownAsXML() throws {
    let binary = BinaryPropertyList.encode(value)
    let document = try TextDocument(data: binary, filenameExtension: "plist")
    #expect(document.isBinaryPropertyList)
    #expect(document.text == XMLPropertyList.encode(value))
  }

  @Test(arguments: [
    (
      "<plist><dict><key>a</key></dict></plist>",
      XMLPropertyListError.malformedDictionary(offset: 13)
    ),
    ("<plist><integer>x</integer></plist>", .invalidValue(kind: "integer", text: "x", offset: 7)),
    ("<plist><array><string>a</string>", .unterminated(what: "<array>", offset: 7)),
    ("<plist><foo/></plist>", .unexpectedElement(name: "foo", offset: 7)),
    ("", .noRootElement),
    (
      "<plist><date>yesterday</date></plist>",
      .invalidValue(kind: "date", text: "yesterday", offset: 7)
    ),
  ])
  func invalidInputThrows(_ xml: String, _ expected: XMLPropertyListError) {
    #expect(throws: expected) { try XMLPropertyList.decode(Array(xml.utf8)) }
  }

  @Test func damagedBinaryPropertyList() {
    #expect {
      try TextDocument(
        data: Data("bplist00 junk junk junk junk junk junk".utf8), filenameExtension: "plist")
    } throws: { error in
      "\(error)".hasPrefix("binary property list:")
    }
  }

  @Test func fileOverTheLimit() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("big.txt").path
      try Data("12345".utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: BoundedFileError.tooLarge(path: path, limit: 4)) {
        try BoundedFile.read(path, limit: 4)
      }
      #expect(try BoundedFile.read(path, limit: 5) == Data("12345".utf8))
    }
  }

  @Test func depthIsBounded() {
    let xml = String(repeating: "<array>", count: 300) + String(repeating: "</array>", count: 300)
    #expect(throws: XMLPropertyListError.self) { try XMLPropertyList.decode(Array(xml.utf8)) }
  }
}
