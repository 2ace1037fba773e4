import AppKitText
import Foundation
import RichText
import Testing

/// RTF through `NSAttributedString(data:options:documentAttributes:)`,
/// `data(from:documentAttributes:)` and `rtf(from:documentAttributes:)`.
@Suite("NSAttributedString RTF")
struct RTFEntryPointTests {
  static let sample = #"""
    {\rtf1\ansi\ansicpg1252\cocoartf2822
    {\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fnil\fcharset0 Menlo-Regular;}
    {\colortbl;\red255\green255\blue255;\red255\green0\blue0;\red0\green0\blue255;}
    {\info{\title Trip}{\author Ann}{\keywords beach, sun}{\creatim\yr2024\mo3\dy1\hr9\min30\sec0}}
    \pard\qc\f0\fs24 Plain \b bold\b0  \i italic\i0  \ul under\ulnone  \cf2 red\cf0 \par
    \pard\ql\f1\fs36 Big mono {\field{\*\fldinst{HYPERLINK "https://example.com/a"}}{\fldrslt link}}\par
    \pard\qr\f0\fs24 pic {{\NeXTGraphic beach.jpg \width2000 \height1000}\'ac} end\super 2\nosupersub}
    """#

  static func read(_ rtf: String) throws -> (NSAttributedString, NSDictionary?) {
    var info: NSDictionary?
    let text = try NSAttributedString(
      data: Data(rtf.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
      documentAttributes: &info)
    return (text, info)
  }

  static func attributes(_ text: NSAttributedString, at substring: String)
    -> [NSAttributedString.Key: Any]
  {
    let location = (text.string as NSString).range(of: substring).location
    return text.attributes(at: location, effectiveRange: nil)
  }

  @Test func readingMapsEveryModelledAttribute() throws {
    let (text, info) = try Self.read(Self.sample)
    #expect(text.string == "Plain bold italic under red\nBig mono link\npic \u{FFFC} end2")
    let plain = Self.attributes(text, at: "Plain")
    let font = try #require(plain[.font] as? NSFont)
    #expect(font.fontName == "Helvetica")
    #expect(font.pointSize == 12)
    #expect((plain[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    #expect(plain[.foregroundColor] == nil)
    let bold = try #require(Self.attributes(text, at: "bold")[.font] as? NSFont)
    #expect(bold.fontDescriptor.symbolicTraits.contains(.bold))
    #expect(bold.fontName == "Helvetica-Bold")
    let italic = try #require(Self.attributes(text, at: "italic")[.font] as? NSFont)
    #expect(italic.fontDescriptor.symbolicTraits == .italic)
    #expect(Self.attributes(text, at: "under")[.underlineStyle] as? Int == 1)
    let red = try #require(Self.attributes(text, at: "red")[.foregroundColor] as? NSColor)
    #expect(red == NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    let mono = Self.attributes(text, at: "Big")
    #expect((mono[.font] as? NSFont)?.familyName == "Menlo-Regular")
    #expect((mono[.font] as? NSFont)?.pointSize == 18)
    #expect((mono[.paragraphStyle] as? NSParagraphStyle)?.alignment == .left)
    #expect(
      Self.attributes(text, at: "link")[.link] as? URL == URL(string: "https://example.com/a"))
    let attachment = try #require(
      Self.attributes(text, at: "\u{FFFC}")[.attachment] as? NSTextAttachment)
    #expect(attachment.attachmentFileName == "beach.jpg")
    #expect(attachment.fileWrapper == nil)
    #expect(attachment.bounds.size == CGSize(width: 100, height: 50))
    #expect(Self.attributes(text, at: "2")[.superscript] as? Int == 1)
    #expect(
      (Self.attributes(text, at: "pic")[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)

    let attributes = try #require(info as? [NSAttributedString.DocumentAttributeKey: Any])
    #expect(attributes[.documentType] as? NSAttributedString.DocumentType == .rtf)
    #expect(attributes[.title] as? String == "Trip")
    #expect(attributes[.author] as? String == "Ann")
    #expect(attributes[.keywords] as? [String] == ["beach", "sun"])
    let created = try #require(attributes[.creationTime] as? Date)
    let parts = Calendar.current.dateComponents([.year, .month, .day, .hour], from: created)
    #expect(parts.year == 2024 && parts.month == 3 && parts.day == 1 && parts.hour == 9)
  }

  @Test func writingThenReadingKeepsTextAndAttributes() throws {
    let (text, _) = try Self.read(Self.sample)
    let all = NSRange(location: 0, length: text.length)
    let rtf = try text.data(
      from: all,
      documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf, .title: "Again"])
    #expect(rtf.starts(with: Array("{\\rtf1".utf8)))
    var info: NSDictionary?
    let back = try NSAttributedString(data: rtf, options: [:], documentAttributes: &info)
    // Plain RTF leaves the attachment out, as AppKit does; everything else is kept.
    #expect(back.string == text.string.replacingOccurrences(of: "\u{FFFC}", with: ""))
    #expect(Signature.of(back) == Signature.of(text).withoutAttachments)
    #expect(
      (info as? [NSAttributedString.DocumentAttributeKey: Any])?[.title] as? String == "Again")
    // rtf(from:) writes the same bytes.
    #expect(text.rtf(from: all, documentAttributes: [.title: "Again"]) == rtf)
    // A sub-range.
    let part = try #require(text.rtf(from: NSRange(location: 6, length: 4)))
    #expect(NSAttributedString(rtf: part, documentAttributes: nil)?.string == "bold")
  }

  @Test func attributesBuiltInCodeSurviveRTF() throws {
    let text = NSMutableAttributedString(string: "")
    let style = NSMutableParagraphStyle()
    style.alignment = .justified
    let font = try #require(NSFont(name: "Georgia-BoldItalic", size: 15))
    text.append(
      NSAttributedString(
        string: "Heading", attributes: [.font: font, .paragraphStyle: style]))
    text.append(
      NSAttributedString(
        string: " struck",
        attributes: [
          .strikethroughStyle: NSUnderlineStyle.single.rawValue,
          .backgroundColor: NSColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
          .foregroundColor: NSColor(white: 0.5, alpha: 1),
          .link: #"..\docs\a b.doc"#,
        ]))
    text.append(NSAttributedString(string: "\nnext \u{2603}", attributes: [.superscript: -1]))
    let rtf = try #require(text.rtf(from: NSRange(location: 0, length: text.length)))
    let back = try #require(NSAttributedString(rtf: rtf, documentAttributes: nil))
    #expect(back.string == text.string)
    let heading = Self.attributes(back, at: "Heading")
    #expect((heading[.font] as? NSFont) == font)
    #expect((heading[.paragraphStyle] as? NSParagraphStyle)?.alignment == .justified)
    let struck = Self.attributes(back, at: "struck")
    #expect(struck[.strikethroughStyle] as? Int == 1)
    #expect(struck[.backgroundColor] as? NSColor == .blue)
    // 0.5 is not a multiple of 1/255: RTF rounds it to 128/255.
    #expect(struck[.foregroundColor] as? NSColor == NSColor(white: 128 / 255, alpha: 1))
    // A link that is not a URL as written stays a string, unchanged.
    #expect(struck[.link] as? String == #"..\docs\a b.doc"#)
    #expect(Self.attributes(back, at: "next")[.superscript] as? Int == -1)
  }

  @Test func plainTextAndSniffing() throws {
    var info: NSDictionary?
    let plain = try NSAttributedString(
      data: Data("line 1\nline 2".utf8), options: [:], documentAttributes: &info)
    #expect(plain.string == "line 1\nline 2")
    #expect(plain.attributes(at: 0, effectiveRange: nil)[.font] is NSFont)
    let attributes = try #require(info as? [NSAttributedString.DocumentAttributeKey: Any])
    #expect(attributes[.documentType] as? NSAttributedString.DocumentType == .plain)
    let latin1 = try NSAttributedString(
      data: Data([0x63, 0x61, 0x66, 0xE9]),
      options: [.characterEncoding: String.Encoding.isoLatin1.rawValue], documentAttributes: nil)
    #expect(latin1.string == "café")
    let sniffed = try NSAttributedString(
      data: Data("  {\\rtf1 \\b hi}".utf8), options: [:], documentAttributes: nil)
    #expect(sniffed.string == "hi")
    let written = try sniffed.data(
      from: NSRange(location: 0, length: sniffed.length),
      documentAttributes: [.documentType: NSAttributedString.DocumentType.plain])
    #expect(written == Data("hi".utf8))
    let html = try sniffed.data(
      from: NSRange(location: 0, length: 2),
      documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
    #expect(String(decoding: html, as: UTF8.self).contains("hi"))
    let mutable = NSMutableAttributedString(string: "old")
    try mutable.read(from: Data("{\\rtf1 new}".utf8), options: [:], documentAttributes: nil)
    #expect(mutable.string == "new")
  }

  @Test func badInputThrowsNamedErrors() throws {
    #expect(throws: AttributedStringDocumentError.unreadableRTF(.notRTF)) {
      try NSAttributedString(
        data: Data("plain".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
        documentAttributes: nil)
    }
    #expect(NSAttributedString(rtf: Data("nope".utf8), documentAttributes: nil) == nil)
    #expect(
      throws: AttributedStringDocumentError.unsupportedDocumentType("NSDocFormat", reading: true)
    ) {
      try NSAttributedString(
        data: Data(), options: [.documentType: NSAttributedString.DocumentType.docFormat],
        documentAttributes: nil)
    }
    #expect(throws: AttributedStringDocumentError.notFlatRTFD) {
      try NSAttributedString(
        data: Data("rtfd garbage".utf8), options: [:], documentAttributes: nil)
    }
    #expect(
      throws: AttributedStringDocumentError.undecodableText(encoding: String.Encoding.utf8.rawValue)
    ) {
      try NSAttributedString(data: Data([0xFF, 0x41, 0xC0]), options: [:], documentAttributes: nil)
    }
    let text = NSAttributedString(string: "x")
    #expect(throws: AttributedStringDocumentError.missingDocumentType) {
      try text.data(from: NSRange(location: 0, length: 1))
    }
    #expect(
      throws: AttributedStringDocumentError.unencodableText(
        encoding: String.Encoding.ascii.rawValue)
    ) {
      try NSAttributedString(string: "é").data(
        from: NSRange(location: 0, length: 1),
        documentAttributes: [
          .documentType: NSAttributedString.DocumentType.plain,
          .characterEncoding: String.Encoding.ascii.rawValue,
        ])
    }
    let message = AttributedStringDocumentError.unreadableRTF(.notRTF).description
    #expect(message.contains("not an RTF document"))
    // A range past the end is clamped rather than trapping.
    #expect(text.rtf(from: NSRange(location: 5, length: 10)) != nil)
  }
}
