import Foundation
import Imaging
import Testing

/// The BMP variants that decoder suites' reference renderings hold and docpkg once refused or
/// rendered unlike browsers: OS/2 RLE24, alpha in V3/V4/V5 and BI_ALPHABITFIELDS headers,
/// and run-length streams that skip pixels. Fixtures are built here from the format's
/// layout; the expected pixels are worked out by hand.
@Suite("BMP fidelity")
struct BMPFidelityTests {
  /// A BMP with a DIB header of `dibSize` bytes: the INFO fields, then `masks` (inside the
  /// header for V2+ sizes, after it for a 40-byte one), then zeros up to `dibSize`.
  static func file(
    dibSize: Int, width: Int, height: Int, bits: Int, compression: Int, masks: [UInt32] = [],
    palette: [(UInt8, UInt8, UInt8)] = [], pixels: [UInt8]
  ) -> Data {
    var dib =
      TestImages.le32(dibSize) + TestImages.le32(width) + TestImages.le32(height)
      + TestImages.le16(1) + TestImages.le16(bits) + TestImages.le32(compression)
      + TestImages.le32(pixels.count) + TestImages.le32(2835) + TestImages.le32(2835)
      + TestImages.le32(palette.count) + TestImages.le32(0)
    if dibSize > 40 {
      for mask in masks { dib += TestImages.le32(Int(mask)) }
      dib += [UInt8](repeating: 0, count: dibSize - dib.count)
    } else {
      for mask in masks { dib += TestImages.le32(Int(mask)) }
    }
    for entry in palette { dib += [entry.2, entry.1, entry.0, 0] }
    let offset = 14 + dib.count
    let header: [UInt8] =
      Array("BM".utf8) + TestImages.le32(offset + pixels.count) + TestImages.le32(0)
      + TestImages.le32(offset)
    return Data(header + dib + pixels)
  }

  @Test func twoBitPaletteIsDecoded() throws {
    let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)]
    // 5×1: indices 0 1 2 3 2 → bytes 0b00011011, 0b10000000, padded to 4.
    let data = Self.file(
      dibSize: 40, width: 5, height: 1, bits: 2, compression: 0, palette: palette,
      pixels: [0b0001_1011, 0b1000_0000, 0, 0])
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgb)
    #expect(image.pixels == [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 255, 0])
  }

  @Test func os2RunLength24IsDecoded() throws {
    // 4×2, bottom-up. Bottom row: absolute red, blue, green (9 bytes, padded to 10), then
    // a run of 1 white. Top row: a run of 4 grey.
    let stream: [UInt8] =
      [0, 3, 0, 0, 255, 255, 0, 0, 0, 255, 0, 0] + [1, 255, 255, 255] + [0, 0]
      + [4, 128, 128, 128] + [0, 1]
    let data = Self.file(
      dibSize: 64, width: 4, height: 2, bits: 24, compression: 4, pixels: stream)
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgb)
    let top = [UInt8](repeating: 128, count: 12)
    let bottom: [UInt8] = [255, 0, 0, 0, 0, 255, 0, 255, 0, 255, 255, 255]
    #expect(image.pixels == top + bottom)
  }

  @Test func compression4WithAWindowsHeaderIsStillJPEG() throws {
    let data = Self.file(
      dibSize: 40, width: 1, height: 1, bits: 24, compression: 4, pixels: [1, 0, 0, 255])
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data) }
  }

  @Test func runLengthDeltaSkipsAreTransparent() throws {
    let palette: [(UInt8, UInt8, UInt8)] = [(10, 20, 30), (200, 100, 50)]
    // 4×3 RLE8, bottom-up: bottom row two index-1 pixels then EOL (2 skipped); delta
    // (+1, +1) to the top row's second pixel; a run of 3; end of bitmap (the middle row,
    // except what the delta passed, is skipped).
    let stream: [UInt8] = [2, 1, 0, 0] + [0, 2, 1, 1] + [3, 0] + [0, 1]
    let data = Self.file(
      dibSize: 40, width: 4, height: 3, bits: 8, compression: 1, palette: palette,
      pixels: stream)
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgba)
    let clear: [UInt8] = [0, 0, 0, 0]
    let zero: [UInt8] = [10, 20, 30, 255]
    let one: [UInt8] = [200, 100, 50, 255]
    // After EOL the position is (0, 1); the delta moves to (1, 2), the top row.
    let top = clear + zero + zero + zero
    let middle = clear + clear + clear + clear
    let bottom = one + one + clear + clear
    #expect(image.pixels == top + middle + bottom)
  }

  @Test func runLengthCoveringEveryPixelIsOpaque() throws {
    let palette: [(UInt8, UInt8, UInt8)] = [(1, 2, 3), (4, 5, 6)]
    let stream: [UInt8] = [2, 1, 0, 0, 1, 0, 1, 1, 0, 1]
    let data = Self.file(
      dibSize: 40, width: 2, height: 2, bits: 8, compression: 1, palette: palette,
      pixels: stream)
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgb)
    #expect(image.pixels == [1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6])
  }

  /// 2×1 pixels with alpha 0x80 and 0xFF, for every header that can carry an alpha mask.
  @Test(arguments: [56, 108, 124])
  func alphaMaskInV3V4V5HeadersIsHonoured(dibSize: Int) throws {
    let data = Self.file(
      dibSize: dibSize, width: 2, height: 1, bits: 32, compression: 3,
      masks: [0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000],
      pixels: [30, 20, 10, 0x80, 60, 50, 40, 0xFF])
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgba)
    #expect(image.pixels == [10, 20, 30, 0x80, 40, 50, 60, 0xFF])
  }

  @Test func alphaBitfieldsAfterAnInfoHeaderAreHonoured() throws {
    let data = Self.file(
      dibSize: 40, width: 1, height: 1, bits: 32, compression: 6,
      masks: [0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000], pixels: [3, 2, 1, 0x40])
    let image = try ImageDecoder.decode(data)
    #expect(image.pixels == [1, 2, 3, 0x40])
  }

  @Test func sixteenBitArgb4444IsHonoured() throws {
    // 0x8F40: alpha 8 → 136, red 15 → 255, green 4 → 68, blue 0.
    let data = Self.file(
      dibSize: 124, width: 1, height: 1, bits: 16, compression: 3,
      masks: [0x0F00, 0x00F0, 0x000F, 0xF000], pixels: [0x40, 0x8F, 0, 0])
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgba)
    #expect(image.pixels == [255, 68, 0, 136])
  }

  @Test func allZeroAlphaMeansOpaque() throws {
    let data = Self.file(
      dibSize: 124, width: 2, height: 1, bits: 32, compression: 3,
      masks: [0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000], pixels: [30, 20, 10, 0, 60, 50, 40, 0])
    let image = try ImageDecoder.decode(data)
    #expect(image.layout == .rgb)
    #expect(image.pixels == [10, 20, 30, 40, 50, 60])
  }
}
