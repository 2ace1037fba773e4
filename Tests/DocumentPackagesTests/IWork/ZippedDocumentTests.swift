import FileWrappers
import Foundation
import Imaging
import TestSupport
import Testing

@testable import DocumentPackages

@Suite("Zipped documents and iWork read in place")
struct ZippedDocumentTests {
  let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(width: 32, height: 32))

  func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func singleFilePagesIWA() throws {
    try withTemporaryDirectory { dir in
      let url = try IWorkFixtures.zip(
        IWorkFixtures.pagesIWA(body: "Title\nBody ü text\n"), named: "Report.pages", in: dir)
      #expect(try DocumentFormat.detect(path: url.path) == .zip)
      let zipped = try ZippedDocument(url: url)
      #expect(zipped.packageName == "Report.pages" && zipped.folderInArchive.isEmpty)
      let text = try #require(try DocumentText.read(ofDocumentAt: url))
      #expect(text.document.string == "Title\nBody ü text\n\nHeader text")
      let document = try #require(GenericPackage(zipped: zipped).iWork)
      #expect(document.application == .pages && document.generation == .iwa)
      #expect(document.metadata()["savedBy"] == "Template: Blank; M5.5.3-2152-2")
      #expect(try names(dir) == ["Report.pages"])
    }
  }

  @Test func thumbnailIsTheResizedPreview() throws {
    try withTemporaryDirectory { dir in
      let url = try IWorkFixtures.zip(
        IWorkFixtures.pagesIWA(body: "x"), named: "Report.pages", in: dir)
      let result = try DocumentThumbnailer(thumbnailer: thumbnailer).thumbnail(ofDocumentAt: url)
      #expect(result.source == .packagePreview && result.warnings.isEmpty)
      let direct = try thumbnailer.thumbnail(data: IWorkFixtures.preview)
      #expect(result.image == direct)
      #expect(try names(dir) == ["Report.pages"])
    }
  }

  @Test func zipWrappingOnePackageFolder() throws {
    try withTemporaryDirectory { dir in
      let url = try IWorkFixtures.zip(
        IWorkFixtures.pagesIWA(body: "Wrapped", prefix: "Proposal.pages/"), named: "x.pages",
        in: dir)
      let zipped = try ZippedDocument(url: url)
      #expect(zipped.packageName == "Proposal.pages" && zipped.folderInArchive == "Proposal.pages")
      #expect(
        try DocumentText.read(ofDocumentAt: url)?.document.string == "Wrapped\n\nHeader text")
    }
  }

  @Test func keynoteIWASlidesInOrder() throws {
    try withTemporaryDirectory { dir in
      let url = try IWorkFixtures.zip(IWorkFixtures.keynoteIWA(), named: "Talk.key", in: dir)
      let text = try DocumentText.read(ofDocumentAt: url)?.document.string
      #expect(text == "First slide\nPoint one\n\nSecond slide")
      let zipped = try ZippedDocument(url: url)
      #expect(GenericPackage(zipped: zipped).iWork?.metadata()["slides"] == "2")
    }
  }

  @Test func pagesAndKeynote2009XML() throws {
    try withTemporaryDirectory { dir in
      let pages = try IWorkFixtures.zip(IWorkFixtures.pagesXML(), named: "Old.pages", in: dir)
      #expect(
        try DocumentText.read(ofDocumentAt: pages)?.document.string
          == "Hello bold world\nTab\tstop & more")
      let keynote = try IWorkFixtures.zip(IWorkFixtures.keynoteXML(), named: "Old.key", in: dir)
      #expect(
        try DocumentText.read(ofDocumentAt: keynote)?.document.string == "Title one\n\nTitle two")
      // Old Keynote's slide image in thumbs/ is its thumbnail.
      let result = try DocumentThumbnailer(thumbnailer: thumbnailer).thumbnail(
        ofDocumentAt: keynote)
      #expect(result.source == .packagePreview)
    }
  }

  @Test func gzippedXMLInAPackageFolder() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Old.pages")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      let xml = try #require(IWorkFixtures.pagesXML().first?.1)
      let gzip = dir.appendingPathComponent("index.xml")
      try xml.write(to: gzip)
      let status = try runProcess(URL(fileURLWithPath: "/bin/gzip"), ["-n", gzip.path], in: dir)
      try #require(status.status == 0)
      try FileManager.default.moveItem(
        at: dir.appendingPathComponent("index.xml.gz"),
        to: package.appendingPathComponent("index.xml.gz"))
      #expect(
        try DocumentText.read(ofDocumentAt: package)?.document.string
          == "Hello bold world\nTab\tstop & more")
    }
  }

  @Test func zippedNoteReadsInPlace() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Trip.note.zip")
      let text = try TextImport.document(contentsOf: try writeText(dir, "Packing list\nsocks"))
      try DocumentPacker.pack(
        text: text, attachments: [], format: .note, packageName: "Trip.note", to: url, zip: true)
      let zipped = try ZippedDocument(url: url)
      #expect(zipped.format == .note)
      #expect(try DocumentText.read(ofDocumentAt: url)?.document.string == "Packing list\nsocks")
      let thumbnail = try DocumentThumbnailer(thumbnailer: thumbnailer).thumbnail(ofDocumentAt: url)
      #expect(thumbnail.source == .quickLook)
      let report = try PackageValidator().validate(url: url)
      #expect(report.isValid && report.format == "note")
      let inspection = try DocumentInspector().inspect(path: url.path)
      #expect(inspection.report.annotations["archive"] == "zip")
      #expect(inspection.report.root.children.map(\.name).contains("Text.rtf"))
      #expect(try names(dir).filter { !$0.hasSuffix(".txt") } == ["Trip.note.zip"])
    }
  }

  @Test func previewThatIsNotAnImageGivesAWarningAndTheIcon() throws {
    try withTemporaryDirectory { dir in
      var entries = IWorkFixtures.pagesIWA(body: "x").filter { $0.0 != "preview.jpg" }
      entries.append(("preview.jpg", Data("not a picture".utf8)))
      let url = try IWorkFixtures.zip(entries, named: "Bad.pages", in: dir)
      let result = try DocumentThumbnailer(thumbnailer: thumbnailer).thumbnail(ofDocumentAt: url)
      #expect(result.source == .icon)
      #expect(result.warnings == ["\(url.path): preview.jpg does not decode; skipped"])
    }
  }

  @Test func archiveWithoutAPackageIsRefused() throws {
    try withTemporaryDirectory { dir in
      let url = try IWorkFixtures.zip(
        [("a.txt", Data("a".utf8)), ("b.txt", Data("b".utf8))], named: "files.zip", in: dir)
      #expect {
        try ZippedDocument(url: url)
      } throws: { error in
        guard let error = error as? DocumentPackageError, case .unreadableContents = error.cause
        else { return false }
        return true
      }
    }
  }

  @Test func hostileArchivesAreRefusedAndNothingIsWritten() throws {
    try withTemporaryDirectory { dir in
      var slip = RawZipBuilder()
      slip.entries = [.init("Index/Document.iwa"), .init("../evil.txt")]
      var encrypted = RawZipBuilder()
      var entry = RawZipBuilder.Entry("Index/Document.iwa")
      entry.flags = 1
      encrypted.entries = [entry]
      var truncatedIWA = RawZipBuilder()
      truncatedIWA.entries = [RawZipBuilder.Entry("Index/Document.iwa", "\u{0}\u{40}\u{0}\u{0}ab")]
      for (name, zip) in [("slip", slip), ("encrypted", encrypted), ("iwa", truncatedIWA)] {
        let url = dir.appendingPathComponent("\(name).pages")
        try zip.build().write(to: url)
        #expect(throws: DocumentPackageError.self) { try DocumentText.read(ofDocumentAt: url) }
      }
      #expect(try names(dir) == ["encrypted.pages", "iwa.pages", "slip.pages"])
    }
  }

  @Test func contentSourceLoadsOnceAndReportsItsSize() throws {
    let counter = Counter()
    let source = FileContentSource(size: 3) {
      counter.increment()
      return Data("abc".utf8)
    }
    let file = FileWrapper(regularFileWithContentSource: source, preferredFilename: "a")
    #expect(file.regularFileSize == 3 && counter.value == 0)
    #expect(try file.contents() == Data("abc".utf8))
    #expect(try file.contents() == Data("abc".utf8))
    #expect(counter.value == 1)
  }

  func writeText(_ dir: URL, _ text: String) throws -> URL {
    let url = dir.appendingPathComponent("text.txt")
    try Data(text.utf8).write(to: url)
    return url
  }
}

/// A thread-safe counter for the content-source test.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
