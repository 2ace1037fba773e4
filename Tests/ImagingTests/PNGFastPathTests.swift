import Foundation
import Testing

@testable import Imaging

@Suite("PNG reducing fast path")
struct PNGFastPathTests {
  static func sample(_ layout: Image.Layout) -> Image {
    var image = TestImages.photo(width: 203, height: 151).converted(to: layout)
    if layout.hasAlpha {
      let channels = layout.channels
      for i in stride(from: channels - 1, to: image.pixels.count, by: channels) {
        image.pixels[i] = UInt8((i / channels) % 251)
      }
    }
    return image
  }

  @Test(arguments: Image.Layout.allCases, [0, 6, 9])
  func matchesLibpngThenBoxReduce(layout: Image.Layout, level: Int) throws {
    let image = Self.sample(layout)
    let data = try PNGEncoder.encode(
      image, options: PNGEncoder.Options(compressionLevel: level, reducesColorType: false))
    var options = DecodingOptions(targetSize: (20, 20))
    options.targetFitting = .fit
    let fast = try PNGDecoder.decode(data, options: options)
    #expect(fast.factor == 3)
    #expect(fast.image == Resampler.boxReduce(image, factor: 3))
  }

  @Test func corruptionInImageDataIsCaught() throws {
    let data = try PNGEncoder.encode(Self.sample(.rgb))
    var options = DecodingOptions(targetSize: (20, 20))
    options.targetFitting = .fit
    // Flip a byte inside the IDAT body: the chunk CRC must catch it.
    var bytes = [UInt8](data)
    bytes[bytes.count / 2] ^= 0x55
    #expect(throws: ImageDecodingError.self) {
      try PNGDecoder.decode(Data(bytes), options: options)
    }
    for cut in [60, data.count / 2, data.count - 5] {
      #expect(throws: ImageDecodingError.truncated(format: .png)) {
        try PNGDecoder.decode(data.prefix(cut), options: options)
      }
    }
  }
}
