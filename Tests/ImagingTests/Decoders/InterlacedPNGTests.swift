import Foundation
import Imaging
import Testing

@Suite("Interlaced PNG with a size hint")
struct InterlacedPNGTests {
  /// The source sampled every `spacing` pixels each way: what the first Adam7 passes hold.
  private func grid(_ image: Image, spacing: Int) -> Image {
    let channels = image.layout.channels
    var out = Image(
      width: (image.width + spacing - 1) / spacing, height: (image.height + spacing - 1) / spacing,
      layout: image.layout)
    for y in 0..<out.height {
      for x in 0..<out.width {
        let source = ((y * spacing) * image.width + x * spacing) * channels
        let target = (y * out.width + x) * channels
        out.pixels[target..<target + channels] = image.pixels[source..<source + channels]
      }
    }
    return out
  }

  /// 203×101 (not a multiple of 8) → 16 px: reduction ~6.3, box factor 2, passes 1–5.
  @Test(arguments: [Image.Layout.gray, .grayAlpha, .rgb, .rgba])
  func firstFivePassesGiveTheHalfGrid(layout: Image.Layout) throws {
    let source = TestImages.photo(width: 203, height: 101).converted(to: layout)
    let data = InterlacedPNGWriter.encode(source, interlaced: true)
    let image = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (16, 16)))
    #expect(image == grid(source, spacing: 2))
  }

  /// 517×389 → 16 px: reduction ~32, box factor 10: pass 1 only, then a box of 1.
  @Test func passOneAloneForLargeReductions() throws {
    let source = TestImages.photo(width: 517, height: 389)
    let data = InterlacedPNGWriter.encode(source, interlaced: true)
    let image = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (16, 16)))
    #expect(image == grid(source, spacing: 8))
  }

  @Test func fullSizeDecodeIsUnchanged() throws {
    let source = TestImages.photo(width: 67, height: 45)
    let data = InterlacedPNGWriter.encode(source, interlaced: true)
    #expect(try ImageDecoder.decode(data) == source)
  }

  /// Only the passes needed are read: a file cut after them still gives the thumbnail, and
  /// a file cut inside them is refused.
  @Test func dataAfterTheNeededPassesIsNotRead() throws {
    let source = TestImages.photo(width: 517, height: 389)
    let data = InterlacedPNGWriter.encode(source, interlaced: true)
    // Pass 1 is 49 rows of 1 + 65 × 3 bytes; with the zlib and stored-block headers it ends
    // in the second 8 KiB IDAT chunk (each chunk is 12 bytes of framing around its data).
    let passOneEnd = 2 + 5 + 49 * (1 + 65 * 3)
    #expect(passOneEnd > 8192 && passOneEnd < 2 * 8192)
    let signatureAndHeader = 8 + 25
    let options = DecodingOptions(targetSize: (16, 16))
    let twoChunks = data.prefix(signatureAndHeader + 2 * (12 + 8192))
    #expect(try ImageDecoder.decode(twoChunks, options: options) == grid(source, spacing: 8))
    let oneChunk = data.prefix(signatureAndHeader + 12 + 8192)
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(oneChunk, options: options) }
  }

  /// The thumbnail of an interlaced file stays close to that of the same image stored
  /// progressively (which is box-reduced from every pixel).
  @Test func thumbnailIsCloseToTheNonInterlacedOne() throws {
    let source = TestImages.photo(width: 800, height: 600)
    let thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: 64))
    let interlaced = try thumbnailer.thumbnail(
      data: InterlacedPNGWriter.encode(source, interlaced: true))
    let plain = try thumbnailer.thumbnail(
      data: InterlacedPNGWriter.encode(source, interlaced: false))
    #expect(interlaced.width == plain.width && interlaced.height == plain.height)
    let psnr = TestImages.psnr(interlaced.pixels, plain.pixels)
    print("interlaced vs non-interlaced thumbnail: \(psnr) dB")
    #expect(psnr >= 30)
  }
}
