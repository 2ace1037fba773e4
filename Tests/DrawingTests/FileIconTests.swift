import Drawing
import Imaging
import Testing

@Suite("File icon")
struct FileIconTests {
  @Test(arguments: [
    ("Report.pdf", "PDF"), ("archive.tar.gz", "GZ"), ("README", ""), (".profile", ""),
    ("slides.keynote", "KEYNO"), ("x.Docx", "DOCX"),
  ])
  func labelComesFromTheExtension(_ name: String, _ label: String) {
    #expect(FileIcon.label(forFilename: name) == label)
  }

  @Test func iconIsAPageWithALabel() {
    let icon = FileIcon.render(label: "pdf", size: 256)
    #expect(icon.width == 256 && icon.height == 256 && icon.layout == .rgba)
    #expect(icon.rgba(x: 2, y: 2).a == 0)  // transparent outside the page
    #expect(icon.rgba(x: 128, y: 70) == (252, 252, 252, 255))  // paper
    let blank = FileIcon.render(label: "", size: 256)
    #expect(blank != icon)
    // The label's white letters sit inside the blue band.
    var white = 0
    for y in 160..<200 {
      for x in 40..<210 where icon.rgba(x: x, y: y) == (255, 255, 255, 255) { white += 1 }
    }
    #expect(white > 100)
    DrawingTestSupport.dump(icon, name: "icon-pdf")
    DrawingTestSupport.dump(FileIcon.render(label: "docx", size: 64), name: "icon-docx-64")
  }

  @Test func iconWithoutFontsStillDraws() {
    let icon = FileIcon.render(label: "ZIP", size: 128, fonts: FontCache(source: .unavailable))
    #expect(icon.rgba(x: 64, y: 40).a == 255)
    #expect(FileIcon.render(label: "A", size: 0).width == 1)
  }
}
