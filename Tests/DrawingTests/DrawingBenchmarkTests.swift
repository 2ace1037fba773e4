import Drawing
import Foundation
import Imaging
import Testing

/// Timings for Benchmarks/drawing-text.sh; skipped unless `DOCPKG_DRAWING_BENCH=1`
/// (run them with `swift test -c release`).
@Suite("Drawing benchmark")
struct DrawingBenchmarkTests {
  static let enabled = ProcessInfo.processInfo.environment["DOCPKG_DRAWING_BENCH"] == "1"

  /// Median wall time of `body` over `runs` runs, in milliseconds.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      let duration = clock.measure(body)
      let (seconds, attoseconds) = duration.components
      samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  @Test func measure() {
    guard Self.enabled else { return }
    let paragraphs = NoteThumbnailSampleTests.noteParagraphs()
    let characters = paragraphs.flatMap(\.runs).reduce(0) { $0 + $1.text.count }
    let rect = PixelRect(x: 24, y: 20, width: 464, height: 236)
    let blank = Canvas(width: 512, height: 512, background: .white)
    var rows: [(String, Double)] = []
    rows.append(
      (
        "canvas 512×512 white (allocate + fill)",
        Self.median(runs: 200) { _ = Canvas(width: 512, height: 512, background: .white) }
      ))
    rows.append(
      (
        "drawText, \(characters) chars, warm shared cache",
        Self.median(runs: 200) {
          var canvas = blank
          canvas.drawText(paragraphs, in: rect)
        }
      ))
    rows.append(
      (
        "drawText, cold (new FontCache: FT init, face load, glyph render)",
        Self.median(runs: 30) {
          var canvas = blank
          canvas.drawText(paragraphs, in: rect, fonts: FontCache())
        }
      ))
    rows.append(
      (
        "drawText greeked (no fonts)",
        Self.median(runs: 200) {
          var canvas = blank
          canvas.drawText(paragraphs, in: rect, fonts: FontCache(source: .unavailable))
        }
      ))
    rows.append(
      (
        "FileIcon.render(label: \"PDF\", size: 256)",
        Self.median(runs: 100) { _ = FileIcon.render(label: "PDF", size: 256) }
      ))
    let picture = NoteThumbnailSampleTests.samplePicture()
    rows.append(
      (
        "full note thumbnail: canvas + text + 300×200 RGBA composite + makeImage(.rgb)",
        Self.median(runs: 100) {
          _ = NoteThumbnailSampleTests.compose(attachment: picture, label: "").0.makeImage(
            layout: .rgb)
        }
      ))
    rows.append(
      (
        "full note thumbnail with file icon + makeImage(.rgb)",
        Self.median(runs: 100) {
          _ = NoteThumbnailSampleTests.compose(attachment: nil, label: "pdf").0.makeImage(
            layout: .rgb)
        }
      ))
    var report = "| operation | median ms |\n|---|---:|\n"
    for (name, milliseconds) in rows {
      report += "| \(name) | \(String(format: "%.3f", milliseconds)) |\n"
    }
    print(report)
    if let path = ProcessInfo.processInfo.environment["DOCPKG_DRAWING_BENCH_OUT"] {
      try? report.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}
