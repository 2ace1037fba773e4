import Foundation
import Testing

@testable import Imaging

@Suite("ICNS member choice and bad input")
struct ICNSSelectionTests {
  /// is32 (16), il32 (32), ic07 PNG (128) and an ic08 JPEG 2000 stream (256).
  static func family() throws -> ICNSFixture {
    var fixture = ICNSFixture()
    for (type, mask, size) in [("is32", "s8mk", 16), ("il32", "l8mk", 32)] {
      for (elementType, data) in ICNSFixture.rgbElements(
        ICNSFixture.picture(size), type: type, mask: mask)
      {
        fixture.add(elementType, data)
      }
    }
    fixture.add("ic07", [UInt8](try PNGEncoder.encode(ICNSFixture.picture(128))))
    fixture.add("ic08", [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
    fixture.add("TOC ", [])
    return fixture
  }

  @Test(
    "the smallest member reaching the target, else the largest; JPEG 2000 skipped",
    arguments: [(8, 16), (16, 16), (20, 32), (100, 128), (128, 128), (200, 128), (1000, 128)])
  func nearest(_ target: Int, _ expected: Int) throws {
    let image = try ImageDecoder.decode(
      try Self.family().data, options: DecodingOptions(targetSize: (target, target)))
    #expect(image.width == expected)
  }

  @Test("no target: the largest member that decodes")
  func largest() throws {
    #expect(try ImageDecoder.decode(try Self.family().data).width == 128)
  }

  @Test("only a broken JPEG 2000 member: an error (unsupported without OpenJPEG)")
  func onlyJPEG2000() throws {
    var fixture = ICNSFixture()
    fixture.add("ic09", [0xFF, 0x4F, 0xFF, 0x51, 0, 0])
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fixture.data) }
  }

  @Test("every truncation of a real-shaped file throws, never traps")
  func truncations() throws {
    let bytes = try Self.family().bytes
    for length in stride(from: 0, to: bytes.count, by: 7) {
      var cut = Array(bytes.prefix(length))
      if cut.count >= 8 { cut.replaceSubrange(4..<8, with: ICNSFixture.be32(cut.count)) }
      _ = try? ICNSDecoder.decode(Data(cut), options: DecodingOptions())
    }
    #expect(throws: ImageDecodingError.truncated(format: .icns)) {
      try ICNSDecoder.decode(Data(bytes.prefix(bytes.count - 1)), options: DecodingOptions())
    }
  }

  @Test("an element shorter than its header is refused")
  func shortElement() throws {
    var bytes = Array("icns".utf8) + ICNSFixture.be32(16) + Array("is32".utf8) + ICNSFixture.be32(4)
    #expect(throws: ImageDecodingError.self) {
      try ICNSDecoder.decode(Data(bytes), options: DecodingOptions())
    }
    bytes = Array("icns".utf8) + ICNSFixture.be32(4)
    #expect(throws: ImageDecodingError.self) {
      try ICNSDecoder.decode(Data(bytes), options: DecodingOptions())
    }
  }

  @Test("a run crossing a colour plane, and RLE data ending early, are errors")
  func badRunLength() throws {
    var overrun = ICNSFixture()
    overrun.add("is32", [UInt8](repeating: 0xFF, count: 4) + [0xFF, 1, 0xFF, 1])
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(overrun.data) }
    var short = ICNSFixture()
    short.add("is32", [0x05, 1, 2])
    #expect(throws: ImageDecodingError.truncated(format: .icns)) {
      try ImageDecoder.decode(short.data)
    }
  }

  @Test("a file with no picture element")
  func noPicture() throws {
    var fixture = ICNSFixture()
    fixture.add("icnV", [0, 0, 0, 0])
    #expect(throws: ImageDecodingError.missing(format: .icns, structure: "picture element")) {
      try ImageDecoder.decode(fixture.data)
    }
  }
}
