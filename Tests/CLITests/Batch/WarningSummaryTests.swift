import DocumentBatches
import Testing

@testable import docpkg

@Suite("Warning summaries")
struct WarningSummaryTests {
  @Test func kindDropsPathNumbersAndDetails() {
    #expect(
      WarningSummary.kind(
        of: "a/Trip 2.note: QuickLook/Thumbnail.png is invalid (is 300 × 2 (x)); composed instead")
        == "QuickLook/Thumbnail.png is invalid (…); composed instead")
    #expect(WarningSummary.kind(of: "x.ptk: photo 12 of 340 skipped") == "photo # of # skipped")
  }

  @Test func twoThousandOfOneKindShowThreeAndOneCount() {
    var summary = WarningSummary()
    let shown = (0..<2000).filter {
      summary.admit("n\($0).note: QuickLook/Thumbnail.png is invalid (bad CRC); composed instead")
    }
    #expect(shown == [0, 1, 2])
    #expect(summary.hiddenCount == 1997)
    #expect(
      summary.closingLines == [
        "1997 more warnings like this: QuickLook/Thumbnail.png is invalid (…); composed instead"
      ])
  }

  @Test func manyKindsStayWithinTenLines() {
    var summary = WarningSummary()
    var shown = 0
    for kind in 0..<20 {
      for n in 0..<50
      where summary.admit("f\(n): problem \(String(repeating: "z", count: kind + 1))") {
        shown += 1
      }
    }
    #expect(shown == WarningSummary.shownInAll)
    #expect(shown + summary.closingLines.count <= 10)
    #expect(
      summary.closingLines.last == "\(1000 - 6 - 47 - 47 - 50) more warnings of 17 other kinds")
  }
}
