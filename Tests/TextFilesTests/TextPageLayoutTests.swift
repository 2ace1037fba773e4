import Foundation
import Imaging
import TestSupport
import Testing

@testable import TextFiles

@Suite("Text pages and thumbnails")
struct TextPageLayoutTests {
  @Test func kinds() {
    #expect(TextKind(filenameExtension: "SWIFT") == .sourceCode(language: "Swift"))
    #expect(TextKind(filenameExtension: "csv")?.isMonospaced == true)
    #expect(TextKind(filenameExtension: "md")?.isMonospaced == false)
    #expect(TextKind(filenameExtension: "stringsdict") == .stringsDictionary)
    #expect(TextKind(filenameExtension: "png") == nil)
  }

  @Test func tabsLongLinesAndHeadings() {
    let long = String(repeating: "x", count: 200)
    let layout = TextPageLayout(
      text: "# Title\r\na\tb\n\(long)\n#nohead\n   ## Sub\n\n\n", kind: .markdown)
    #expect(
      layout.lines.map(\.text) == [
        "# Title", "a   b", String(repeating: "x", count: 79) + "…", "#nohead", "   ## Sub",
      ])
    #expect(layout.lines.map(\.isBold) == [true, false, false, false, true])
    #expect(!layout.isMonospaced)
    let many = TextPageLayout(text: String(repeating: "l\n", count: 100), kind: .log)
    #expect(many.lines.count == TextPageLayout.maximumLines)
    #expect(many.isMonospaced)
  }

  @Test func thumbnailHasTextTopLeftAndIsDeterministic() {
    let layout = TextPageLayout(
      text: "func main() {\n\tprint(\"Hello, world\")\n}\n", kind: .sourceCode(language: "Swift"))
    let image = TextThumbnail().render(layout)
    #expect(image.width == 512 && image.height == 512 && image.layout == .rgb)
    func dark(in xs: Range<Int>, _ ys: Range<Int>) -> Int {
      var count = 0
      for y in ys {
        for x in xs where image.rgba(x: x, y: y).r < 128 { count += 1 }
      }
      return count
    }
    #expect(dark(in: 32..<200, 32..<80) > 50)
    #expect(dark(in: 0..<512, 200..<512) == 0)
    #expect(dark(in: 0..<30, 0..<512) == 0)
    #expect(TextThumbnail().render(layout).pixels == image.pixels)
  }

  @Test func linkCardAndWebArchiveDraw() {
    let card = TextThumbnail().render(
      InternetLocation(url: "https://www.example.com/a", storage: .propertyList))
    #expect(card.pixels.contains { $0 < 100 })
    #expect(card.rgba(x: 5, y: 5).r == 255)
    let archive = WebArchive(
      mainResource: WebResource(
        url: "x", mimeType: "text/html", data: Data("<title>T</title><p>Body</p>".utf8)))
    let page = TextThumbnail().render(archive, side: 256)
    #expect(page.width == 256)
    #expect(page.pixels.contains { $0 < 100 })
  }
}

/// Writes sample thumbnails as PNG into `$TEXTFILES_THUMBNAIL_DIR` for a visual check;
/// does nothing when the variable is unset.
@Suite("Thumbnail samples")
struct ThumbnailSamples {
  @Test func writeSamples() throws {
    guard let directory = ProcessInfo.processInfo.environment["TEXTFILES_THUMBNAIL_DIR"] else {
      return
    }
    let renderer = TextThumbnail()
    let markdown = TextPageLayout(
      text: "# Heading\n\nSome *prose* text here.\n\n## Second\n- item\n", kind: .markdown)
    let code = TextPageLayout(
      text: "import Foundation\n\nfunc main() {\n\tprint(\"hi\")\n}\n",
      kind: .sourceCode(language: "Swift"))
    let images = [
      ("markdown", renderer.render(markdown)), ("code", renderer.render(code)),
      (
        "link",
        renderer.render(
          InternetLocation(url: "https://www.example.com/page", storage: .propertyList))
      ),
    ]
    var all = images
    if let url = ProjectPaths.corpus("web/MarenRik__HTML_CSS_Website_2017/index.webarchive") {
      all.append(("webarchive", renderer.render(try WebArchive(contentsOfFile: url.path))))
    }
    if let url = ProjectPaths.corpus("text/JanX2__Rotater/Rotater.c") {
      let document = try TextDocument(contentsOfFile: url.path)
      all.append(
        ("rotater", renderer.render(TextPageLayout(text: document.text, kind: document.kind))))
    }
    for (name, image) in all {
      try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: "\(directory)/\(name).png"))
    }
  }
}
