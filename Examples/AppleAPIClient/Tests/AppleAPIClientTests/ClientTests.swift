import AppleAPIClient
import Foundation
import Testing

#if canImport(AppKit)
  import AppKit
#elseif canImport(UIKit)
  import UIKit
#endif
#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#else
  import UniformTypes
#endif
#if !canImport(AppKit) && !canImport(UIKit)
  import AppKitText
  import FileWrappers
#endif

@Suite("Apple API client")
struct ClientTests {
  @Test func typesAsAnAppUsesThem() {
    #expect(ClientTypes.note.identifier == "com.example.client-note")
    #expect(ClientTypes.note.conforms(to: .package))
    #expect(ClientTypes.sheet.conforms(to: .data))
    #expect(ClientTypes.type(ofFileNamed: "a.png") == .png)
    #expect(ClientTypes.type(ofFileNamed: "a.rtfd") == .rtfd)
    #expect(UTType(tag: "text/html", tagClass: .mimeType, conformingTo: nil) == .html)
    #if !canImport(UniformTypeIdentifiers)
      // Declared by the bundled plist on Linux (on a Mac, by the app's Info.plist).
      #expect(ClientTypes.note.isDeclared)
      #expect(ClientTypes.note.preferredFilenameExtension == "clientnote")
      #expect(ClientTypes.note.referenceURL == URL(string: "https://example.com/client-note"))
      #expect(ClientTypes.type(ofFileNamed: "x.clientnote") == ClientTypes.note)
      #expect(
        UTType(tag: "application/x-client-sheet", tagClass: .mimeType, conformingTo: nil)
          == ClientTypes.sheet)
    #endif
  }

  @Test func richTextThroughNSAttributedString() throws {
    let rtf = Data(
      #"{\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;}{\colortbl;\red255\green0\blue0;}\f0\fs28 Hello \b world\b0  \cf1 red\cf0 \par\qc centred}"#
        .utf8)
    var info: NSDictionary?
    let text = try NSAttributedString(
      data: rtf, options: [.documentType: NSAttributedString.DocumentType.rtf],
      documentAttributes: &info)
    #expect(text.string == "Hello world red\ncentred")
    let font = try #require(text.attribute(.font, at: 6, effectiveRange: nil) as? NSFont)
    #expect(font.pointSize == 14)
    #expect(font.fontDescriptor.symbolicTraits.contains(.bold))
    let style = text.attribute(.paragraphStyle, at: text.length - 1, effectiveRange: nil)
    #expect((style as? NSParagraphStyle)?.alignment == .center)
    let written = try #require(text.rtf(from: NSRange(location: 0, length: text.length)))
    let back = try #require(NSAttributedString(rtf: written, documentAttributes: nil))
    #expect(back.string == text.string)
  }

  @Test func notePackagesRoundTrip() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppleAPIClient-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let image = FileWrapper(regularFileWithContents: Data([0x89, 0x50, 0x4E, 0x47]))
    image.preferredFilename = "dot.png"
    let text = NSMutableAttributedString(string: "Look: ")
    text.append(NSAttributedString(attachment: NSTextAttachment(fileWrapper: image)))
    let note = ClientNote(text: text)
    let url = folder.appendingPathComponent("First.clientnote")
    try note.save(to: url)
    #expect(!note.changedOnDisk)

    let opened = try ClientNote(contentsOf: url)
    #expect(opened.text.string == "Look: \u{FFFC}")
    let attachment = opened.text.attribute(.attachment, at: 6, effectiveRange: nil)
    #expect(
      (attachment as? NSTextAttachment)?.fileWrapper?.regularFileContents
        == image.regularFileContents)

    // Another save (a second process, say) makes the first one out of date.
    try ClientNote(text: NSAttributedString(string: "changed")).save(to: url)
    #expect(opened.changedOnDisk)
  }
}
