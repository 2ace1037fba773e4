import DocumentPackages
import Foundation
import Imaging
import TestSupport
import Testing

/// Regular files through the registry: the kind each gets, its text, validation and
/// thumbnail, for fixtures made here.
@Suite("Regular-file kinds: text, links, web archives, clippings, any file")
struct FileKindTests {
  /// Writes `bytes` as `name` in `folder` and returns its path.
  static func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  static let webloc = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict><key>URL</key><string>https://example.org/page</string></dict></plist>
    """.utf8)

  /// "Hi" in UTF-16LE with its byte-order mark.
  static let utf16: [UInt8] = [0xFF, 0xFE, 0x48, 0x00, 0x69, 0x00]

  static let cases: [(name: String, bytes: [UInt8], format: String, text: String)] = [
    ("notes.txt", Array("Grüße\r\nzweite Zeile\n".utf8), "text", "Grüße\nzweite Zeile"),
    ("utf16.txt", utf16, "text", "Hi"),
    ("README.md", Array("# Title\n\nBody\n".utf8), "text", "# Title\n\nBody"),
    ("link.webloc", webloc, "link", "https://example.org/page"),
  ]

  @Test(arguments: cases)
  func kindAndText(name: String, bytes: [UInt8], format: String, text: String) throws {
    try withTemporaryDirectory { folder in
      let path = try Self.write(bytes, name, in: folder)
      let report = try PackageValidator().validate(path: path)
      #expect(report.format == format)
      #expect(report.isValid, "\(report.issues)")
      let result = try DocumentText.read(path: path)
      let plain = result.document.exported(as: .plainText)
      #expect(plain.trimmingCharacters(in: .newlines) == text)
    }
  }

  @Test func anyOtherFileIsValidHasNoTextAndGetsTheGenericIcon() throws {
    try withTemporaryDirectory { folder in
      let path = try Self.write([0x00, 0x01, 0x02, 0xFF], "blob.bin", in: folder)
      let report = try PackageValidator().validate(path: path)
      #expect(report.format == "file" && report.isValid)
      #expect(throws: DocumentPackageError.self) { try DocumentText.read(path: path) }
      #expect(DocumentThumbnailer.isDocumentInput(path))
      let maker = DocumentThumbnailer(
        thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 64)))
      let result = try maker.thumbnail(ofDocumentAt: URL(fileURLWithPath: path))
      #expect(result.source == .icon)
      #expect(result.warnings.count == 1)
    }
  }

  @Test func textThumbnailIsAPageWithInk() throws {
    try withTemporaryDirectory { folder in
      let source = (0..<40).map { "let line\($0) = \($0) * 2" }.joined(separator: "\n")
      let path = try Self.write(Array(source.utf8), "main.swift", in: folder)
      let maker = DocumentThumbnailer(
        thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 128)))
      let first = try maker.thumbnail(ofDocumentAt: URL(fileURLWithPath: path))
      let second = try maker.thumbnail(ofDocumentAt: URL(fileURLWithPath: path))
      #expect(first.image == second.image)
      #expect(first.image.width == 128 && first.image.height == 128)
      // Ink (grey glyph pixels) in the top half, white paper in the bottom-right corner.
      var dark = 0
      for y in 0..<64 {
        for x in 0..<128 where first.image.rgba(x: x, y: y).r < 200 { dark += 1 }
      }
      #expect(dark > 20)
      #expect(first.image.rgba(x: 126, y: 126).r > 200)
    }
  }
}
