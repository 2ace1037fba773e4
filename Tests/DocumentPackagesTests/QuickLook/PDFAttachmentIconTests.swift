import DocumentPackages
import Foundation
import Imaging
import RichText
import TestSupport
import Testing

/// A PDF as a note's first attachment shows its first page in the icon, as macOS QuickLook
/// does, instead of the generic file icon.
@Suite("PDF attachment in a package icon")
struct PDFAttachmentIconTests {
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
}
