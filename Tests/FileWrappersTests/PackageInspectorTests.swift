import FileWrappers
import Foundation
import JSON
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Package inspection")
struct PackageInspectorTests {
  @Test func reportsTreeTotalsAndProblems() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("P.note")
      try writeFile(package.appendingPathComponent("Text.rtf"), "12345")
      try writeFile(package.appendingPathComponent("Attachments/a.bin"), "abc")
      symlink("../../outside", package.appendingPathComponent("Attachments/out").path)
      try writeFile(package.appendingPathComponent(".x.docpkg-tmp-1-2-3"), "")
      let report = try PackageInspector().inspect(path: package.path)
      #expect(report.root.kind == .directory)
      #expect(report.root.name == "P.note")
      #expect(report.entryCount == 6)
      #expect(report.totalSize == 8)
      #expect(
        report.root.children.map(\.name) == [".x.docpkg-tmp-1-2-3", "Attachments", "Text.rtf"])
      let attachments = report.root.children[1]
      #expect(attachments.size == 3)
      #expect(attachments.children.last?.symbolicLinkDestination == "../../outside")
      #expect(attachments.children.last?.path == "Attachments/out")
      #expect(report.problems.map(\.code).sorted() == ["leftoverTemporary", "linkOutsidePackage"])
      #expect(!report.hasFatalProblems)

      var json = JSONText()
      report.appendJSON(to: &json)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
      #expect(object["totalSize"] as? Int == 8)
      #expect(report.renderText().contains("Text.rtf  file  5 bytes"))
    }
  }

  @Test func plainFileAndMissingPath() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("f.txt")
      try writeFile(file, "x")
      let report = try PackageInspector().inspect(path: file.path)
      #expect(report.root.kind == .regularFile && report.entryCount == 1)
      #expect(throws: FileWrapperError.noSuchFile(path: dir.path + "/none")) {
        try PackageInspector().inspect(path: dir.path + "/none")
      }
    }
  }

  @Test func unreadableFoldersAreFatalProblems() throws {
    guard geteuid() != 0 else { return }  // root reads everything; nothing to test
    try withTemporaryDirectory { dir in
      let locked = dir.appendingPathComponent("p/locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
      chmod(locked.path, 0)
      defer { chmod(locked.path, 0o755) }
      let report = try PackageInspector().inspect(path: dir.appendingPathComponent("p").path)
      #expect(report.hasFatalProblems)
    }
  }

  @Test func escapesInJSONAndText() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("q")
      try writeFile(package.appendingPathComponent("new\nline \"quoted\""), "")
      let report = try PackageInspector().inspect(path: package.path)
      var json = JSONText()
      report.appendJSON(to: &json)
      #expect(try JSONSerialization.jsonObject(with: Data(json.bytes)) is [String: Any])
      #expect(report.renderText().contains("new?line \"quoted\""))
    }
  }
}
