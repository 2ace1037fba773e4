import Drawing
import Imaging
import Testing

@Suite("Canvas")
struct CanvasTests {
  @Test func fillPaintsOnlyTheClippedRectangle() {
    var canvas = Canvas(width: 10, height: 10, background: .white)
    canvas.fill(
      PixelRect(x: 8, y: -5, width: 10, height: 7), color: RGBAColor(red: 255, green: 0, blue: 0))
    #expect(canvas.color(x: 9, y: 0) == RGBAColor(red: 255, green: 0, blue: 0))
    #expect(canvas.color(x: 9, y: 1) == RGBAColor(red: 255, green: 0, blue: 0))
    #expect(canvas.color(x: 9, y: 2) == .white)
    #expect(canvas.color(x: 7, y: 0) == .white)
  }

  @Test func translucentFillBlendsOverTheBackground() {
    var canvas = Canvas(width: 1, height: 1, background: .white)
    canvas.fill(canvas.bounds, color: RGBAColor(gray: 0, alpha: 128))
    let color = canvas.color(x: 0, y: 0)
    #expect(color.alpha == 255)
    #expect((126...128).contains(color.red))
  }

  @Test func transparentCanvasKeepsStraightColourThroughPremultiplication() {
    var canvas = Canvas(width: 1, height: 1)
    canvas.fill(canvas.bounds, color: RGBAColor(red: 200, green: 100, blue: 50, alpha: 128))
    let image = canvas.makeImage()
    #expect(image.layout == .rgba)
    let pixel = image.rgba(x: 0, y: 0)
    #expect(pixel.a == 128)
    #expect(abs(Int(pixel.r) - 200) <= 1 && abs(Int(pixel.g) - 100) <= 1)
    #expect(abs(Int(pixel.b) - 50) <= 1)
  }

  @Test(arguments: Image.Layout.allCases)
  func compositeAcceptsEveryLayout(_ layout: Image.Layout) {
    var source = Image(width: 2, height: 2, layout: .rgba)
    for index in 0..<4 {
      source.pixels.replaceSubrange(index * 4..<index * 4 + 4, with: [0, 0, 255, 255])
    }
    let converted = source.converted(to: layout)
    var canvas = Canvas(width: 4, height: 4, background: .white)
    canvas.composite(converted, x: 3, y: 3)
    let expected = layout.isColor ? RGBAColor(red: 0, green: 0, blue: 255) : RGBAColor(gray: 29)
    #expect(canvas.color(x: 3, y: 3) == expected)
    #expect(canvas.color(x: 2, y: 2) == .white)
  }

  @Test func compositeBlendsStraightAlpha() {
    let source = Image(width: 1, height: 1, layout: .rgba, pixels: [255, 0, 0, 64])
    var canvas = Canvas(width: 1, height: 1, background: RGBAColor(red: 0, green: 0, blue: 255))
    canvas.composite(source, x: 0, y: 0)
    let color = canvas.color(x: 0, y: 0)
    #expect(color.red == 64 && color.blue == 191 && color.alpha == 255)
  }

  @Test func compositeCentredCropsAroundTheMiddle() {
    var source = Image(width: 6, height: 2, layout: .gray)
    source.pixels = [10, 20, 30, 40, 50, 60, 10, 20, 30, 40, 50, 60]
    var canvas = Canvas(width: 10, height: 10, background: .white)
    canvas.composite(source, centeredIn: PixelRect(x: 0, y: 0, width: 2, height: 2))
    #expect(canvas.color(x: 0, y: 0) == RGBAColor(gray: 30))
    #expect(canvas.color(x: 1, y: 1) == RGBAColor(gray: 40))
    #expect(canvas.color(x: 2, y: 0) == .white)
  }
}
