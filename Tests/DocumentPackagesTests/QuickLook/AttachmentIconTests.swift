import DocumentPackages
import Foundation
import Imaging
import RichText
import TestSupport
import Testing

/// A PDF or a movie as a note's first attachment shows its first page or poster frame in the
/// icon, as macOS QuickLook does, instead of the generic file icon.
@Suite("Attachment pictures in a package icon")
struct AttachmentIconTests {
  /// The RGB bytes of the icon's bottom half (the attachment's place) of a note whose first
  /// attachment is `data` named `name`.
  static func attachmentHalf(_ data: Data, name: String) throws -> [UInt8] {
    let note = NoteDocument()
    note.setText(AttributedDocument(paragraphs: [Paragraph(runs: [TextRun(text: "Trip")])]))
    _ = note.addAttachment(data: data, preferredName: name)
    let image = try ImageDecoder.decode(try note.composedThumbnailPNG())
    let channels = image.layout.channels
    return Array(image.pixels[(image.height / 2 * image.width * channels)...])
  }

  @Test(.enabled(if: Codec.poppler.status.isAvailable))
  func firstPageIsDrawn() throws {
    let pdf = MiniPDF.document(pages: ["PAGE ONE OF THE REPORT", "second page"])
    let page = try Self.attachmentHalf(pdf, name: "report.pdf")
    // A PDF that does not open gets the generic "PDF" file icon instead.
    let icon = try Self.attachmentHalf(Data("%PDF-1.4 junk".utf8), name: "report.pdf")
    #expect(page != icon, "the page, not the generic icon")
    // The page's text: dark pixels on the white paper.
    #expect(page.contains { $0 < 96 })
  }

  /// The corpus Live Photo's movie (an iPhone 7 clip) attached to a note: its poster frame,
  /// not the generic "MOV" icon a movie that does not decode gets.
  @Test func movieShowsItsPosterFrame() throws {
    guard let movie = ProjectPaths.corpus("video/devilhtc__EE367-livephoto/07.mov"),
      Codec.avformat.status.isAvailable, Codec.avcodec.status.isAvailable
    else { return }
    let frame = try Self.attachmentHalf(try Data(contentsOf: movie), name: "clip.mov")
    let icon = try Self.attachmentHalf(Data("not a movie".utf8), name: "clip.mov")
    #expect(frame != icon, "the poster frame, not the generic icon")
    // A photo: many distinct colours, where the icon has a handful.
    var colours = Set<Int>()
    for index in stride(from: 0, to: frame.count - 2, by: 3) {
      let red = Int(frame[index]) << 16
      let green = Int(frame[index + 1]) << 8
      colours.insert(red | green | Int(frame[index + 2]))
    }
    #expect(colours.count > 500)
  }
}
