import Foundation
import Imaging
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Headers that claim enormous images must be refused from the header: fast, before any
/// pixel memory exists. Serialized so the peak-RSS reading belongs to one decode at a time.
@Suite("Invalid input: pixel bombs refused from the header", .serialized)
struct PixelBombTests {
  static func bombs() -> [(name: String, data: Data, width: Int, height: Int)] {
    var list: [(String, Data, Int, Int)] = []
    list.append(
      (
        "BMP INFO 100000×100000",
        BMPWriter.file(
          header: .info, width: 100_000, height: 100_000, bits: 24, pixelData: [0, 0, 0, 0]),
        100_000, 100_000
      ))
    list.append(
      (
        "BMP V5 top-down 100000×100000",
        BMPWriter.file(
          header: .v5, width: 100_000, height: 100_000, bits: 32, pixelData: [0, 0, 0, 0],
          topDown: true), 100_000, 100_000
      ))
    let tiny = GIFWriter.Frame(width: 1, height: 1, indices: [0])
    list.append(
      (
        "GIF screen 65535×65535",
        GIFWriter.file(
          screenWidth: 65535, screenHeight: 65535, globalPalette: TestImages.palette(2),
          frames: [tiny]), 65535, 65535
      ))
    let huge = GIFWriter.Frame(width: 65535, height: 65535, indices: [])
    list.append(
      (
        "GIF frame 65535×65535 on a 1×1 screen",
        GIFWriter.file(
          screenWidth: 1, screenHeight: 1, globalPalette: TestImages.palette(2),
          frames: [huge]),
        65535, 65535
      ))
    var tiff = TIFFWriter.file(Image(width: 1, height: 1, layout: .rgb))
    tiff.replaceSubrange(18..<22, with: TestImages.le32(100_000))
    tiff.replaceSubrange(30..<34, with: TestImages.le32(100_000))
    list.append(("TIFF 100000×100000", tiff, 100_000, 100_000))
    list.append(("WebP VP8L 16383×16383", webpLossless(width: 16383, height: 16383), 16383, 16383))
    list.append(
      (
        "WebP VP8X animated canvas 60000×60000", webpExtended(width: 60000, height: 60000),
        60000, 60000
      ))
    return list
  }

  /// A RIFF/VP8L header (signature byte, 14-bit sizes) followed by a few zero bytes.
  static func webpLossless(width: Int, height: Int) -> Data {
    let bits = (width - 1) | (height - 1) << 14 | 1 << 28
    let payload: [UInt8] = [0x2F] + TestImages.le32(bits) + [0, 0, 0, 0, 0, 0, 0]
    return riff(Array("VP8L".utf8) + TestImages.le32(payload.count) + payload)
  }

  /// A RIFF/VP8X header with the animation flag and a 24-bit canvas size.
  static func webpExtended(width: Int, height: Int) -> Data {
    let canvas =
      Array(TestImages.le32(width - 1).prefix(3))
      + TestImages.le32(height - 1).prefix(3)
    let chunk = Array("VP8X".utf8) + TestImages.le32(10) + [0x02, 0, 0, 0] + canvas
    let anim = Array("ANIM".utf8) + TestImages.le32(6) + [0, 0, 0, 0, 0, 0]
    return riff(chunk + anim)
  }

  static func riff(_ body: [UInt8]) -> Data {
    Data(Array("RIFF".utf8) + TestImages.le32(body.count + 4) + Array("WEBP".utf8) + body)
  }

  static func peakRSSKilobytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
  }

  @Test("refused from the header without growing peak RSS by 50 MB", arguments: 0..<7)
  func refusedFast(_ index: Int) throws {
    let bomb = try #require(Self.bombs().dropFirst(index).first)
    let rssBefore = Self.peakRSSKilobytes()
    let clock = ContinuousClock()
    var thrown: (any Error)?
    let elapsed = clock.measure {
      do { _ = try ImageDecoder.decode(bomb.data) } catch { thrown = error }
    }
    let grown = Self.peakRSSKilobytes() - rssBefore
    let limit = DecodingOptions.defaultPixelLimit
    #expect(
      thrown as? ImageDecodingError
        == .tooManyPixels(width: bomb.width, height: bomb.height, limit: limit),
      "\(bomb.name): \(String(describing: thrown))")
    // The 100 ms goal is measured by Benchmarks/pixel-bombs.sh; here only a hang guard.
    #expect(elapsed < .seconds(10), "\(bomb.name) took \(elapsed)")
    #expect(grown < 50_000, "\(bomb.name) grew peak RSS by \(grown) KB")
    print("pixel bomb \(bomb.name): refused in \(elapsed), peak RSS +\(grown) KB")
  }

  @Test("a configured pixel limit is honoured by every format")
  func configuredLimit() {
    for sample in RobustnessSamples.all {
      let options = DecodingOptions(pixelLimit: 20)
      do {
        _ = try ImageDecoder.decode(sample.data, options: options)
        Issue.record("\(sample.name) decoded over a 20-pixel limit")
      } catch {
        guard case .tooManyPixels(_, _, let limit)? = error as? ImageDecodingError else {
          Issue.record("\(sample.name): \(error)")
          continue
        }
        #expect(limit == 20)
      }
    }
  }
}
