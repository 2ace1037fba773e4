import Deflate
import Foundation
import Testing

@Suite struct DeflateTests {
  /// Compressible text of `count` bytes, the same on every run.
  static func sample(_ count: Int) -> Data {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return Data(
      (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(ascii: "a") + UInt8(truncatingIfNeeded: state >> 61)
      })
  }

  static func compress(_ data: Data, format: DeflateFormat, level: Int = 6) throws -> Data {
    var packed = Data()
    let deflater = try Deflater(format: format, level: level)
    try deflater.compress(data, finish: true) { packed.append($0) }
    return packed
  }

  @Test(arguments: [DeflateFormat.raw, .zlib], [0, 1, 200_000])
  func roundTrips(format: DeflateFormat, count: Int) throws {
    let original = Self.sample(count)
    let packed = try Self.compress(original, format: format)
    if count > 1000 { #expect(packed.count < original.count / 2) }
    #expect(try Inflater.inflate(packed, format: format, limit: count) == original)
  }

  @Test func zlibFormatWritesAHeaderRawDoesNot() throws {
    let zlib = try Self.compress(Data("hello".utf8), format: .zlib)
    #expect(zlib.first == 0x78)
    let raw = try Self.compress(Data("hello".utf8), format: .raw)
    #expect(zlib.count == raw.count + 6)  // 2-byte header, 4-byte Adler-32
  }

  @Test func boundsTheOutput() throws {
    let packed = try Self.compress(Self.sample(100_000), format: .raw)
    #expect(throws: DeflateError.outputTooLarge(limit: 99_999)) {
      try Inflater.inflate(packed, format: .raw, limit: 99_999)
    }
  }

  @Test func refusesInvalidAndShortData() throws {
    #expect(throws: DeflateError.self) {
      try Inflater.inflate(Data([0xFF, 0xFF, 0xFF, 0xFF]), format: .raw, limit: 1 << 20)
    }
    let packed = try Self.compress(Self.sample(10_000), format: .zlib)
    do {
      _ = try Inflater.inflate(packed.prefix(packed.count / 2), format: .zlib, limit: 1 << 20)
      Issue.record("a stream cut in half inflated")
    } catch {
      guard case .endsEarly(let consumed) = error else {
        Issue.record("expected endsEarly, got \(error)")
        return
      }
      #expect(consumed == UInt64(packed.count / 2))
    }
    var badAdler = packed
    badAdler[badAdler.count - 1] ^= 0xFF
    #expect(throws: DeflateError.invalidData(code: -3, zlibMessage: "incorrect data check")) {
      try Inflater.inflate(badAdler, format: .zlib, limit: 1 << 20)
    }
  }

  @Test func inflatesIntoCallerBuffersPieceByPiece() throws {
    let original = Self.sample(50_000)
    let packed = try Self.compress(original, format: .zlib)
    let inflater = try Inflater(format: .zlib)
    var output = [UInt8](repeating: 0, count: original.count)
    var (inOffset, outOffset) = (0, 0)
    try packed.withUnsafeBytes { input in
      try output.withUnsafeMutableBytes { out in
        while !inflater.isFinished {
          // 7-byte input and 1 KiB output pieces, as a chunked PNG reader would hand them.
          let piece = UnsafeRawBufferPointer(
            rebasing: input[inOffset..<min(input.count, inOffset + 7)])
          let room = UnsafeMutableRawBufferPointer(
            rebasing: out[outOffset..<min(out.count, outOffset + 1024)])
          let (consumed, produced) = try inflater.inflate(piece, into: room)
          inOffset += consumed
          outOffset += produced
        }
      }
    }
    #expect(inOffset == packed.count)
    #expect(Data(output) == original)
  }

  @Test func crc32MatchesKnownValues() {
    #expect(CRC32.checksum(Data("IEND".utf8)) == 0xAE42_6082)
    #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    var running = CRC32()
    running.update(Data("1234".utf8))
    running.update(Data("56789".utf8))
    #expect(running.value == 0xCBF4_3926)
    #expect(CRC32().value == 0)
  }
}
