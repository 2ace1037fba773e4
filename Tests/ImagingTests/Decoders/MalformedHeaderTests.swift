import Foundation
import Imaging
import Testing

@Suite("Invalid input: wrong magic, lying lengths, impossible sizes")
struct MalformedHeaderTests {
  private func expectError(
    _ expected: ImageDecodingError, _ data: Data, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: expected, comment, sourceLocation: sourceLocation) {
      try ImageDecoder.decode(data)
    }
  }

  private func patched(_ data: Data, at offset: Int, _ bytes: [UInt8]) -> Data {
    var copy = data
    copy.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    return copy
  }

  static func fixture(_ name: String) -> Data {
    RobustnessSamples.all.first { $0.name == name }?.data ?? Data()
  }

  @Test("a wrong first byte is not recognised, for every format")
  func wrongMagic() {
    for sample in RobustnessSamples.all {
      expectError(.unrecognizedFormat, patched(sample.data, at: 0, [0x00]), "\(sample.name)")
    }
  }

  @Test("BMP: lying offsets, header sizes and heights")
  func bmpLies() {
    let bmp = Self.fixture("BMP 24-bit info")
    expectError(
      .truncated(format: .bmp), patched(bmp, at: 10, TestImages.le32(1 << 30)),
      "offset past end")
    expectError(
      .invalidValue(
        format: .bmp, field: "pixel data offset", value: 20, expected: "≥ 54 (after the headers)"),
      patched(bmp, at: 10, TestImages.le32(20)), "offset inside headers")
    expectError(
      .invalidValue(
        format: .bmp, field: "DIB header size", value: 200,
        expected: "12, 16, 40, 52, 56, 64, 108 or 124"),
      patched(bmp, at: 14, TestImages.le32(200)), "DIB size")
    expectError(
      .truncated(format: .bmp), patched(bmp, at: 22, TestImages.le32(1000)), "height 1000")
    expectError(
      .invalidValue(format: .bmp, field: "plane count", value: 2, expected: "1"),
      patched(bmp, at: 26, TestImages.le16(2)), "planes")
    expectError(
      .unsupported(format: .bmp, feature: "compression 7 with 24 bits per pixel"),
      patched(bmp, at: 30, TestImages.le32(7)), "compression")
    expectError(
      .unsupported(format: .bmp, feature: "embedded PNG (BI_PNG)"),
      patched(bmp, at: 30, TestImages.le32(5)), "BI_PNG")
    expectError(
      .invalidDimensions(width: 0, height: 7), patched(bmp, at: 18, TestImages.le32(0)),
      "width 0")
    expectError(
      .invalidDimensions(width: -5, height: 7), patched(bmp, at: 18, TestImages.le32(-5)),
      "negative width")
    // A 52-byte V2 header asking for four masks (BI_ALPHABITFIELDS), file ending right after.
    var v2 = patched(bmp, at: 14, TestImages.le32(52))
    v2 = patched(v2, at: 28, TestImages.le16(32))
    v2 = patched(v2, at: 30, TestImages.le32(6))
    v2 = patched(v2, at: 54, TestImages.le32(0xFF_0000))
    v2 = patched(v2, at: 10, TestImages.le32(66))
    expectError(.truncated(format: .bmp), v2.prefix(14 + 52), "V2 header, four masks")
    expectError(
      .missing(format: .bmp, structure: "colour table for a 8-bit image"),
      patched(Self.fixture("BMP 8-bit info"), at: 10, TestImages.le32(54)),
      "palette missing")
  }

  @Test("BMP: sizes near Int32.max with no pixel limit still throw, never overflow")
  func bmpHugeWithoutLimit() {
    let huge = BMPWriter.file(
      header: .info, width: Int(Int32.max), height: Int(Int32.max), bits: 32, pixelData: [0, 0])
    #expect(throws: ImageDecodingError.truncated(format: .bmp)) {
      try ImageDecoder.decode(huge, options: DecodingOptions(pixelLimit: .max))
    }
  }

  @Test("GIF: zero sizes and a frame taller than its data")
  func gifLies() {
    let gif = Self.fixture("GIF transparent index")
    expectError(
      .invalidDimensions(width: 0, height: 0), patched(gif, at: 6, [0, 0, 0, 0]), "screen 0×0")
    // The image descriptor follows header (13), palette (48) and GCE (8): height at +8.
    let descriptor = 13 + 48 + 8
    #expect(gif[descriptor] == 0x2C)
    expectError(
      .truncated(format: .gif), patched(gif, at: descriptor + 7, TestImages.le16(100)),
      "frame height 100")
    expectError(
      .invalidDimensions(width: 0, height: 13), patched(gif, at: descriptor + 5, [0, 0]),
      "frame width 0")
    let noTable = patched(gif, at: 10, [0x00])  // no global table: palette bytes become junk
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(noTable) }
  }

  @Test("TIFF: lying strip sizes and offsets, zero width")
  func tiffLies() throws {
    let image = TestImages.pattern(width: 9, height: 7, alpha: false)
    let tiff = TIFFWriter.file(image, packBits: true)
    // Entries: 256, 257, 258, 259, 262, 273, 277, 278, 279, 284; values at 10 + 12i + 8.
    func value(_ index: Int) -> Int { 10 + 12 * index + 8 }
    expectError(
      .truncated(format: .tiff), patched(tiff, at: value(8), TestImages.le32(1 << 20)),
      "StripByteCounts past the end")
    // For one uncompressed strip libtiff repairs an impossible count from the image size.
    let repaired = patched(TIFFWriter.file(image), at: value(8), TestImages.le32(1 << 20))
    #expect(try ImageDecoder.decode(repaired) == image)
    expectError(
      .truncated(format: .tiff), patched(tiff, at: value(5), TestImages.le32(1 << 20)),
      "StripOffsets past the end")
    expectError(
      .truncated(format: .tiff), patched(tiff, at: 4, TestImages.le32(1 << 20)),
      "IFD offset past the end")
    #expect(throws: ImageDecodingError.self, "zero width") {
      try ImageDecoder.decode(patched(tiff, at: value(0), TestImages.le32(0)))
    }
  }

  @Test("WebP: lying RIFF and chunk sizes")
  func webpLies() {
    let webp = WebPSamples.lossless
    expectError(
      .truncated(format: .webp), patched(webp, at: 4, TestImages.le32(5000)), "RIFF size")
    expectError(
      .codecFailed(format: .webp, function: "WebPGetFeatures", message: "bitstream error"),
      patched(webp, at: 16, TestImages.le32(5000)), "VP8L chunk larger than the RIFF")
  }
}
