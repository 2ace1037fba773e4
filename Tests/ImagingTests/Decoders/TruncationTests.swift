import Foundation
import Imaging
import Testing

@Suite("Invalid input: truncation at every offset")
struct TruncationTests {
  static let samples = RobustnessSamples.all.map(\.name)

  /// Every prefix either fails to sniff, throws exactly `.truncated(format:)`, or — only
  /// once the image data is complete (row padding, GIF trailer, later frames) — decodes to
  /// the same picture as the whole file.
  @Test("every prefix throws .truncated (or decodes the same once complete)", arguments: samples)
  func truncatedEverywhere(_ name: String) throws {
    let sample = try #require(RobustnessSamples.all.first { $0.name == name })
    let full = try ImageDecoder.decode(sample.data)
    let magicLength = sample.format == .webp ? 12 : sample.format == .tiff ? 4 : 6
    var firstSuccess: Int?
    for length in 0..<sample.data.count {
      let prefix = sample.data.prefix(length)
      do {
        let image = try ImageDecoder.decode(prefix)
        if firstSuccess == nil { firstSuccess = length }
        #expect(image == full, "\(name): prefix of \(length) bytes decoded differently")
      } catch let error as ImageDecodingError {
        let expected: ImageDecodingError =
          length < magicLength ? .unrecognizedFormat : .truncated(format: sample.format)
        #expect(error == expected, "\(name): prefix of \(length) bytes threw \(error)")
        #expect(
          firstSuccess == nil, "\(name): \(length) bytes failed after a shorter prefix worked")
      }
    }
    if let firstSuccess, sample.format != .gif {
      #expect(firstSuccess >= sample.data.count - 3, "\(name): only \(firstSuccess) bytes needed")
    }
  }
}
