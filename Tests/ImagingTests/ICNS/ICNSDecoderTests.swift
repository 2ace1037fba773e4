import Foundation
import Testing

@testable import Imaging

@Suite("ICNS decoder")
struct ICNSDecoderTests {
  static func decode(_ fixture: ICNSFixture, target: Int? = nil) throws -> Image {
    try ImageDecoder.decode(
      fixture.data, options: DecodingOptions(targetSize: target.map { ($0, $0) }))
  }

  static let rgbTypes: [(type: String, mask: String, size: Int)] = [
    ("is32", "s8mk", 16), ("il32", "l8mk", 32), ("ih32", "h8mk", 48), ("it32", "t8mk", 128),
  ]

  @Test("RLE colour members with their 8-bit masks", arguments: 0..<4)
  func runLengthMembers(_ index: Int) throws {
    let (type, mask, size) = Self.rgbTypes[index]
    let picture = ICNSFixture.picture(size)
    var fixture = ICNSFixture()
    for (elementType, data) in ICNSFixture.rgbElements(picture, type: type, mask: mask) {
      fixture.add(elementType, data)
    }
    #expect(ImageFormat(sniffing: fixture.bytes.prefix(12)) == .icns)
    let image = try Self.decode(fixture)
    #expect(image.width == size && image.height == size)
    #expect(image.converted(to: .rgba).pixels == picture.pixels, "\(type)")
  }

  @Test("raw (uncompressed) RGB and ARGB members as third-party tools write them")
  func rawMembers() throws {
    let picture = ICNSFixture.picture(16)
    var rgbBytes: [UInt8] = []
    var argbBytes: [UInt8] = []
    for i in 0..<256 {
      let pixel = Array(picture.pixels[i * 4..<i * 4 + 4])
      rgbBytes += pixel[0..<3]
      argbBytes += [pixel[3], pixel[0], pixel[1], pixel[2]]
    }
    var rgb = ICNSFixture()
    rgb.add("is32", rgbBytes)
    rgb.add("s8mk", ICNSFixture.planes(picture, [3])[0])
    #expect(try Self.decode(rgb).pixels == picture.pixels)
    var argb = ICNSFixture()
    argb.add("is32", argbBytes)
    #expect(try Self.decode(argb).pixels == picture.pixels)
  }

  @Test("ARGB members (ic04, ic05)", arguments: [("ic04", 16), ("ic05", 32)])
  func argbMembers(_ type: String, _ size: Int) throws {
    let picture = ICNSFixture.picture(size)
    var fixture = ICNSFixture()
    fixture.add(type, ICNSFixture.argbElement(picture))
    let image = try Self.decode(fixture)
    #expect(image.pixels == picture.pixels)
  }

  @Test(
    "PNG members at their own size",
    arguments: [
      "icp4", "icp5", "icp6", "ic07", "ic08", "ic09", "ic10", "ic11", "ic12", "ic13",
      "ic14", "ic04",
    ])
  func pngMembers(_ type: String) throws {
    let picture = ICNSFixture.picture(24)
    var fixture = ICNSFixture()
    fixture.add(type, [UInt8](try PNGEncoder.encode(picture)))
    let image = try Self.decode(fixture)
    #expect(image.converted(to: .rgba).pixels == picture.pixels)
  }

  @Test(
    "1-bit members with masks",
    arguments: [("ics#", 16, 16), ("ICN#", 32, 32), ("ich#", 48, 48), ("icm#", 16, 12)])
  func monochromeMembers(_ type: String, _ width: Int, _ height: Int) throws {
    let black = ICNSFixture.bits(width: width, height: height) { x, _ in x % 2 == 0 }
    let mask = ICNSFixture.bits(width: width, height: height) { _, y in y > 0 }
    var fixture = ICNSFixture()
    fixture.add(type, black + mask)
    let image = try Self.decode(fixture)
    #expect(image.width == width && image.height == height)
    #expect(image.rgba(x: 0, y: 1) == (0, 0, 0, 255))
    #expect(image.rgba(x: 1, y: 1) == (255, 255, 255, 255))
    #expect(image.rgba(x: 0, y: 0).a == 0)
  }

  @Test("4- and 8-bit classic palette members masked by the 1-bit member")
  func indexedMembers() throws {
    var eight = ICNSFixture()
    eight.add("icl8", (0..<1024).map { UInt8($0 % 256) })
    eight.add("ICN#", [UInt8](repeating: 0, count: 128) + [UInt8](repeating: 0xFF, count: 128))
    let image8 = try Self.decode(eight)
    #expect(image8.rgba(x: 0, y: 0) == (255, 255, 255, 255))
    #expect(image8.rgba(x: 5, y: 0) == (255, 255, 0, 255))
    #expect(image8.rgba(x: 255 % 32, y: 255 / 32) == (0, 0, 0, 255))
    #expect(image8.rgba(x: 215 % 32, y: 215 / 32) == (0xEE, 0, 0, 255))
    var four = ICNSFixture()
    four.add("ics4", [UInt8](repeating: 0x3F, count: 128))
    let image4 = try Self.decode(four)
    #expect(image4.rgba(x: 0, y: 0) == (0xDD, 0x08, 0x06, 255))
    #expect(image4.rgba(x: 1, y: 0) == (0, 0, 0, 255))
    var eightOnly = ICNSFixture()
    eightOnly.add("ich8", [UInt8](repeating: 0, count: 48 * 48))
    #expect(try Self.decode(eightOnly).width == 48)
  }
}
