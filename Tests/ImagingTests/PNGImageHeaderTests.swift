import Imaging
import Testing

@Suite("PNG IHDR check")
struct PNGImageHeaderTests {
  fileprivate static func ihdr(
    width: UInt32 = 640, height: UInt32 = 480, depth: UInt8 = 8, color: UInt8 = 6,
    methods: [UInt8] = [0, 0, 0]
  ) -> [UInt8] {
    withUnsafeBytes(of: width.bigEndian, Array.init)
      + withUnsafeBytes(of: height.bigEndian, Array.init)
      + [depth, color] + methods
  }

  @Test func readsTheFields() throws {
    let header = try PNGImageHeader(ihdr: Self.ihdr(methods: [0, 0, 1]))
    #expect(header.width == 640 && header.height == 480)
    #expect(header.bitDepth == 8 && header.colorType == 6 && header.isInterlaced)
    let palette = try PNGImageHeader(ihdr: Self.ihdr(width: 1, height: 1, depth: 1, color: 3)[...])
    #expect(palette.bitDepth == 1 && palette.colorType == 3 && !palette.isInterlaced)
  }

  @Test(arguments: [
    ([UInt8](repeating: 0, count: 12), "IHDR is 12 bytes"),
    (PNGImageHeaderTests.ihdr(width: 0), "size 0×480"),
    (PNGImageHeaderTests.ihdr(height: 0x8000_0000), "size 640×2147483648"),
    (PNGImageHeaderTests.ihdr(depth: 4, color: 2), "colour type 2 with bit depth 4"),
    (PNGImageHeaderTests.ihdr(color: 5), "colour type 5 with bit depth 8"),
    (
      PNGImageHeaderTests.ihdr(methods: [1, 0, 0]),
      "unknown compression, filter or interlace method"
    ),
    (
      ihdr(methods: [0, 0, 2]),
      "unknown compression, filter or interlace method"
    ),
  ])
  func refusesWhatThePNGSpecificationDoesNotAllow(body: [UInt8], reason: String) {
    #expect(throws: PNGHeaderError(reason: reason)) { try PNGImageHeader(ihdr: body) }
  }
}
