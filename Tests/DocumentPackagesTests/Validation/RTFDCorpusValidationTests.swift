import DocumentPackages
import Foundation
import TestSupport
import Testing

/// Every real RTFD package in `corpus/rtfd` inspects and validates. Findings are printed;
/// the only ones expected are the missing cells of `democracycrisis.rtfd` (RTFD-5), which
/// TextEdit also shows as empty cells.
@Suite("Validation: RTFD corpus")
struct RTFDCorpusValidationTests {
  @Test func corpusPackagesInspectAndValidate() throws {
    guard let folder = ProjectPaths.corpus("rtfd") else {
      print("corpus/rtfd not found (set CORPUS_DIR); skipping")
      return
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".rtfd") }.sorted()
    #expect(!names.isEmpty)
    for name in names {
      let url = folder.appendingPathComponent(name)
      let report = try PackageValidator().validate(url: url)
      let inspection = try DocumentInspector().inspect(path: url.path)
      print("\(name): \(report.isValid ? "valid" : "invalid"), \(report.issues.count) findings")
      for issue in report.issues { print("  \(issue)") }
      #expect(report.format == "rtfd")
      #expect(report.isValid, "\(name): \(report.errors)")
      #expect(inspection.text != nil, "\(name)")
      #expect(inspection.issues == report.issues)
      let unexpected = report.issues.filter {
        !(name == "democracycrisis.rtfd" && $0.rule == "RTFD-5")
      }
      #expect(unexpected == [], "\(name)")
    }
  }
}
