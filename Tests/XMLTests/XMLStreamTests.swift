import Foundation
import Testing

@testable import XML

/// The expat-based reader behind iWork '09 text and tables: events in order, references
/// resolved, and damage refused where Foundation's XMLParser on Linux used to give
/// partial text.
@Suite("XML stream") struct XMLStreamTests {
  /// Records every event as a line.
  final class Recorder: XMLStreamHandler {
    var events: [String] = []
    func startElement(_ name: String, attributes: [String: String]) {
      let pairs = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      events.append((["start " + name] + pairs).joined(separator: " "))
    }
    func endElement(_ name: String) { events.append("end " + name) }
    func characters(_ text: String) {
      if let last = events.last, last.hasPrefix("text ") {
        events[events.count - 1] = last + text
      } else {
        events.append("text " + text)
      }
    }
  }

  private func events(_ xml: String) throws(XMLError) -> [String] {
    let recorder = Recorder()
    try XMLStream.parse(Data(xml.utf8), into: recorder)
    return recorder.events
  }

  @Test func reportsQualifiedNamesAttributesAndResolvedText() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <sl:document xmlns:sl="urn:sl" xmlns:sf="urn:sf"><sf:p sf:style="a &amp; b">Caf\
      &#233; &lt;ok&gt; <![CDATA[x < y]]>日本</sf:p></sl:document>
      """
    #expect(
      try events(xml) == [
        "start sl:document xmlns:sf=urn:sf xmlns:sl=urn:sl", "start sf:p sf:style=a & b",
        "text Café <ok> x < y日本", "end sf:p", "end sl:document",
      ])
  }

  @Test(arguments: [
    ("<a><b>text</b>", "truncated"), ("<a><b>text</a></b>", "mismatched end tag"),
    ("<a>&undefined;</a>", "undefined entity"), ("", "empty"), ("<a></a><b/>", "two roots"),
  ])
  func refusesDamagedXML(xml: String, what: String) {
    #expect(throws: XMLError.self, "\(what)") { try events(xml) }
  }

  @Test func damageNamesTheLineAndExpatsReason() {
    let error = #expect(throws: XMLError.self) { try events("<a>\n<b>\n</a>") }
    #expect(error.map { "\($0)" } == "XML line 3: mismatched tag")
  }

  @Test func entityExpansionBombIsRefusedAtItsFirstDeclaration() {
    // Ten levels of ten: 10^10 "lol"s if expanded.
    var entities = "<!ENTITY l0 \"lol\">"
    for level in 1...10 {
      entities += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
    }
    let xml = "<?xml version=\"1.0\"?><!DOCTYPE a [\(entities)]><a>&l10;</a>"
    let error = #expect(throws: XMLError.self) { try events(xml) }
    #expect(error.map { "\($0)" } == "XML line 1: declares the entity l0 (entities are not read)")
  }

  @Test func externalEntitiesAreNeverRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xmlstream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    try Data("SECRET".utf8).write(to: secret)
    let xml = """
      <?xml version="1.0"?><!DOCTYPE a [<!ENTITY s SYSTEM "\(secret.absoluteString)">]>\
      <a>before &s; after</a>
      """
    let text = (try? events(xml))?.joined(separator: "\n") ?? ""
    #expect(!text.contains("SECRET"))
  }

  @Test func textLargerThanOnePieceArrivesWhole() throws {
    let body = String(repeating: "abcdéfgh", count: 300_000)  // 2.7 MB, three pieces
    let recorder = Recorder()
    try XMLStream.parse(Data("<a>\(body)</a>".utf8), into: recorder)
    #expect(recorder.events == ["start a", "text " + body, "end a"])
  }
}
