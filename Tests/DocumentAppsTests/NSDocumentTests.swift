import DocumentApps
import Foundation
import Testing

@Suite struct NSDocumentTests {
  final class TextFile: NSDocument, @unchecked Sendable {
    var text = ""
    override func data(ofType typeName: String) throws -> Data { Data(text.utf8) }
    override func read(from data: Data, ofType typeName: String) throws {
      text = String(decoding: data, as: UTF8.self)
    }
  }

  @Test func readsSavesAndReverts() async throws {
    let folder = try makeFolder("nsdocument")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Letter.txt")
    try Data("Dear".utf8).write(to: url)
    let document = try TextFile(contentsOf: url, ofType: "public.plain-text")
    #expect(document.text == "Dear")
    #expect(document.displayName == "Letter")
    document.text = "Dear Jane"
    document.updateChangeCount(.changeDone)
    #expect(document.isDocumentEdited)
    try await document.save(to: url, ofType: "public.plain-text", for: .saveOperation)
    #expect(!document.isDocumentEdited)
    #expect(try String(contentsOf: url, encoding: .utf8) == "Dear Jane")
    document.text = "scribble"
    try document.revert(toContentsOf: url, ofType: "public.plain-text")
    #expect(document.text == "Dear Jane")
    document.close()
  }

  @Test func missingOverridesThrow() throws {
    let document = NSDocument()
    #expect(throws: DocumentError.self) { try document.data(ofType: "public.data") }
    #expect(document.displayName == "Untitled")
  }
}
