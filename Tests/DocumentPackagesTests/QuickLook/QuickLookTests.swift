import DocumentPackages
import Foundation
import Testing

@Suite("QuickLook helpers")
struct QuickLookTests {
  @Test func summaryOfAValidPNG() throws {
    let png = TinyPNG.make(
      width: 512, height: 512, text: [("docpkg-source", "v1 x"), ("Software", "é")])
    let summary = try PNGSummary(data: png)
    #expect(summary.width == 512)
    #expect(summary.height == 512)
    #expect(summary.bitDepth == 8)
    #expect(summary.colorType == 0)
    #expect(!summary.isInterlaced)
    #expect(summary.text == ["docpkg-source": "v1 x", "Software": "é"])
  }

  @Test func pythonPillowReadsTinyPNG() throws {
    // The builder itself must make real PNGs, or the other tests prove nothing.
    let python = URL(fileURLWithPath: "/usr/bin/python3")
    guard FileManager.default.isExecutableFile(atPath: python.path) else { return }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tiny-\(UUID().uuidString).png")
    try TinyPNG.make(width: 7, height: 3).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let process = Process()
    process.executableURL = python
    process.arguments = [
      "-c",
      "import sys\ntry:\n from PIL import Image\nexcept ImportError:\n sys.exit(0)\nim=Image.open(sys.argv[1]); im.load(); sys.exit(0 if im.size==(7,3) else 1)",
      url.path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func corruptPNGsAreRefused() throws {
    let good = TinyPNG.make(width: 4, height: 4)
    #expect(throws: PNGSummaryError.notPNG) { try PNGSummary(data: Data("GIF89a".utf8)) }
    var badCRC = good
    badCRC[good.count - 20] ^= 0xFF  // inside IDAT
    #expect(throws: PNGSummaryError.self) { try PNGSummary(data: badCRC) }
    #expect(throws: PNGSummaryError.missingEnd) {
      try PNGSummary(data: good.prefix(good.count - 12))
    }
    for length in 0..<good.count {
      #expect(throws: PNGSummaryError.self) { try PNGSummary(data: good.prefix(length)) }
    }
    var noData = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.be(1)
    header.be(1)
    header.append(contentsOf: [8, 0, 0, 0, 0])
    noData.append(TinyPNG.chunk("IHDR", header))
    noData.append(TinyPNG.chunk("IEND", Data()))
    #expect(throws: PNGSummaryError.missingImageData) { try PNGSummary(data: noData) }
    let badDepth = TinyPNG.make(width: 2, height: 2, colorType: 5)
    #expect(throws: PNGSummaryError.invalidHeader(reason: "colour type 5 with bit depth 8")) {
      try PNGSummary(data: badDepth)
    }
  }

  @Test func fingerprintValues() {
    let rtf = Data("{\\rtf1 hello}".utf8)
    let none = QuickLookFingerprint(textRTF: rtf, firstAttachment: nil)
    #expect(none.value.hasPrefix("v1 text="))
    #expect(none.value.hasSuffix(":13 first=-"))
    let photo = QuickLookFingerprint(textRTF: rtf, firstAttachment: ("My photo: ü.jpg", 42))
    #expect(photo.value.hasSuffix(" first=My%20photo%3A%20%C3%BC.jpg:42"))
    #expect(photo.value.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(photo != none)
    #expect(QuickLookFingerprint(textRTF: rtf, firstAttachment: ("My photo: ü.jpg", 42)) == photo)
    #expect(QuickLookFingerprint(textRTF: rtf + [0x20], firstAttachment: nil) != none)
  }

  @Test func layoutRects() {
    let text = NoteThumbnailLayout.textRect(hasAttachment: true)
    let attachment = NoteThumbnailLayout.attachmentRect
    #expect(text.y + text.height <= NoteThumbnailLayout.size / 2)
    #expect(attachment.y >= NoteThumbnailLayout.size / 2)
    #expect(
      attachment.y + attachment.height == NoteThumbnailLayout.size - NoteThumbnailLayout.margin)
    #expect(NoteThumbnailLayout.textRect(hasAttachment: false).height == 448)
  }

  @Test func validationReportOrderAndValidity() {
    let report = ValidationReport(
      path: "Trip.note", format: "note",
      issues: [
        ValidationIssue(
          rule: "NOTE-15", severity: .warning, path: "junk", message: "unexpected entry"),
        ValidationIssue(rule: "NOTE-2", severity: .error, path: "Text.rtf", message: "missing"),
        ValidationIssue(rule: "NOTE-10", severity: .warning, path: "QuickLook", message: "missing"),
      ])
    #expect(report.issues.map(\.rule) == ["NOTE-2", "NOTE-10", "NOTE-15"])
    #expect(!report.isValid)
    #expect(report.errors.count == 1)
    #expect(report.issues[0].description == "error NOTE-2 Text.rtf: missing")
    #expect(ValidationReport(path: "a", format: "note", issues: report.warnings).isValid)
  }
}
