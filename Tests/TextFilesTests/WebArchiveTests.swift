import Foundation
import PropertyLists
import Testing

@testable import TextFiles

@Suite("Web archives")
struct WebArchiveTests {
  static func png(width: Int, height: Int) -> Data {
    let size = ResourceFork.bigEndian(width, 4) + ResourceFork.bigEndian(height, 4)
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + size + [
        8, 2, 0, 0, 0,
      ])
  }

  static let archive = WebArchive(
    mainResource: WebResource(
      url: "https://example.com/", mimeType: "text/html", textEncodingName: "windows-1252",
      frameName: "",
      data: Data(Array("<title>Caf".utf8) + [0xE9] + Array("</title><p>Hello</p>".utf8))),
    subresources: [
      WebResource(
        url: "https://example.com/small.png", mimeType: "image/png",
        data: png(width: 10, height: 10)),
      WebResource(
        url: "https://example.com/big.png", mimeType: "image/png",
        data: png(width: 300, height: 200)),
      WebResource(url: "https://example.com/s.css", mimeType: "text/css", data: Data("p{}".utf8)),
    ],
    subframeArchives: [
      WebArchive(
        mainResource: WebResource(
          url: "https://example.com/f", mimeType: "text/html", data: Data("<p>frame</p>".utf8)),
        subresources: [
          WebResource(
            url: "https://example.com/mid.gif", mimeType: "image/gif",
            data: Data(Array("GIF89a".utf8) + [100, 0, 100, 0]))
        ])
    ])

  @Test(arguments: [false, true]) func readsBothPlistFormats(xml: Bool) throws {
    let data =
      xml
      ? Data(XMLPropertyList.encode(Self.archive.propertyList).utf8)
      : BinaryPropertyList.encode(Self.archive.propertyList)
    let archive = try WebArchive(data: data)
    #expect(archive == Self.archive)
    #expect(archive.page.title == "Café")
    #expect(archive.page.text == "Hello")
    #expect(archive.allResources.map(\.url).last == "https://example.com/mid.gif")
    #expect(archive.allResources.count == 6)
    let largest = try #require(archive.largestImage)
    #expect(largest.resource.url == "https://example.com/big.png")
    #expect(largest.width == 300 && largest.height == 200)
  }

  @Test func missingMainResourceThrows() {
    let data = BinaryPropertyList.encode(.dictionary(["WebSubresources": .array([])]))
    #expect(throws: WebArchiveError.self) { try WebArchive(data: data) }
    let noData = BinaryPropertyList.encode(
      .dictionary(["WebMainResource": .dictionary(["WebResourceURL": .string("x")])]))
    #expect {
      try WebArchive(data: noData)
    } throws: { error in
      "\(error)".contains("WebMainResource.WebResourceData")
    }
    #expect(throws: WebArchiveError.self) { try WebArchive(data: Data("nonsense".utf8)) }
  }

  @Test func plainTextMainResource() throws {
    let archive = WebArchive(
      mainResource: WebResource(url: "x", mimeType: "text/plain", data: Data("a <b>\n".utf8)))
    #expect(archive.page.text == "a <b>\n")
  }
}
