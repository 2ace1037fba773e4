import DocumentPackages
import FileWrappers
import Foundation
import JSON
import Testing

/// What `docpkg list` says a single file is: a zipped document by its inner format, or a
/// file merely named like a package (`Spec/CLI/list.md`).
@Suite("List labels of single files")
struct DocumentListEntryLabelTests {
  private func entry(_ name: String, format: String, archive: String?) -> DocumentListEntry {
    DocumentListEntry(
      name: name, format: format, typeIdentifier: "public.data", isPackage: false,
      modificationDate: Date(timeIntervalSince1970: 0), size: 1, attachmentCount: 0,
      quickLook: .notApplicable, conflict: nil, archive: archive)
  }

  @Test(arguments: [
    ("Trip.note.zip", "note", "zipped note document"),
    ("Credits.rtfd.zip", "rtfd", "zipped RTFD document"),
    ("Photo.ptk.zip", "photokeeper", "zipped PhotoKeeper document"),
    ("Report.pages", "package", "zipped Pages document"),
    ("Talk.key", "package", "zipped Keynote document"),
    ("Budget.numbers", "package", "zipped Numbers document"),
    ("Project.scriv.zip", "package", "zipped package document"),
  ])
  func zippedDocumentsSayWhatTheyAre(name: String, format: String, label: String) {
    let line = entry(name, format: format, archive: "zip").renderLine()
    #expect(line.hasSuffix("  " + label), "\(line)")
    #expect(!line.contains("not a package"))
    var json = JSONText()
    entry(name, format: format, archive: "zip").appendJSON(to: &json)
    #expect(json.text.hasPrefix("{\"archive\":\"zip\",\"attachments\":0,"), "\(json.text)")
  }

  @Test func aFileNamedLikeAPackageIsNotOne() {
    let line = entry("Fake.note", format: "note", archive: nil).renderLine()
    #expect(line.hasSuffix("  not a package"), "\(line)")
    var json = JSONText()
    entry("Fake.note", format: "note", archive: nil).appendJSON(to: &json)
    #expect(json.text.hasPrefix("{\"archive\":null,"), "\(json.text)")
  }
}
