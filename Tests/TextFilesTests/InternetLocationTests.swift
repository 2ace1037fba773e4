import Foundation
import PropertyLists
import TestSupport
import Testing

@testable import TextFiles

@Suite("Links")
struct InternetLocationTests {
  let url = "https://user@www.Example.com:8080/path?q#frag"

  @Test func xmlAndBinaryWebloc() throws {
    let value = PropertyListValue.dictionary(["URL": .string(url)])
    for data in [Data(XMLPropertyList.encode(value).utf8), BinaryPropertyList.encode(value)] {
      let link = try InternetLocation(data: data)
      #expect(link.url == url)
      #expect(link.host == "www.example.com")
      #expect(link.storage == .propertyList)
    }
  }

  @Test func filelocAndHosts() throws {
    let link = try InternetLocation(
      data: BinaryPropertyList.encode(.dictionary(["URL": .string("file:///Users/me/a.txt")])))
    #expect(link.scheme == "file")
    #expect(link.host == nil)
    #expect(InternetLocation(url: "http://[::1]:80/", storage: .propertyList).host == "[::1]")
    #expect(InternetLocation(url: "mailto:a@b.c", storage: .propertyList).host == nil)
  }

  @Test func windowsShortcut() throws {
    let link = try InternetLocation(
      data: Data("[Other]\r\nURL=nope\r\n[InternetShortcut]\r\nURL=https://example.net/\r\n".utf8))
    #expect(link.url == "https://example.net/")
    #expect(link.storage == .internetShortcut)
  }

  @Test func resourceForkFormBesideAnEmptyDataFork() throws {
    let fork = ResourceFork(resources: [
      .init(type: "TEXT", id: 256, data: Array("ignored".utf8)),
      .init(type: "url ", id: 256, data: Array("https://old.example.org/".utf8)),
    ])
    let double = AppleDouble(entries: [9: [UInt8](repeating: 0, count: 32), 2: fork.serialized])
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("Old.webloc").path
      try Data().write(to: URL(fileURLWithPath: path))
      try Data(double.serialized).write(to: directory.appendingPathComponent("._Old.webloc"))
      let link = try InternetLocation(contentsOfFile: path)
      #expect(link.url == "https://old.example.org/")
      #expect(link.storage == .resourceFork)
    }
  }

  @Test func emptyWithoutSidecarThrows() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("Empty.webloc").path
      try Data().write(to: URL(fileURLWithPath: path))
      #expect(throws: InternetLocationError.emptyWithoutResourceFork(path: path)) {
        try InternetLocation(contentsOfFile: path)
      }
    }
  }

  @Test func resourceForkRoundTripAndDamage() throws {
    let fork = ResourceFork(resources: [
      .init(type: "utf8", id: 128, data: [1, 2, 3]), .init(type: "utf8", id: -5, data: []),
      .init(type: "PICT", id: 256, data: [9]),
    ])
    let bytes = fork.serialized
    #expect(try ResourceFork(bytes: bytes).resources == fork.resources)
    #expect(try ResourceFork(bytes: bytes).first(ofType: "utf8") == [])
    #expect(throws: ResourceForkError.self) {
      try ResourceFork(bytes: Array(bytes.prefix(bytes.count - 3)))
    }
    #expect(throws: ResourceForkError.notAppleDouble(magic: 0x0102_0304)) {
      try AppleDouble(bytes: [1, 2, 3, 4] + [UInt8](repeating: 0, count: 30))
    }
    var truncated = AppleDouble(entries: [2: bytes]).serialized
    truncated.removeLast()
    #expect(throws: ResourceForkError.self) { try AppleDouble(bytes: truncated) }
  }

  @Test func plistWithoutURLThrows() {
    #expect(throws: InternetLocationError.noURL(found: "keys Other")) {
      try InternetLocation(data: BinaryPropertyList.encode(.dictionary(["Other": .string("x")])))
    }
  }
}
