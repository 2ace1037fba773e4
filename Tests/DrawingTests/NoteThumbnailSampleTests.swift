import Drawing
import Foundation
import Imaging
import Testing

/// Composes a note thumbnail the way DocumentPackages will: white 512×512, the note's text
/// in the top half, the first attachment (here a file icon or a generated picture) below.
@Suite("Note thumbnail sample")
struct NoteThumbnailSampleTests {
  static func noteParagraphs() -> [TextParagraph] {
    [
      TextParagraph(
        runs: [
          StyledRun(
            "Lisbon, April", style: TextStyle(fontFamily: "Helvetica", size: 26, bold: true))
        ],
        spacingAfter: 6),
      TextParagraph(
        runs: [
          StyledRun("Packing: ", style: TextStyle(fontFamily: "Helvetica", size: 15, italic: true)),
          StyledRun(
            DrawingTestSupport.noteText,
            style: TextStyle(fontFamily: "Helvetica", size: 15, color: RGBAColor(gray: 40))),
        ]),
    ]
  }

  static func compose(attachment: Image?, label: String, fonts: FontCache = .shared) -> (
    Canvas, TextLayoutResult
  ) {
    var canvas = Canvas(width: 512, height: 512, background: .white)
    let result = canvas.drawText(
      noteParagraphs(), in: PixelRect(x: 24, y: 20, width: 464, height: 236), fonts: fonts)
    let bottom = PixelRect(x: 0, y: 256, width: 512, height: 256)
    if let attachment {
      canvas.composite(attachment, centeredIn: bottom.insetBy(dx: 16, dy: 16))
    } else {
      canvas.drawFileIcon(label: label, in: bottom.insetBy(dx: 16, dy: 16), fonts: fonts)
    }
    return (canvas, result)
  }

  /// A 300×200 gradient with a translucent disc, standing in for a decoded photo.
  static func samplePicture() -> Image {
    var image = Image(width: 300, height: 200, layout: .rgba)
    for y in 0..<200 {
      for x in 0..<300 {
        let index = (y * 300 + x) * 4
        let dx = x - 150
        let dy = y - 100
        let inDisc = dx * dx + dy * dy < 70 * 70
        image.pixels[index] = UInt8(x * 255 / 299)
        image.pixels[index + 1] = UInt8(y * 255 / 199)
        image.pixels[index + 2] = inDisc ? 255 : 120
        image.pixels[index + 3] = inDisc ? 160 : 255
      }
    }
    return image
  }

  @Test func composesTextAndAttachment() {
    let (withIcon, result) = Self.compose(attachment: nil, label: "pdf")
    #expect(result.lineCount >= 6)
    #expect(!result.isGreeked)
    #expect(withIcon.color(x: 256, y: 330) == RGBAColor(gray: 252))  // the page
    let (withPicture, _) = Self.compose(attachment: Self.samplePicture(), label: "")
    #expect(withPicture.color(x: 106, y: 284) == RGBAColor(red: 0, green: 0, blue: 120))
    DrawingTestSupport.dump(withIcon.makeImage(layout: .rgb), name: "note-icon")
    DrawingTestSupport.dump(withPicture.makeImage(layout: .rgb), name: "note-picture")
    let (greeked, _) = Self.compose(
      attachment: nil, label: "zip", fonts: FontCache(source: .unavailable))
    DrawingTestSupport.dump(greeked.makeImage(layout: .rgb), name: "note-greeked")
  }
}
