import DocumentPackages
import Foundation
import TestSupport
import Testing

/// Numbers '09 (`index.xml[.gz]`): cell text as tab-separated rows per table, sheet by sheet,
/// as the IWA reader gives for 2013+ Numbers documents.
@Suite("Numbers '09 tables")
struct NumbersXMLTests {
  static let expected =
    "Item\tPrice\tDate\nTea\t3.5\t2010-04-03T00:00:00+0000\nGreen tea\t7\n\nTRUE\n\t42"

  @Test func zippedDocumentGivesItsTables() throws {
    try withTemporaryDirectory { dir in
      let url = try IWorkFixtures.zip(IWorkFixtures.numbersXML(), named: "Old.numbers", in: dir)
      #expect(try DocumentText.read(ofDocumentAt: url)?.document.string == Self.expected)
    }
  }

  @Test func gzippedPackageFolderGivesItsTables() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Old.numbers")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      let xml = try #require(IWorkFixtures.numbersXML().first?.1)
      try xml.write(to: dir.appendingPathComponent("index.xml"))
      let status = try runProcess(URL(fileURLWithPath: "/bin/gzip"), ["-n", "index.xml"], in: dir)
      try #require(status.status == 0)
      try FileManager.default.moveItem(
        at: dir.appendingPathComponent("index.xml.gz"),
        to: package.appendingPathComponent("index.xml.gz"))
      #expect(try DocumentText.read(ofDocumentAt: package)?.document.string == Self.expected)
    }
  }

  @Test func damagedXMLIsOneClearError() throws {
    try withTemporaryDirectory { dir in
      let broken = Data("<ls:document><sf:grid sf:numrows=></sf:grid></ls:document>".utf8)
      let url = try IWorkFixtures.zip([("index.xml", broken)], named: "Bad.numbers", in: dir)
      let error = #expect(throws: DocumentPackageError.self) {
        try DocumentText.read(ofDocumentAt: url)
      }
      let message = error.map { "\($0)" } ?? ""
      #expect(message.contains("XML line 1"), "\(message)")
    }
  }
}
