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

  /// Found by fuzz-internet-location: a map listing a type twice, and type codes with bytes
  /// over 0x7F, read back differently after writing.
  @Test func resourceForkReadingIsCanonical() throws {
    let fork = ResourceFork(resources: [
      .init(type: "AAAA", id: 1, data: [1]), .init(type: "BBBB", id: 2, data: [2]),
      .init(type: "AAAA", id: 3, data: [3]), .init(type: "\u{E9}t\u{FF} ", id: 4, data: [4]),
    ])
    let read = try ResourceFork(bytes: fork.serialized)
    #expect(read.resources.map(\.id) == [1, 3, 2, 4])
    #expect(read.resources.last?.type == "\u{E9}t\u{FF} ")
    // Rename the second type entry to the first's code: the map now lists AAAA twice.
    var bytes = ResourceFork(resources: [read.resources[0], read.resources[2]]).serialized
    let mapOffset = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let secondType = mapOffset + 28 + 2 + 8
    bytes.replaceSubrange(secondType..<secondType + 4, with: Array("AAAA".utf8))
    let merged = try ResourceFork(bytes: bytes)
    #expect(merged.resources.map(\.type) == ["AAAA", "AAAA"])
    #expect(try ResourceFork(bytes: ResourceFork(resources: merged.resources).serialized) == merged)
  }

  @Test func plistWithoutURLThrows() {
    #expect(throws: InternetLocationError.noURL(found: "keys Other")) {
      try InternetLocation(data: BinaryPropertyList.encode(.dictionary(["Other": .string("x")])))
    }
  }
}
