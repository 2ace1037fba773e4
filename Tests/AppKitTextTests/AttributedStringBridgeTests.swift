import AppKitText
import FileWrappers
import Foundation
import Testing

/// Swift `AttributedString` ⇄ `NSAttributedString` with AppKit's scope.
@Suite("AttributedString bridge")
struct AttributedStringBridgeTests {
  @Test func bothWaysKeepTheModelledAttributes() throws {
    let rtf = try #require(
      RTFEntryPointTests.sample.data(using: .utf8))
    let original = try NSAttributedString(
      data: rtf, options: [.documentType: NSAttributedString.DocumentType.rtf],
      documentAttributes: nil)
    let swift = try AttributedString(original, including: \.appKit)
    #expect(String(swift.characters) == original.string)
    let boldRange = try #require(swift.range(of: "bold"))
    #expect(swift[boldRange].font?.fontDescriptor.symbolicTraits.contains(.bold) == true)
    let linkRange = try #require(swift.range(of: "link"))
    #expect(swift[linkRange].link == URL(string: "https://example.com/a"))
    let redRange = try #require(swift.range(of: "red"))
    #expect(swift[redRange].foregroundColor == .red)
    let underRange = try #require(swift.range(of: "under"))
    #expect(swift[underRange].underlineStyle == .single)
    #expect(swift[boldRange].paragraphStyle?.alignment == .center)

    let back = try NSAttributedString(swift, including: \.appKit)
    #expect(back.string == original.string)
    #expect(Signature.of(back) == Signature.of(original))
  }

  @Test func codeWrittenAgainstAttributedString() throws {
    var text = AttributedString("Title\n")
    text.font = NSFont(name: "Helvetica-Bold", size: 20)
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    text.paragraphStyle = style
    var body = AttributedString("see the site ")
    body.foregroundColor = NSColor(srgbRed: 0, green: 0.5, blue: 0, alpha: 1)
    var link = AttributedString("here")
    link.link = URL(string: "https://example.org")
    link.underlineStyle = .single
    let file = FileWrapper(regularFileWithContents: Data("x".utf8))
    file.preferredFilename = "x.txt"
    var attachment = AttributedString("\u{FFFC}")
    attachment.attachment = NSTextAttachment(fileWrapper: file)
    text += body + link + attachment

    let ns = NSAttributedString(text)
    let package = try ns.fileWrapper(
      from: NSRange(location: 0, length: ns.length),
      documentAttributes: [.documentType: NSAttributedString.DocumentType.rtfd])
    let read = try #require(NSAttributedString(rtfdFileWrapper: package, documentAttributes: nil))
    let again = AttributedString(read)
    #expect(String(again.characters) == String(text.characters))
    let title = try #require(again.range(of: "Title"))
    #expect(again[title].font == NSFont(name: "Helvetica-Bold", size: 20))
    #expect(again[title].paragraphStyle?.alignment == .center)
    let here = try #require(again.range(of: "here"))
    #expect(again[here].link == URL(string: "https://example.org"))
    #expect(again[here].underlineStyle == .single)
    let see = try #require(again.range(of: "see"))
    #expect(again[see].foregroundColor == NSColor(srgbRed: 0, green: 128 / 255, blue: 0, alpha: 1))
    let object = try #require(again.range(of: "\u{FFFC}"))
    #expect(again[object].attachment?.fileWrapper?.regularFileContents == Data("x".utf8))
  }
}
