import Drawing
import Foundation
import FuzzSupport
import Imaging

/// Fuzzes text layout and drawing (`Canvas.drawText`, `measureText`) and the file icon
/// with styled runs decoded from the input: arbitrary UTF-8 text, odd sizes (zero,
/// negative, NaN, infinite, huge), rectangles partly or wholly outside the canvas, unknown
/// font families.
@main
enum DrawingTextHarness {
  static func main() {
    FuzzMain.run(seeds: DrawingTextSeeds.make, target: drawingTextTarget)
  }
}

/// Families: installed, substituted by fontconfig, and nonsense.
let fuzzFamilies = [
  "DejaVu Sans", "DejaVu Serif", "Helvetica", "Times New Roman", "Menlo", "",
  "No Such Font \u{1F600}", "monospace",
]
/// Lengths in pixels, including the degenerate ones.
let fuzzLengths: [Double] = [
  12, 0, 1, 7.5, 24, 64, 200, 513, -3, .nan, .infinity, -.infinity, 1e300,
]
/// Line-height multiples.
let fuzzMultiples: [Double] = [1, 0, 0.5, 2, 40, -1, .nan, .infinity]

@_cdecl("LLVMFuzzerTestOneInput")
func drawingTextTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let width = input.int(in: 1...320)
  let height = input.int(in: 1...320)
  let rect = PixelRect(
    x: input.int(in: -64...320), y: input.int(in: -64...320),
    width: input.int(in: -8...400), height: input.int(in: -8...400))
  var paragraphs: [TextParagraph] = []
  for _ in 0..<input.int(in: 1...4) {
    var runs: [StyledRun] = []
    for _ in 0..<input.int(in: 1...4) {
      let flags = input.byte()
      let style = TextStyle(
        fontFamily: input.pick(fuzzFamilies), size: input.pick(fuzzLengths),
        bold: flags & 1 != 0, italic: flags & 2 != 0, underline: flags & 4 != 0,
        strikethrough: flags & 8 != 0,
        color: RGBAColor(
          red: input.byte(), green: input.byte(), blue: input.byte(), alpha: input.byte()))
      runs.append(StyledRun(input.string(maximum: 300), style: style))
    }
    paragraphs.append(
      TextParagraph(
        runs: runs, alignment: input.pick(LineAlignment.allCases),
        lineHeightMultiple: input.pick(fuzzMultiples), spacingBefore: input.pick(fuzzLengths),
        spacingAfter: input.pick(fuzzLengths), firstLineHeadIndent: input.pick(fuzzLengths),
        headIndent: input.pick(fuzzLengths)))
  }
  if input.bool() {
    paragraphs = paragraphs.map { $0.scaled(by: input.pick(fuzzMultiples)) }
  }
  var canvas = Canvas(width: width, height: height, background: .white)
  _ = Canvas.measureText(paragraphs, in: rect)
  canvas.drawText(paragraphs, in: rect)
  if input.bool() {
    let icon = FileIcon.render(
      label: FileIcon.label(forFilename: input.string(maximum: 24)),
      size: input.int(in: -4...200))
    canvas.composite(icon, x: input.int(in: -200...320), y: input.int(in: -200...320))
  }
  _ = canvas.makeImage(layout: input.pick(Image.Layout.allCases))
  return 0
}
