import Foundation
import Imaging

/// Small valid files of every format the robustness tests damage.
enum RobustnessSamples {
  static let all: [(name: String, format: ImageFormat, data: Data)] = {
    var list: [(String, ImageFormat, Data)] = []
    let bmpNames = [
      "8-bit info", "24-bit info", "RLE8", "RLE4", "16-bit 565 info",
      "32-bit V5 bitfields alpha", "1-bit core", "4-bit v5 top-down",
    ]
    for fixture in BMPFixture.all where bmpNames.contains(fixture.name) {
      list.append(("BMP \(fixture.name)", .bmp, fixture.data))
    }
    for fixture in GIFDecoderTests.fixtures()
    where [
      "16 colours interlaced", "256 colours local palette", "transparent index",
      "frame smaller than screen",
    ].contains(fixture.name) {
      list.append(("GIF \(fixture.name)", .gif, fixture.data))
    }
    let rgba = TestImages.pattern(width: 9, height: 7, alpha: true)
    list.append(
      ("TIFF PackBits RGBA", .tiff, TIFFWriter.file(rgba, packBits: true, rowsPerStrip: 3)))
    list.append(
      ("TIFF 16-bit RGBA", .tiff, TIFFWriter.file(rgba, rowsPerStrip: 4, sixteenBit: true)))
    list.append(("TIFF grey", .tiff, TIFFWriter.file(rgba.converted(to: .gray), orientation: 6)))
    list.append(("WebP lossless", .webp, WebPSamples.lossless))
    list.append(("WebP lossy", .webp, WebPSamples.lossy))
    return list
  }()
}
