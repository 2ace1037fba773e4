import Drawing
import Imaging
import TestSupport
import Testing

/// Random text, styles and rectangles (fixed seed): never crashes, never draws outside.
@Suite("Text drawing fuzz")
struct TextFuzzTests {
  static let pools: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0x00...0x20, 0xA0...0x17F, 0x4E00...0x4E80, 0x1F600...0x1F64F, 0x300...0x36F,
    0x2000...0x206F, 0xE000...0xE010, 0x10FFF0...0x10FFFD,
  ]

  static func randomText(_ generator: inout SplitMix) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...80, using: &generator) {
      let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
      if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) {
        text.append(scalar)
      }
    }
    return String(text)
  }

  @Test func randomInputStaysInsideItsRectangle() {
    var generator = SplitMix(seed: 42)
    let families = ["DejaVu Sans", "Serif", "Monospace", "No Such Font", ""]
    for _ in 0..<60 {
      let runs = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        StyledRun(
          Self.randomText(&generator),
          style: TextStyle(
            fontFamily: families.randomElement(using: &generator) ?? "",
            size: Double.random(in: -5...70, using: &generator),
            bold: Bool.random(using: &generator), italic: Bool.random(using: &generator),
            underline: Bool.random(using: &generator)))
      }
      let alignment = LineAlignment.allCases.randomElement(using: &generator) ?? .left
      let paragraph = TextParagraph(
        runs: runs, alignment: alignment,
        lineHeightMultiple: Double.random(in: 0...3, using: &generator),
        spacingBefore: Double.random(in: -10...20, using: &generator),
        firstLineHeadIndent: Double.random(in: -10...300, using: &generator))
      let rect = PixelRect(
        x: Int.random(in: -20...100, using: &generator),
        y: Int.random(in: -20...100, using: &generator),
        width: Int.random(in: -5...200, using: &generator),
        height: Int.random(in: -5...150, using: &generator))
      var canvas = Canvas(width: 160, height: 120, background: .white)
      canvas.drawText([paragraph, paragraph], in: rect)
      let clip = rect.intersection(canvas.bounds)
      #expect(DrawingTestSupport.ink(in: canvas, rect: clip).outside == 0)
    }
  }
}
