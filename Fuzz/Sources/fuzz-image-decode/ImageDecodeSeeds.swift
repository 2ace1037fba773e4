import Foundation
import Imaging

/// PNG seeds made with the project's own encoder (every layout, odd sizes); the other
/// formats come from `Fuzz/seeds-image-decode.py` (Pillow), run by `seeds.sh`.
enum ImageDecodeSeeds {
  static func make() throws -> [String: Data] {
    var seeds: [String: Data] = [:]
    for (index, layout) in Image.Layout.allCases.enumerated() {
      for (width, height) in [(1, 1), (7, 3), (33, 17)] {
        var image = Image(width: width, height: height, layout: layout)
        for i in image.pixels.indices { image.pixels[i] = UInt8(truncatingIfNeeded: i &* 37) }
        for reduce in [false, true] {
          let options = PNGEncoder.Options(
            compressionLevel: index % 2 == 0 ? 9 : 1,
            textChunks: reduce ? [PNGEncoder.TextChunk(key: "Thumb::URI", value: "file:///x")] : [],
            reducesColorType: reduce)
          seeds["png-\(layout)-\(width)x\(height)-\(reduce)"] = try PNGEncoder.encode(
            image, options: options)
        }
      }
    }
    return seeds
  }
}
