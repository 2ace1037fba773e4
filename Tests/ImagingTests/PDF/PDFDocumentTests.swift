import Foundation
import Testing

@testable import Imaging

/// PDFs made by ``PDFFixtures``: text, metadata, page geometry, rendering by pixels,
/// encrypted and damaged files. Needs libpoppler-glib8 (skips without it).
@Suite("PDF through poppler-glib")
struct PDFDocumentTests {
  static let available = Codec.poppler.status.isAvailable

  static func document(_ pages: [PDFFixtures.Page], info: [(String, String)] = []) throws
    -> PDFDocument
  {
    try PDFDocument(data: PDFFixtures.document(pages, info: info))
  }

  @Test(.enabled(if: available)) func textOfEveryPageInReadingOrder() throws {
    let document = try Self.document([
      .init(content: PDFFixtures.text(["Hello PDF", "second line"])),
      .init(content: PDFFixtures.text(["Page two"])),
      .init(content: PDFFixtures.text(["Page three"])),
    ])
    #expect(document.pageCount == 3)
    #expect(
      try document.text() == "Hello PDF\nsecond line\n\u{0C}Page two\n\u{0C}Page three\n\u{0C}")
    #expect(try document.text(pages: 1..<2) == "Page two\n\u{0C}")
    // A range past the end stops at the last page; one starting past it is refused.
    #expect(try document.text(pages: 2..<10) == "Page three\n\u{0C}")
    #expect(throws: PDFError.pageOutOfRange(index: 3, pageCount: 3)) {
      try document.text(pages: 3..<4)
    }
    #expect(throws: PDFError.pageOutOfRange(index: 5, pageCount: 3)) { try document.page(at: 5) }
  }

  @Test(.enabled(if: available)) func documentAttributes() throws {
    let document = try Self.document(
      [.init(content: "")],
      info: [
        ("Title", "A title"), ("Author", "Ann Author"), ("Producer", "docpkg tests"),
        ("Creator", "hand"), ("CreationDate", "D:20240102030405Z"),
        ("ModDate", "D:20240203040506+01'00'"),
      ])
    let attributes = document.documentAttributes
    #expect(attributes.title == "A title")
    #expect(attributes.author == "Ann Author")
    #expect(attributes.producer == "docpkg tests")
    #expect(attributes.creator == "hand")
    #expect(attributes.subject == nil)
    #expect(attributes.creationDate == Date(timeIntervalSince1970: 1_704_164_645))
    #expect(attributes.modificationDate == Date(timeIntervalSince1970: 1_706_929_506))
    #expect(document.majorVersion == 1 && document.minorVersion == 4)
    #expect(!document.isEncrypted && !document.isLocked)
    #expect(document.allowsCopying && document.allowsPrinting)
  }

  @Test(.enabled(if: available)) func thumbnailIsWhitePaperWithTheRectangle() throws {
    let page = try Self.document([.init(content: PDFFixtures.redLeftHalf)]).page(at: 0)
    #expect(page.bounds(for: .cropBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
    let image = try page.thumbnail(of: CGSize(width: 256, height: 256), for: .cropBox)
    #expect(image.width == 256 && image.height == 128 && image.layout == .rgb)
    #expect(PDFTestPixels.isRed(image.rgba(x: 60, y: 64)))
    #expect(PDFTestPixels.isWhite(image.rgba(x: 200, y: 64)))
  }

  @Test(.enabled(if: available)) func rotationTurnsThePageClockwise() throws {
    let page = try Self.document([.init(content: PDFFixtures.redLeftHalf, rotate: 90)])
      .page(at: 0)
    #expect(page.displaySize == CGSize(width: 100, height: 200))
    let image = try page.thumbnail(of: CGSize(width: 256, height: 256), for: .cropBox)
    #expect(image.width == 128 && image.height == 256)
    // The page's left half is its top half once turned a quarter clockwise.
    #expect(PDFTestPixels.isRed(image.rgba(x: 64, y: 60)))
    #expect(PDFTestPixels.isWhite(image.rgba(x: 64, y: 200)))
  }

  @Test(.enabled(if: available)) func cropBoxLimitsWhatIsShown() throws {
    // Crop to x 50–150: the red half becomes the left half of a square.
    let page = try Self.document([
      .init(content: PDFFixtures.redLeftHalf, cropBox: "50 0 150 100")
    ]).page(at: 0)
    #expect(page.bounds(for: .cropBox) == CGRect(x: 50, y: 0, width: 100, height: 100))
    let image = try page.thumbnail(of: CGSize(width: 100, height: 100), for: .cropBox)
    #expect(image.width == 100 && image.height == 100)
    #expect(PDFTestPixels.isRed(image.rgba(x: 25, y: 50)))
    #expect(PDFTestPixels.isWhite(image.rgba(x: 75, y: 50)))
  }

  @Test(.enabled(if: available)) func transparentContentLiesOnWhitePaper() throws {
    // 50 % opaque black through an ExtGState would need resources; an empty page is all
    // transparent content, and must come out white, never black.
    let image = try Self.document([.init(content: "")]).page(at: 0)
      .thumbnail(of: CGSize(width: 64, height: 64), for: .cropBox)
    #expect(
      (0..<image.height).allSatisfy { y in
        (0..<image.width).allSatisfy { PDFTestPixels.isWhite(image.rgba(x: $0, y: y)) }
      })
  }

  @Test(.enabled(if: available)) func imageDecoderRendersTheFirstPage() throws {
    let data = PDFFixtures.document([.init(content: PDFFixtures.redLeftHalf)])
    #expect(ImageFormat(sniffing: data.prefix(12)) == .pdf)
    let full = try ImageDecoder.decode(data)
    #expect(full.width == 200 && full.height == 100)
    let thumbnail = try Thumbnailer(geometry: ThumbnailGeometry(size: 64)).thumbnail(data: data)
    #expect(thumbnail.width == 64 && thumbnail.height == 32)
    #expect(PDFTestPixels.isRed(thumbnail.rgba(x: 10, y: 16)))
    // A page too large for the pixel limit at 72 dpi is refused before rendering.
    let huge = PDFFixtures.document([.init(content: "", mediaBox: "0 0 14400 14400")])
    #expect(throws: ImageDecodingError.tooManyPixels(width: 14400, height: 14400, limit: 1_000_000))
    {
      try ImageDecoder.decode(huge, options: DecodingOptions(pixelLimit: 1_000_000))
    }
  }
}

/// Colour checks with some tolerance for antialiasing.
enum PDFTestPixels {
  static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    p.r > 240 && p.g < 16 && p.b < 16
  }

  static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    p.r > 250 && p.g > 250 && p.b > 250
  }
}
