import Foundation
import Testing

@testable import Imaging

/// The cases of ``ImageDecodingError`` carry what the decoder found, and read as one line.
@Suite("Decoding errors carry facts")
struct DecodingErrorFactsTests {
  static var fastPath: DecodingOptions {
    var options = DecodingOptions(targetSize: (20, 20))
    options.targetFitting = .fit
    return options
  }

  @Test func pngChecksumNamesStoredAndComputed() throws {
    var bytes = [UInt8](try PNGEncoder.encode(TestImages.photo(width: 200, height: 150)))
    let type = try #require(Self.offset(of: "IDAT", in: bytes))
    let end = type + 4 + Self.length(at: type - 4, in: bytes)
    let computed = UInt32(Self.length(at: end, in: bytes))
    bytes[end + 3] ^= 0xFF
    let declared = UInt32(Self.length(at: end, in: bytes))
    let expected = ImageDecodingError.badChecksum(
      format: .png, chunk: "IDAT", declared: declared, computed: computed)
    #expect(throws: expected) { try PNGDecoder.decode(Data(bytes), options: Self.fastPath) }
    let hex = { (value: UInt32) in String(format: "0x%08x", value) }
    #expect(
      expected.description
        == "corrupt PNG data: IDAT: CRC \(hex(declared)) stored, \(hex(computed)) computed")
  }

  @Test func memoryIsNotCorruptData() {
    let error = ImageDecodingError.allocationFailed(
      format: .jpeg, function: "jpeg_start_decompress")
    #expect(error.isResourceFailure)
    #expect(error.description == "out of memory decoding JPEG data (jpeg_start_decompress failed)")
    #expect(!ImageDecodingError.truncated(format: .jpeg).isResourceFailure)
    #expect(error.format == .jpeg)
  }

  @Test func libjpegMessagesNameTheStage() throws {
    // SOI, then a start-of-frame marker whose length (2) cannot hold a frame header.
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x02] + [UInt8](repeating: 0, count: 64)
    do {
      _ = try ImageDecoder.decode(Data(bytes))
      Issue.record("decoded a bogus JPEG")
    } catch let error as ImageDecodingError {
      guard case .codecFailed(.jpeg, let function, let message) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(function == "jpeg_read_header")
      #expect(!message.isEmpty)
      #expect(error.description.hasPrefix("corrupt JPEG data: jpeg_read_header: "))
    }
  }

  static func length(at offset: Int, in bytes: [UInt8]) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  static func offset(of type: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(type.utf8)
    return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual(pattern) }
  }
}
