import AppKitText
import FileWrappers
import Foundation
import TestSupport
import Testing

/// RTFD through `fileWrapper(from:documentAttributes:)`, `init(rtfdFileWrapper:)`, flat RTFD
/// data and `init(url:)`.
@Suite("NSAttributedString RTFD")
struct RTFDEntryPointTests {
  /// "See " + photo + " and " + folder attachment + " and photo again".
  static func sample() -> (NSAttributedString, FileWrapper) {
    let photo = FileWrapper(regularFileWithContents: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
    photo.preferredFilename = "beach.jpg"
    let folder = FileWrapper(directoryWithFileWrappers: [
      "TXT.rtf": FileWrapper(regularFileWithContents: Data("{\\rtf1 inner}".utf8))
    ])
    folder.preferredFilename = "Inner.rtfd"
    let text = NSMutableAttributedString(string: "See ")
    let first = NSTextAttachment(fileWrapper: photo)
    first.bounds = CGRect(x: 0, y: 0, width: 64, height: 48)
    text.append(NSAttributedString(attachment: first))
    text.append(NSAttributedString(string: " and "))
    text.append(NSAttributedString(attachment: NSTextAttachment(fileWrapper: folder)))
    text.append(NSAttributedString(string: " and again "))
    text.append(NSAttributedString(attachment: first))
    // A second, different file with the same name gets a collision key.
    let other = FileWrapper(regularFileWithContents: Data("other".utf8))
    other.preferredFilename = "beach.jpg"
    text.append(NSAttributedString(attachment: NSTextAttachment(fileWrapper: other)))
    // Contents without a file wrapper get a name from their type.
    text.append(
      NSAttributedString(
        attachment: NSTextAttachment(data: Data("%PDF".utf8), ofType: "com.adobe.pdf")))
    return (text, photo)
  }

  static var rtfd: [NSAttributedString.DocumentAttributeKey: Any] {
    [.documentType: NSAttributedString.DocumentType.rtfd]
  }

  @Test func fileWrapperRoundTrip() throws {
    let (text, photo) = Self.sample()
    let all = NSRange(location: 0, length: text.length)
    let package = try text.fileWrapper(from: all, documentAttributes: Self.rtfd)
    let keys = try #require(package.fileWrappers?.keys.sorted())
    #expect(
      keys == ["1__#$!@%!#__beach.jpg", "Attachment.pdf", "Inner.rtfd", "TXT.rtf", "beach.jpg"])
    // The app's own wrapper is copied, not moved.
    #expect(package.fileWrappers?["beach.jpg"] !== photo)
    let txt = try #require(package.fileWrappers?["TXT.rtf"]?.regularFileContents)
    #expect(
      String(decoding: txt, as: UTF8.self).contains(
        "\\NeXTGraphic beach.jpg \\width1280 \\height960"))

    var info: NSDictionary?
    let back = try #require(NSAttributedString(rtfdFileWrapper: package, documentAttributes: &info))
    #expect(back.string == text.string)
    var found: [String] = []
    back.enumerateAttribute(.attachment, in: NSRange(location: 0, length: back.length), options: [])
    {
      value, _, _ in
      guard let attachment = value as? NSTextAttachment else { return }
      found.append(attachment.fileWrapper?.preferredFilename ?? "?")
    }
    // The second beach.jpg is stored under its collision key but keeps its preferred name.
    #expect(found == ["beach.jpg", "Inner.rtfd", "beach.jpg", "beach.jpg", "Attachment.pdf"])
    let second = try #require(
      back.attributes(at: back.length - 2, effectiveRange: nil)[.attachment] as? NSTextAttachment)
    #expect(second.contents == Data("other".utf8))
    #expect(second.fileWrapper === package.fileWrappers?["1__#$!@%!#__beach.jpg"])
    let firstAttachment = try #require(
      back.attributes(at: 4, effectiveRange: nil)[.attachment] as? NSTextAttachment)
    #expect(firstAttachment.contents == photo.regularFileContents)
    #expect(firstAttachment.bounds.size == CGSize(width: 64, height: 48))
    #expect(
      (info as? [NSAttributedString.DocumentAttributeKey: Any])?[.documentType]
        as? NSAttributedString.DocumentType == .rtfd)
  }

  @Test func flatRTFDAndFilesOnDisk() throws {
    let (text, _) = Self.sample()
    let all = NSRange(location: 0, length: text.length)
    let flat = try text.data(from: all, documentAttributes: Self.rtfd)
    #expect(flat.starts(with: Array("rtfd".utf8)))
    #expect(text.rtfd(from: all) == flat)
    let back = try NSAttributedString(data: flat, options: [:], documentAttributes: nil)
    #expect(back.string == text.string)
    #expect(NSAttributedString(rtfd: flat, documentAttributes: nil)?.string == text.string)

    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("Saved.rtfd")
      let wrapper = try #require(text.rtfdFileWrapper(from: all))
      try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
      let loaded = try NSAttributedString(url: url, options: [:], documentAttributes: nil)
      #expect(loaded.string == text.string)
      #expect(throws: AttributedStringDocumentError.self) {
        try NSAttributedString(
          url: folder.appendingPathComponent("missing.rtf"), options: [:], documentAttributes: nil)
      }
      let empty = folder.appendingPathComponent("Empty.rtfd")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
      #expect(throws: AttributedStringDocumentError.missingRTFDText) {
        try NSAttributedString(url: empty, options: [:], documentAttributes: nil)
      }
    }
  }

  @Test func missingAttachmentFilesKeepTheirNames() throws {
    var rtf = Data("{\\rtf1 a{{\\NeXTGraphic gone.png \\width20 \\height20}".utf8)
    rtf.append(0xAC)
    rtf.append(contentsOf: Data("}b}".utf8))
    let package = FileWrapper(directoryWithFileWrappers: [
      "TXT.rtf": FileWrapper(regularFileWithContents: rtf)
    ])
    let text = try #require(NSAttributedString(rtfdFileWrapper: package, documentAttributes: nil))
    #expect(text.string == "a\u{FFFC}b")
    let attachment = try #require(
      text.attributes(at: 1, effectiveRange: nil)[.attachment] as? NSTextAttachment)
    #expect(attachment.fileWrapper == nil)
    #expect(attachment.attachmentFileName == "gone.png")
    // Such an attachment has no file to write: RTFD keeps its cell, as the original had it.
    let again = try text.fileWrapper(
      from: NSRange(location: 0, length: text.length), documentAttributes: Self.rtfd)
    #expect(again.fileWrappers?.keys.sorted() == ["TXT.rtf"])
    let reread = try #require(NSAttributedString(rtfdFileWrapper: again, documentAttributes: nil))
    #expect(reread.string == "a\u{FFFC}b")
  }
}

extension RTFDEntryPointTests {
  @Test func mutableStringsReadFromURLs() throws {
    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("a.rtf")
      try Data("{\\rtf1 from disk}".utf8).write(to: url)
      let text = NSMutableAttributedString(string: "old")
      try text.read(from: url, options: [:], documentAttributes: nil)
      #expect(text.string == "from disk")
      #expect(throws: AttributedStringDocumentError.self) {
        try text.read(
          from: folder.appendingPathComponent("none.rtf"), options: [:], documentAttributes: nil)
      }
      #expect(text.string == "from disk")
      #expect(NSAttributedString.textTypes.contains("public.rtf"))
    }
  }
}
