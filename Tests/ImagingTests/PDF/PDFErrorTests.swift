import Foundation
import Testing

@testable import Imaging

/// Encrypted and damaged PDFs: typed errors with poppler's message, never a crash.
@Suite("PDF errors")
struct PDFErrorTests {
  static let available = Codec.poppler.status.isAvailable

  static var encrypted: Data {
    PDFFixtures.document(
      [.init(content: PDFFixtures.text(["Secret text"]))], info: [("Title", "Hidden")],
      encryption: PDFRC4Encryption(userPassword: "user", ownerPassword: "owner"))
  }

  @Test(.enabled(if: available)) func encryptedOpensLockedAndUnlocksWithThePassword() throws {
    let document = try PDFDocument(data: Self.encrypted)
    #expect(document.isLocked && document.isEncrypted)
    #expect(document.pageCount == 0)
    #expect(throws: PDFError.passwordRequired) { try document.text() }
    #expect(!document.unlock(withPassword: "wrong"))
    #expect(document.unlock(withPassword: "user"))
    #expect(!document.isLocked && document.isEncrypted)
    #expect(try document.text() == "Secret text\n\u{0C}")
    #expect(document.documentAttributes.title == "Hidden")
  }

  @Test(.enabled(if: available)) func encryptedThroughImageDecoderIsBadData() throws {
    #expect(
      throws: ImageDecodingError.unsupported(
        format: .pdf, feature: "encryption (the document needs a password)")
    ) { try ImageDecoder.decode(Self.encrypted) }
  }

  @Test(
    .enabled(if: available),
    arguments: [
      Data("%PDF-1.4\nthis is not a PDF at all\n".utf8),
      Data("%PDF-".utf8),
      PDFFixtures.document([.init(content: PDFFixtures.redLeftHalf)]).prefix(40),
    ])
  func damagedIsATypedErrorWithPopplersMessage(data: Data) throws {
    do {
      _ = try PDFDocument(data: data)
      Issue.record("opened a damaged PDF")
    } catch let error as PDFError {
      guard case .damaged(let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(!message.isEmpty)
      #expect(error.description.hasPrefix("not a readable PDF: "))
    }
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data) }
  }
}
