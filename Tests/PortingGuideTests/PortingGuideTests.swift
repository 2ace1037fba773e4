import AppKitText
import FileWrappers
import Foundation
import Imaging
import TestSupport
import Testing
import UniformTypes

/// The porting guide's code (`Guide/`, shown verbatim in the AppKitText DocC article
/// `PortingANotesApp.md`) builds here and works.
@Suite("Porting guide")
struct PortingGuideTests {
  @Test func theNoteModelSavesAndOpensAPackage() throws {
    #expect(UTType.portableNote.isDeclared)
    #expect(UTType.portableNote.conforms(to: .package))
    #expect(UTType(filenameExtension: "portablenote", conformingTo: .package) == .portableNote)

    let note = PortableNote()
    let text = NSMutableAttributedString(
      string: "Beach day\n",
      attributes: [.font: NSFont.boldSystemFont(ofSize: 18)])
    text.append(
      NSAttributedString(
        string: "Photos below.", attributes: [.link: URL(string: "https://example.com")!]))
    note.text = text
    note.attach(Data([0x89, 0x50, 0x4E, 0x47]), named: "beach.png")

    try withTemporaryDirectory { folder in
      let url = folder.appendingPathComponent("Trip.portablenote")
      try note.fileWrapper().write(to: url, options: .atomic, originalContentsURL: nil)
      #expect(UTType(filenameExtension: url.pathExtension, conformingTo: .package) == .portableNote)

      let package = try FileWrapper(url: url, options: [])
      #expect(package.matchesContents(of: url))
      #expect(note.text.string == "Beach day\nPhotos below.\u{FFFC}")
      let opened = try PortableNote(fileWrapper: package)
      #expect(opened.text.string == "Beach day\nPhotos below.")
      let font = opened.text.attributes(at: 0, effectiveRange: nil)[.font] as? NSFont
      #expect(font?.fontDescriptor.symbolicTraits.contains(.bold) == true)
      #expect(
        opened.text.attributes(at: 12, effectiveRange: nil)[.link] as? URL
          == URL(string: "https://example.com"))
      #expect(
        opened.attachments["beach.png"]?.regularFileContents == Data([0x89, 0x50, 0x4E, 0x47]))

      let icon = try #require(package.fileWrappers?["QuickLook"]?.fileWrappers?["Thumbnail.png"])
      let image = try ImageDecoder.decode(try icon.contents())
      #expect(image.width == 512 && image.height == 512)
    }
    #expect(throws: NoteError.self) {
      try PortableNote(fileWrapper: FileWrapper(directoryWithFileWrappers: [:]))
    }
  }

  /// Every Swift block of the article is one of the guide's files, character for character.
  @Test func theArticleShowsTheCodeThatIsBuilt() throws {
    let root = ProjectPaths.packageRoot
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/AppKitText/AppKitText.docc/PortingANotesApp.md"), encoding: .utf8)
    let guide = root.appendingPathComponent("Tests/PortingGuideTests/Guide")
    let files = try FileManager.default.contentsOfDirectory(atPath: guide.path).sorted()
    let sources = try files.map {
      try String(contentsOf: guide.appendingPathComponent($0), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    var blocks: [String] = []
    var current: [Substring]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    // The blocks that are whole files (the article's shorter snippets are not).
    let fileBlocks = blocks.filter { $0.contains("#if canImport(") }
    #expect(fileBlocks.count == files.count)
    for block in fileBlocks {
      #expect(
        sources.contains(block.trimmingCharacters(in: .whitespacesAndNewlines)),
        "article block not in Guide/: \(block.prefix(80))")
    }
  }
}
