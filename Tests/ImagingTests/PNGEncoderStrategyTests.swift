import Foundation
import Testing

@testable import Imaging

@Suite("PNG encoder strategy")
struct PNGEncoderStrategyTests {
  static func encode(_ image: Image, _ strategy: PNGEncoder.Strategy) throws -> Data {
    try PNGEncoder.encode(image, options: PNGEncoder.Options(strategy: strategy))
  }

  @Test(arguments: PNGEncoderStrategyTests.names)
  func everyStrategyRoundTrips(name: String) throws {
    let image = try #require(Self.images[name])
    for strategy in [PNGEncoder.Strategy.automatic, .deflate, .runLength] {
      let data = try Self.encode(image, strategy)
      #expect(try ImageDecoder.decode(data) == image, "\(name) \(strategy)")
      #expect(try Self.encode(image, strategy) == data, "\(name) \(strategy) deterministic")
    }
  }

  /// Photographs keep the run-length encoding; drawings, where run-length alone is much
  /// larger, get the smaller of the two.
  @Test(arguments: PNGEncoderStrategyTests.names)
  func automaticIsNeverLargerThanEither(name: String) throws {
    let image = try #require(Self.images[name])
    let automatic = try Self.encode(image, .automatic).count
    let runLength = try Self.encode(image, .runLength).count
    let deflate = try Self.encode(image, .deflate).count
    #expect(automatic <= runLength, "\(name)")
    if automatic < runLength { #expect(automatic <= deflate, "\(name)") }
  }

  @Test func drawingsUseTheFullSearch() throws {
    let drawing = TestImages.lineArt(width: 256, height: 256)
    let automatic = try Self.encode(drawing, .automatic)
    #expect(automatic == (try Self.encode(drawing, .deflate)))
    #expect(automatic.count < (try Self.encode(drawing, .runLength)).count)
  }

  static let names = ["photo", "line art", "alpha disk"]

  static let images: [String: Image] = [
    "photo": TestImages.photo(width: 198, height: 256),
    "line art": TestImages.lineArt(width: 198, height: 256),
    "alpha disk": TestImages.alphaDisk(width: 120, height: 90),
  ]
}
