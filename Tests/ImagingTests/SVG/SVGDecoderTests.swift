import Foundation
import Testing

@testable import Imaging

/// SVG through librsvg; every test skips (with a note) when librsvg is not installed.
@Suite("SVG decoder")
struct SVGDecoderTests {
  static var available: Bool {
    if Codec.rsvg.status.isAvailable { return true }
    print("note: librsvg not loadable; skipping SVG tests")
    return false
  }

  static func render(_ text: String, target: (Int, Int)? = nil, fit: Bool = true) throws -> Image {
    var options = DecodingOptions(targetSize: target)
    options.targetFitting = fit ? .fit : .cover
    return try ImageDecoder.decode(Data(text.utf8), options: options)
  }

  static let square = """
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
      <rect width="20" height="20" fill="#ff0000"/>
      <rect x="20" width="20" height="20" fill="#0000ff" fill-opacity="0.5"/>
    </svg>
    """

  @Test("rendered at its own size, straight alpha")
  func intrinsicSize() throws {
    guard Self.available else { return }
    let image = try Self.render(Self.square)
    #expect(image.width == 40 && image.height == 20 && image.layout == .rgba)
    #expect(image.rgba(x: 5, y: 10) == (255, 0, 0, 255))
    let blue = image.rgba(x: 30, y: 10)
    #expect(blue.r == 0 && blue.b >= 254 && abs(Int(blue.a) - 128) <= 1)
  }

  @Test("rendered at the target size, up or down, fit or cover")
  func targetSize() throws {
    guard Self.available else { return }
    let up = try Self.render(Self.square, target: (400, 400))
    #expect(up.width == 400 && up.height == 200)
    #expect(up.rgba(x: 100, y: 100) == (255, 0, 0, 255))
    let cover = try Self.render(Self.square, target: (100, 100), fit: false)
    #expect(cover.width == 200 && cover.height == 100)
  }

  @Test("viewBox-only and percentage sizes take the viewBox; no size at all is 300 × 150")
  func viewBoxOnly() throws {
    guard Self.available else { return }
    let viewBox = """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="100%">
      <rect width="300" height="100" fill="#00ff00"/></svg>
      """
    let image = try Self.render(viewBox, target: (90, 90))
    #expect(image.width == 90 && image.height == 30)
    #expect(image.rgba(x: 45, y: 15) == (0, 255, 0, 255))
    let unsized = try Self.render(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#)
    #expect(unsized.width == 300 && unsized.height == 150)
  }

  @Test("a <use> bomb (10^10 instances) is refused by librsvg's reference limit")
  func useBomb() throws {
    guard Self.available else { return }
    var text =
      ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"><defs><rect id="l0" width="1" height="1"/>"##
    for level in 1...10 {
      text += "<g id=\"l\(level)\">"
      for _ in 0..<10 { text += "<use xlink:href=\"#l\(level - 1)\"/>" }
      text += "</g>"
    }
    text += ##"</defs><use xlink:href="#l10"/></svg>"##
    let clock = ContinuousClock()
    let started = clock.now
    #expect(throws: ImageDecodingError.self) { try Self.render(text, target: (64, 64)) }
    // librsvg resolves its 500,000 references first: about 2.5 s of CPU here; a hang would not end.
    #expect(clock.now - started < .seconds(60))
  }

  @Test("a huge declared canvas: refused at its own size, rendered quickly at a target")
  func hugeCanvas() throws {
    guard Self.available else { return }
    let huge =
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="1000000"><circle cx="500000" cy="500000" r="400000" fill="#000"/></svg>"##
    #expect(
      throws: ImageDecodingError.tooManyPixels(
        width: 1_000_000, height: 1_000_000, limit: DecodingOptions.defaultPixelLimit)
    ) {
      try Self.render(huge)
    }
    let image = try Self.render(huge, target: (64, 64))
    #expect(image.width == 64 && image.rgba(x: 32, y: 32) == (0, 0, 0, 255))
  }

  @Test("malformed XML is a codec error naming librsvg's function")
  func malformed() throws {
    guard Self.available else { return }
    #expect {
      try Self.render("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect></svg>")
    } throws: { error in
      guard case .codecFailed(.svg, "rsvg_handle_new_from_data", _) = error as? ImageDecodingError
      else { return false }
      return true
    }
  }

  @Test(
    "sniffed by its root element after prolog, comments and a DOCTYPE subset",
    arguments: [
      ("<svg/>", true), ("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- c -->\n<svg:svg/>", true),
      ("<!DOCTYPE svg [ <!ATTLIST svg a CDATA #FIXED \"b\"> ]><svg/>", true),
      ("<?xml version=\"1.0\"?><html/>", false), ("<svgfoo/>", false), ("svg", false),
    ])
  func sniffing(_ text: String, _ isSVG: Bool) {
    #expect((ImageFormat(sniffing: Array(text.utf8)) == .svg) == isSVG)
  }
}
