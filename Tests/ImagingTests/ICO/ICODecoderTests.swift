import Foundation
import Testing

@testable import Imaging

@Suite("ICO decoder")
struct ICODecoderTests {
  /// An icon file holding `images` (width, bit count, bytes).
  static func icon(_ images: [(width: Int, bits: Int, data: [UInt8])]) -> Data {
    var header: [UInt8] = [0, 0, 1, 0] + le16(images.count)
    var body: [UInt8] = []
    var offset = 6 + 16 * images.count
    for image in images {
      header += [UInt8(image.width % 256), UInt8(image.width % 256), 0, 0] + le16(1)
      header += le16(image.bits) + le32(image.data.count) + le32(offset)
      body += image.data
      offset += image.data.count
    }
    return Data(header + body)
  }

  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
  static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16) }

  /// A DIB of `width²` pixels: 24-bit red left half, blue right; AND mask hides the top row.
  static func dib24(_ width: Int) -> [UInt8] {
    var out = le32(40) + le32(width) + le32(width * 2) + le16(1) + le16(24)
    out += [UInt8](repeating: 0, count: 24)
    let stride = (width * 3 + 3) / 4 * 4
    for _ in 0..<width {
      var row: [UInt8] = []
      for x in 0..<width { row += x < width / 2 ? [0, 0, 255] : [255, 0, 0] }
      out += row + [UInt8](repeating: 0, count: stride - row.count)
    }
    let maskStride = (width + 31) / 32 * 4
    for y in 0..<width {  // bottom-up: the last row stored is the top row
      out += [UInt8](repeating: y == width - 1 ? 0xFF : 0, count: maskStride)
    }
    return out
  }

  @Test("a 24-bit DIB with its AND mask")
  func dibWithMask() throws {
    let data = Self.icon([(16, 24, Self.dib24(16))])
    #expect(ImageFormat(sniffing: data.prefix(12)) == .ico)
    let image = try ImageDecoder.decode(data)
    #expect(image.width == 16 && image.height == 16)
    #expect(image.rgba(x: 2, y: 0).a == 0)
    #expect(image.rgba(x: 2, y: 5) == (255, 0, 0, 255))
    #expect(image.rgba(x: 12, y: 5) == (0, 0, 255, 255))
  }

  @Test("a PNG member, and the member nearest the target")
  func pngAndChoice() throws {
    let png = [UInt8](try PNGEncoder.encode(Image(width: 64, height: 64, layout: .rgb)))
    let data = Self.icon([(16, 24, Self.dib24(16)), (64, 32, png), (32, 24, Self.dib24(32))])
    #expect(try ImageDecoder.decode(data).width == 64)
    #expect(
      try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (20, 20))).width == 32)
    #expect(
      try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (8, 8))).width == 16)
  }

  @Test("truncated and lying directories throw")
  func truncated() throws {
    let data = Self.icon([(16, 24, Self.dib24(16))])
    for length in [0, 4, 6, 12, 22, 40, 100, data.count - 1] {
      #expect(throws: ImageDecodingError.self) {
        try ICODecoder.decode(data.prefix(length), options: DecodingOptions())
      }
    }
  }
}
