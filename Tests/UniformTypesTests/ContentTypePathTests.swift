import Foundation
import Testing
import UniformTypes

/// `URL.appendingPathComponent(_:conformingTo:)`, `appendingPathExtension(for:)` and the
/// `String` forms.
@Suite("Content-type paths")
struct ContentTypePathTests {
  @Test func urlsGainTheTypesExtensionOnlyWhenNeeded() {
    let folder = URL(fileURLWithPath: "/tmp/docs", isDirectory: true)
    #expect(
      folder.appendingPathComponent("Trip", conformingTo: .rtfd).lastPathComponent == "Trip.rtfd")
    #expect(
      folder.appendingPathComponent("a.jpg", conformingTo: .jpeg).lastPathComponent == "a.jpg")
    #expect(
      folder.appendingPathComponent("a.JPEG", conformingTo: .image).lastPathComponent == "a.JPEG")
    #expect(
      folder.appendingPathComponent("a.txt", conformingTo: .png).lastPathComponent == "a.txt.png")
    #expect(
      folder.appendingPathComponent("v1.2", conformingTo: .pdf).lastPathComponent == "v1.2.pdf")
    // A type without an extension adds nothing.
    #expect(folder.appendingPathComponent("x", conformingTo: .data).lastPathComponent == "x")
    var url = folder
    url.appendPathComponent("Notes", conformingTo: .plainText)
    #expect(url.lastPathComponent == "Notes.txt")
    url.appendPathExtension(for: .plainText)
    #expect(url.lastPathComponent == "Notes.txt")
  }

  @Test func stringsToo() {
    #expect("docs".appendingPathComponent("Trip", conformingTo: .rtfd) == "docs/Trip.rtfd")
    #expect("docs/".appendingPathComponent("a.png", conformingTo: .png) == "docs/a.png")
    #expect("".appendingPathComponent("a", conformingTo: .png) == "a.png")
    #expect("/x/.hidden".appendingPathExtension(for: .json) == "/x/.hidden.json")
    #expect("/x/y.json".appendingPathExtension(for: .json) == "/x/y.json")
  }
}
