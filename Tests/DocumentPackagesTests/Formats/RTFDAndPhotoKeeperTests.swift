import DocumentPackages
import Foundation
import Imaging
import TestSupport
import Testing

@Suite("RTFD and PhotoKeeper documents")
struct RTFDAndPhotoKeeperTests {
  @Test func rtfdWithAttachmentRoundTripsThroughFolderAndFlatForms() throws {
    try withTemporaryDirectory { folder in
      let png = try Fixtures.gradientPNG(width: 40, height: 20)
      let source = try Fixtures.write(png, "dot.png", in: folder)
      let rtfd = RTFDDocument(text: TextImport.plainText("Credits"))
      #expect(try rtfd.addAttachment(contentsOf: source) == "dot.png")
      #expect(try rtfd.addAttachment(contentsOf: source) == "dot 1.png")
      let url = folder.appendingPathComponent("Credits.rtfd")
      try rtfd.save(to: url)
      let text = try String(contentsOf: url.appendingPathComponent("TXT.rtf"), encoding: .isoLatin1)
      #expect(text.contains("\\NeXTGraphic dot.png \\width800 \\height400"))
      let reopened = try RTFDDocument(url: url)
      #expect(try reopened.referencedNames() == ["dot.png", "dot 1.png"])
      #expect(try reopened.contents(ofAttachment: "dot 1.png") == png)
      let flat = try #require(reopened.flatRepresentation())
      let flatURL = try Fixtures.write(flat, "Credits.flat", in: folder)
      let fromFlat = try RTFDDocument(url: flatURL)
      #expect(fromFlat.isFlat)
      #expect(try fromFlat.attachments().map(\.name) == ["dot.png", "dot 1.png"])
      #expect(try fromFlat.text().document.string.hasPrefix("Credits"))
    }
  }

  @Test func collisionPrefixIsHiddenInDisplayNames() {
    #expect(RTFDDocument.displayName(forKey: "1__#$!@%!#__dot.gif") == "dot.gif")
    #expect(RTFDDocument.displayName(forKey: "dot.gif") == "dot.gif")
    #expect(RTFDDocument.displayName(forKey: "__#$!@%!#__dot.gif") == "__#$!@%!#__dot.gif")
  }

  @Test func attachmentNameClimbingOutIsRefused() throws {
    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("Bad.rtfd")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      try Fixtures.write(
        "{\\rtf1\\ansi {{\\NeXTGraphic ../x \\width20 \\height20}\u{AC}}}", "TXT.rtf", in: url)
      let rtfd = try RTFDDocument(url: url)
      let error = try #require(throws: DocumentPackageError.self) { try rtfd.attachments() }
      #expect(error.cause == .unsafeName(name: "../x"))
      #expect(throws: DocumentPackageError.self) {
        try DocumentUnpacker.unpack(url, to: folder.appendingPathComponent("out"))
      }
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
    }
  }

  @Test func missingTXTIsAnError() throws {
    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("Empty.rtfd")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      let error = try #require(throws: DocumentPackageError.self) { try RTFDDocument(url: url) }
      #expect(error.cause == .missingEntry(name: "TXT.rtf"))
    }
  }

  @Test func photoKeeperDocumentKeepsPNGAndMakes145Thumbnail() throws {
    try withTemporaryDirectory { folder in
      let png = try Fixtures.gradientPNG(width: 300, height: 150)
      let document = try PhotoKeeperDocument(photo: png)
      #expect(document.data.photo == png)
      let thumbnail = try ImageDecoder.decode(try #require(document.metadata.thumbnail))
      #expect(thumbnail.width == 145 && thumbnail.height == 145)
      let url = folder.appendingPathComponent("Beach.ptk")
      try document.save(to: url)
      #expect(Fixtures.tree(url) == ["photo.data", "photo.metadata"])
      let reopened = try PhotoKeeperDocument(url: url)
      #expect(reopened.data.photo == png && reopened.data.version == 1)
      #expect(throws: DocumentPackageError.self) {
        try PhotoKeeperDocument(photo: Data("not an image".utf8))
      }
    }
  }

  @Test func genericPackageThumbnailCandidates() throws {
    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("Report.pages")
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("QuickLook"), withIntermediateDirectories: true)
      try Fixtures.write("broken", "Thumbnail.png", in: url.appendingPathComponent("QuickLook"))
      try Fixtures.write(try Fixtures.gradientPNG(), "preview.jpg", in: url)
      let maker = DocumentThumbnailer(
        thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 32)))
      let result = try maker.thumbnail(ofDocumentAt: url)
      #expect(result.source == .packagePreview)
      #expect(result.warnings.count == 1)
      try FileManager.default.removeItem(at: url.appendingPathComponent("preview.jpg"))
      #expect(try maker.thumbnail(ofDocumentAt: url).source == .icon)
    }
  }
}
