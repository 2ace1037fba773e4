import Foundation
import Imaging
import TestSupport
import Testing

@Suite("Resampling and thumbnail geometry")
struct ResamplingTests {
  @Test func geometryModes() {
    let fit = ThumbnailGeometry(size: 256).plan(sourceWidth: 6000, sourceHeight: 4000)
    #expect(fit.width == 256 && fit.height == 171)
    let fill = ThumbnailGeometry(size: 145, mode: .fill).plan(sourceWidth: 6000, sourceHeight: 4000)
    #expect(fill.width == 145 && fill.height == 145)
    #expect(abs(fill.cropWidth - 4000) < 1e-6 && abs(fill.cropX - 1000) < 1e-6 && fill.cropY == 0)
    let exact = ThumbnailGeometry(width: 100, height: 10, mode: .exact)
      .plan(sourceWidth: 50, sourceHeight: 50)
    #expect(exact.width == 100 && exact.height == 10)
    let small = ThumbnailGeometry(size: 256).plan(sourceWidth: 100, sourceHeight: 50)
    #expect(small.width == 100 && small.height == 50)
    let enlarged = ThumbnailGeometry(size: 200, allowsUpscaling: true)
      .plan(sourceWidth: 100, sourceHeight: 50)
    #expect(enlarged.width == 200 && enlarged.height == 100)
    let smallFill = ThumbnailGeometry(size: 145, mode: .fill).plan(
      sourceWidth: 100, sourceHeight: 300)
    #expect(smallFill.width == 100 && smallFill.height == 145)
  }

  @Test(arguments: ResamplingFilter.presets.map(\.name))
  func uniformImageStaysUniform(filter: String) throws {
    let image = Image(
      width: 90, height: 70, layout: .rgba,
      pixels: [UInt8](repeating: 0, count: 90 * 70 * 4).enumerated().map {
        [200, 100, 50, 180][$0.offset % 4]
      })
    let small = image.resized(width: 13, height: 11, filter: try #require(.named(filter)))
    #expect(small.width == 13 && small.height == 11)
    for i in stride(from: 0, to: small.pixels.count, by: 4) {
      #expect(Array(small.pixels[i..<i + 4]) == [200, 100, 50, 180])
    }
  }

  @Test(arguments: [false, true])
  func alphaEdgesHaveNoDarkFringe(linear: Bool) {
    let disk = TestImages.alphaDisk(width: 300, height: 200)
    for filter in ResamplingFilter.presets {
      let small = disk.resized(
        to: ThumbnailGeometry(size: 37), filter: filter, linearLight: linear)
      var edgePixels = 0
      for y in 0..<small.height {
        for x in 0..<small.width {
          let p = small.rgba(x: x, y: y)
          guard p.a > 0 else { continue }
          if p.a < 255 { edgePixels += 1 }
          #expect(p.r >= 250 && p.g <= 3 && p.b <= 3, "\(filter.name) fringe at \(x),\(y): \(p)")
        }
      }
      #expect(edgePixels > 10)
    }
  }

  @Test func linearLightKeepsBrightnessOfFineDetail() {
    // Alternating black and white columns average to mid-grey in linear light (≈188 in sRGB).
    var image = Image(width: 64, height: 8, layout: .gray)
    for y in 0..<8 { for x in stride(from: 0, to: 64, by: 2) { image.pixels[y * 64 + x] = 255 } }
    let gamma = image.resized(width: 8, height: 1, filter: .box)
    let linear = image.resized(width: 8, height: 1, filter: .box, linearLight: true)
    #expect(abs(Int(gamma.pixels[3]) - 128) <= 1)
    #expect(abs(Int(linear.pixels[3]) - 188) <= 1)
  }

  @Test func exifOrientationTransforms() {
    // 3×2 image with distinct values; orientation 6 (turn clockwise) makes it 2×3.
    let image = Image(width: 3, height: 2, layout: .gray, pixels: [1, 2, 3, 4, 5, 6])
    #expect(image.oriented(.right).pixels == [4, 1, 5, 2, 6, 3])
    #expect(image.oriented(.left).pixels == [3, 6, 2, 5, 1, 4])
    #expect(image.oriented(.down).pixels == [6, 5, 4, 3, 2, 1])
    #expect(image.oriented(.upMirrored).pixels == [3, 2, 1, 6, 5, 4])
    #expect(image.oriented(.downMirrored).pixels == [4, 5, 6, 1, 2, 3])
    #expect(image.oriented(.leftMirrored).pixels == [1, 4, 2, 5, 3, 6])
    #expect(image.oriented(.rightMirrored).pixels == [6, 3, 5, 2, 4, 1])
  }
}
