import Foundation
import PropertyLists
import TextFiles

/// Seeds: generated web archives (binary and XML), with subresources and a subframe.
enum WebArchiveSeeds {
  static func make() throws -> [String: Data] {
    let html = """
      <!DOCTYPE html><html><head><meta charset="windows-1252"><title>Page &amp; title</title>
      <style>body { color: red }</style></head><body><h1>Head</h1><p>Caf\u{E9} &eacute;</p>
      <table><tr><td>a</td><td>b</td></tr></table><img src="a.png"></body></html>
      """
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [0, 0, 0, 40, 0, 0, 0, 30, 8, 2, 0, 0, 0]
    let gif: [UInt8] = Array("GIF89a".utf8) + [10, 0, 5, 0, 0, 0, 0]
    let frame = WebArchive(
      mainResource: WebResource(
        url: "https://example.com/frame.html", mimeType: "text/html",
        data: Data("<p>frame</p>".utf8)))
    let archive = WebArchive(
      mainResource: WebResource(
        url: "https://example.com/", mimeType: "text/html", textEncodingName: "UTF-8",
        frameName: "", data: Data(html.utf8)),
      subresources: [
        WebResource(url: "https://example.com/a.png", mimeType: "image/png", data: Data(png)),
        WebResource(url: "https://example.com/b.gif", mimeType: "image/gif", data: Data(gif)),
        WebResource(url: "https://example.com/s.css", mimeType: "text/css", data: Data("p{}".utf8)),
      ], subframeArchives: [frame])
    return [
      "archive.webarchive": BinaryPropertyList.encode(archive.propertyList),
      "archive-xml.webarchive": Data(XMLPropertyList.encode(archive.propertyList).utf8),
      "minimal.webarchive": BinaryPropertyList.encode(frame.propertyList),
      "plist.xml": Data(
        XMLPropertyList.encode(
          .dictionary([
            "a": .array([
              .integer(-5), .real(1.5), .boolean(true), .date(Date(timeIntervalSince1970: 0)),
            ]),
            "b": .data(Data([1, 2, 3])), "c": .uid(7), "d": .string("<&>"),
          ])
        ).utf8),
    ]
  }
}
