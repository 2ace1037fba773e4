import Foundation
import TestSupport
import Testing

@testable import Imaging

/// `ImageDecoder.pixelSize(of:)`: the size from the header Imaging reads (PNG `IHDR`, JPEG
/// frame header, GIF screen), the decoded size otherwise, nil for data that is no image.
@Suite("Pixel size from headers")
struct PixelSizeTests {
  @Test func pngAndGIFHeaders() throws {
    let png = try PNGEncoder.encode(TestImages.photo(width: 37, height: 21))
    #expect(ImageDecoder.pixelSize(of: png).map { [$0.width, $0.height] } == [37, 21])
    // A PNG cut after its IHDR still has a size (only the header is read).
    #expect(ImageDecoder.pixelSize(of: png.prefix(33)).map { [$0.width, $0.height] } == [37, 21])
    let gif = Data(Array("GIF89a".utf8) + [0x90, 0x01, 0x2C, 0x01, 0, 0, 0])
    #expect(ImageDecoder.pixelSize(of: gif).map { [$0.width, $0.height] } == [400, 300])
    #expect(ImageDecoder.pixelSize(of: Data("not an image".utf8)) == nil)
  }

  /// An iPhone 7 photo from the corpus: 4032 × 3024 read from its frame header, the first
  /// 64 KiB being enough (nothing is decoded).
  @Test func jpegFrameHeader() throws {
    guard let photo = ProjectPaths.corpus("video/devilhtc__EE367-livephoto/07.JPG") else {
      return
    }
    let data = try Data(contentsOf: photo)
    #expect(ImageDecoder.pixelSize(of: data).map { [$0.width, $0.height] } == [4032, 3024])
    #expect(
      ImageDecoder.pixelSize(of: data.prefix(64 << 10)).map { [$0.width, $0.height] } == [
        4032, 3024,
      ])
  }
}
