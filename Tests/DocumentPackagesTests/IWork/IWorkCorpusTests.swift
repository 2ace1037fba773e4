import Foundation
import IWork
import Imaging
import TestSupport
import Testing
import Zip

@testable import DocumentPackages

/// Real Pages, Keynote and Numbers documents from `../shared/corpus/iwork` (see its
/// SOURCES.md), read in place; skipped when the corpus is absent. Expectations come from
/// reading each document's own text (LibreOffice agrees: `Benchmarks/iwork-text-libreoffice.sh`).
@Suite("iWork corpus")
struct IWorkCorpusTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    var path: String
    var application: IWorkDocument.Application
    var generation: IWorkDocument.Generation
    var firstLine: String?
    var contains: [String] = []
    var excludes: [String] = []
    var hasPreview = true
    var testDescription: String { path }
  }

  static let expectations: [Expectation] = [
    Expectation(
      path: "LibreOffice__libetonyek/pages5-file.pages", application: .pages, generation: .iwa,
      firstLine: "My hovercraft is full of eels.",
      contains: ["Mé vznášedlo je plné úhořů.", "Mój poduszkowiec jest pełen węgorzy."]),
    Expectation(
      path: "LibreOffice__libetonyek/pages5-extra-dir.pages", application: .pages,
      generation: .iwa, firstLine: "Project Proposal",
      contains: ["Prepared for: Trenz Pruca, Title", "EXECUTIVE SUMMARY"]),
    Expectation(
      path: "usc-isi-i2__graph-keyword-search/Design.pages", application: .pages,
      generation: .iwa, firstLine: "",
      contains: [
        "RDF GRAPH KEYWORD SEARCH", "Dr. Pedro Szekely",
        "The purpose of this document is outline the technical design",
      ]),
    Expectation(
      path: "GRMrGecko__Exhaust/Documentation.pages", application: .pages, generation: .xml,
      firstLine: "Exhaust Documentation ",
      contains: ["Place Exhaust wherever you want (Applications, Desktop, etc...)"],
      excludes: ["Lorem ipsum"]),
    Expectation(
      path: "LibreOffice__libetonyek/pages4-package.pages", application: .pages,
      generation: .xml, excludes: ["Lorem", "ipsum"]),
    Expectation(
      path: "LibreOffice__libetonyek/keynote5-file.key", application: .keynote,
      generation: .xml, firstLine: "Title slide",
      contains: ["Subtitle\n\nCapitalized title", "text in bold and italic"]),
    Expectation(
      path: "LibreOffice__libetonyek/keynote4-package.key", application: .keynote,
      generation: .xml, hasPreview: false),
    Expectation(
      path: "usc-isi-i2__graph-keyword-search/graph-keyword-search-poster.key",
      application: .keynote, generation: .iwa, contains: ["Graph Keyword Search"]),
    Expectation(
      path: "LibreOffice__libetonyek/numbers2-package.numbers", application: .numbers,
      generation: .xml),
    Expectation(
      path: "masaccio__numbers-parser/test-5.numbers", application: .numbers, generation: .iwa,
      firstLine: "ZZZ_Sheet_1",
      contains: [
        "XXX_Table_1\n\tXXX_COL_1\tXXX_COL_2\tXXX_COL_3\tXXX_COL_4\tXXX_COL_5",
        "XXX_ROW_2\tXXX_2_1\tXXX_2_2\t\tXXX_2_4\tXXX_2_5",
      ]),
    Expectation(
      path: "masaccio__numbers-parser/test-7.numbers", application: .numbers, generation: .iwa,
      firstLine: "ZZZ_Sheet_1",
      contains: [
        "XXX_3_1\t\tXXX_3_3", "\n\nXXX_Table_2\n0\t1.2%\t£100.00\t1/4\n7\t\t£125.00\t1/10\n",
        "56\t7.2%\t£336.00\t1/2",
      ]),
    Expectation(
      path: "masaccio__numbers-parser/issue-102-v15.1.numbers", application: .numbers,
      generation: .iwa,
      contains: ["\tLion\t100\t100", "TOTAL:\t\t1,500", "\t\t15 Nov 2001\t13 Feb 2002\t"]),
  ]

  @Test(arguments: expectations)
  func documentReadsInPlace(_ expected: Expectation) throws {
    guard let folder = ProjectPaths.corpus("iwork") else { return }
    let url = folder.appendingPathComponent(expected.path)
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    let package: GenericPackage
    if try DocumentFormat.detect(path: url.path) == .zip {
      package = GenericPackage(zipped: try ZippedDocument(url: url))
    } else {
      package = try GenericPackage(url: url)
    }
    let document = try #require(package.iWork)
    #expect(document.application == expected.application)
    #expect(document.generation == expected.generation)
    #expect(!document.buildVersions().isEmpty)
    let text = try #require(try DocumentText.read(ofDocumentAt: url)).document.string
    if let firstLine = expected.firstLine {
      #expect(
        text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
          == firstLine)
    }
    for phrase in expected.contains { #expect(text.contains(phrase), "\(phrase)") }
    for phrase in expected.excludes { #expect(!text.contains(phrase), "\(phrase)") }
    let thumbnailer = DocumentThumbnailer(
      thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(width: 64, height: 64)))
    let thumbnail = try thumbnailer.thumbnail(ofDocumentAt: url)
    #expect(thumbnail.source == (expected.hasPreview ? .packagePreview : .icon))
    #expect(thumbnail.warnings.isEmpty)
    let report = try PackageValidator().validate(url: url)
    #expect(report.isValid, "\(report.issues)")
    let inspection = try DocumentInspector().inspect(path: url.path)
    #expect(inspection.report.annotations["application"] == expected.application.rawValue)
  }

  @Test func singleFileThumbnailIsTheResizedPreview() throws {
    guard let folder = ProjectPaths.corpus("iwork") else { return }
    let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(width: 96, height: 96))
    for path in [
      "LibreOffice__libetonyek/pages5-file.pages",
      "usc-isi-i2__graph-keyword-search/graph-keyword-search-poster.key",
      "masaccio__numbers-parser/issue-102-v15.1.numbers",
    ] {
      let url = folder.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      let archive = try ZipArchive(url: url)
      let preview = try archive.contents(of: try #require(archive.entry(atPath: "preview.jpg")))
      let made = try DocumentThumbnailer(thumbnailer: thumbnailer).thumbnail(ofDocumentAt: url)
      #expect(made.image == (try thumbnailer.thumbnail(data: preview)), "\(path)")
    }
  }
}
