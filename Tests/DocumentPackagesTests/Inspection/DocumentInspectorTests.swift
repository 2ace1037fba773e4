import DocumentPackages
import FileWrappers
import Foundation
import JSON
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Format-aware inspection")
struct DocumentInspectorTests {
  @Test func noteFacts() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("Trip.note"))
      let inspection = try DocumentInspector().inspect(path: note.path)
      #expect(inspection.format == .note)
      #expect(inspection.typeIdentifier == "com.docpkg.note")
      #expect(inspection.text?.firstLine == "Packing list")
      #expect(inspection.text?.characterCount == "Packing list\nSocks and a map.".count)
      let attachment = try #require(inspection.attachments.first)
      #expect(attachment.path == "Attachments/photo.png")
      #expect(attachment.declaredType == "public.png")
      #expect(attachment.sniffedType == "public.png")
      #expect(attachment.agreement == "match")
      #expect(attachment.size > 0)
      #expect(inspection.quickLook?.state == .fresh)
      #expect(inspection.quickLook?.width == 512)
      #expect(inspection.issues == [])
      #expect(inspection.report.annotations["format"] == "note")
      #expect(inspection.report.annotations["quickLook"] == "fresh")
      #expect(inspection.report.annotations["firstLine"] == "Packing list")
    }
  }

  @Test func jsonKeepsTheTreeSchemaAndAddsDocument() throws {
    try withTemporaryDirectory { dir in
      let note = try PackageFixtures.writeNote(at: dir.appendingPathComponent("Trip.note"))
      #expect(symlink("/etc/passwd", note.appendingPathComponent("Attachments/pw").path) == 0)
      var json = JSONText()
      try DocumentInspector().inspect(path: note.path).appendJSON(to: &json)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
      for key in ["annotations", "entryCount", "path", "problems", "root", "totalSize"] {
        #expect(object[key] != nil, "\(key)")
      }
      let document = try #require(object["document"] as? [String: Any])
      #expect(document["format"] as? String == "note")
      let issues = try #require(document["issues"] as? [[String: Any]])
      #expect(issues.contains { $0["rule"] as? String == "NOTE-6" })
      let problems = try #require(object["problems"] as? [[String: Any]])
      #expect(problems.first?["code"] as? String == "linkOutsidePackage")
      // Keys stay sorted: document comes right after annotations.
      let text = json.text
      let annotations = try #require(text.range(of: "\"annotations\""))
      let documentKey = try #require(text.range(of: "\"document\""))
      let entryCount = try #require(text.range(of: "\"entryCount\""))
      #expect(annotations.lowerBound < documentKey.lowerBound)
      #expect(documentKey.lowerBound < entryCount.lowerBound)
    }
  }

  @Test func nonDocumentsKeepThePlainReport() throws {
    try withTemporaryDirectory { dir in
      let inspection = try DocumentInspector().inspect(path: dir.path)
      #expect(inspection.format == nil)
      #expect(inspection.report.annotations.isEmpty)
      var json = JSONText()
      inspection.appendJSON(to: &json)
      #expect(!json.text.contains("\"document\""))
    }
  }

  @Test func plainFileNamedLikeAPackage() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("Fake.note")
      try Data("x".utf8).write(to: file)
      let inspection = try DocumentInspector().inspect(path: file.path)
      #expect(inspection.format == .note)
      #expect(inspection.issues.map(\.rule) == ["NOTE-1"])
      #expect(inspection.renderText().contains("error NOTE-1 .: is a regular file"))
    }
  }

  @Test func photoKeeperFacts() throws {
    try withTemporaryDirectory { dir in
      let ptk = try PackageFixtures.writePhotoKeeper(at: dir.appendingPathComponent("P.ptk"))
      let inspection = try DocumentInspector().inspect(path: ptk.path)
      #expect(inspection.attachments.map(\.path) == ["photo.data#Photo"])
      #expect(inspection.attachments.first?.sniffedType == "public.png")
      #expect(inspection.quickLook?.width == 145)
      #expect(inspection.text == nil)
    }
  }
}
