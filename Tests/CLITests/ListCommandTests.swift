import Foundation
import TestSupport
import Testing

@Suite("docpkg list")
struct ListCommandTests {
  @Test func listsNotesAndMarksConflicts() throws {
    try withTemporaryDirectory { dir in
      #expect(try runDocpkg(["new", "Trip", "--in", dir.path]).status == 0)
      try FileManager.default.copyItem(
        at: dir.appendingPathComponent("Trip.note"),
        to: dir.appendingPathComponent("Trip (conflicted copy 2024-01-02 153012).note"))
      let result = try runDocpkg(["list", dir.path])
      #expect(result.status == 0)
      let lines = result.stdoutText.split(separator: "\n").map(String.init)
      #expect(lines.count == 2)
      #expect(lines[1].hasPrefix("Trip.note/  note  "))
      #expect(lines[1].contains("0 attachments  quicklook fresh"))
      #expect(lines[0].hasSuffix("conflicted copy of Trip.note (conflictedCopy)"))
    }
  }

  @Test func json() throws {
    try withTemporaryDirectory { dir in
      #expect(try runDocpkg(["new", "Trip", "--in", dir.path]).status == 0)
      #expect(try runDocpkg(["new", "Trip", "--in", dir.path]).status == 0)
      let result = try runDocpkg(["list", "--json", dir.path])
      #expect(result.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      #expect(object["path"] as? String == dir.path)
      let documents = try #require(object["documents"] as? [[String: Any]])
      #expect(documents.map { $0["name"] as? String } == ["Trip 1.note", "Trip.note"])
      let first = documents[0]
      #expect(first["format"] as? String == "note")
      #expect(first["type"] as? String == "com.docpkg.note")
      #expect(first["quickLook"] as? String == "fresh")
      #expect(first["attachments"] as? Int == 0)
      #expect(first["package"] as? Bool == true)
      #expect((first["modified"] as? String)?.hasSuffix("Z") == true)
      #expect((first["size"] as? Int ?? 0) > 0)
      let conflict = try #require(first["conflict"] as? [String: Any])
      #expect(conflict["source"] as? String == "numberedDuplicate")
      #expect(conflict["certain"] as? Bool == false)
      #expect(conflict["original"] as? String == "Trip.note")
      #expect(documents[1]["conflict"] is NSNull)
    }
  }

  @Test func errors() throws {
    try withTemporaryDirectory { dir in
      let missing = dir.appendingPathComponent("nope").path
      let result = try runDocpkg(["list", missing])
      #expect(result.status == 66)
      #expect(result.stderrText == "docpkg: \(missing): no such file or directory\n")
      #expect(try runDocpkg(["list"]).status == 64)
      #expect(try runDocpkg(["list", "a", "b"]).status == 64)
    }
  }
}
