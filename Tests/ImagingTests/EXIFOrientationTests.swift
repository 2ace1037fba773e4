import Testing

@testable import Imaging

@Suite("EXIF orientation parsing")
struct EXIFOrientationTests {
  /// An APP1 payload with IFD0 holding `entries` (tag, type, value) in the given byte order.
  static func payload(bigEndian: Bool, entries: [(UInt16, UInt16, UInt16)]) -> [UInt8] {
    func u16(_ v: UInt16) -> [UInt8] {
      bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)]
    }
    func u32(_ v: UInt32) -> [UInt8] {
      let bytes = [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
      return bigEndian ? bytes : bytes.reversed()
    }
    var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
    tiff += u16(42) + u32(8) + u16(UInt16(entries.count))
    for (tag, type, value) in entries {
      tiff += u16(tag) + u16(type) + u32(1) + u16(value) + [0, 0]
    }
    tiff += u32(0)
    return Array("Exif\0\0".utf8) + tiff
  }

  @Test(arguments: [false, true], 1...8)
  func findsOrientation(bigEndian: Bool, value: Int) {
    let bytes = Self.payload(
      bigEndian: bigEndian, entries: [(0x010F, 2, 0), (0x0112, 3, UInt16(value))])
    #expect(EXIFOrientationParser.orientation(in: bytes)?.rawValue == value)
  }

  @Test func malformedPayloadsGiveNil() {
    let good = Self.payload(bigEndian: true, entries: [(0x0112, 3, 6)])
    #expect(EXIFOrientationParser.orientation(in: good) == .right)
    for length in 0..<good.count {
      // Every truncation is handled without reading out of bounds.
      _ = EXIFOrientationParser.orientation(in: Array(good.prefix(length)))
    }
    #expect(EXIFOrientationParser.orientation(in: Array(good.prefix(20))) == nil)
    var badOffset = good
    badOffset[13] = 0xFF  // IFD offset far beyond the end
    #expect(EXIFOrientationParser.orientation(in: badOffset) == nil)
    let wrongType = Self.payload(bigEndian: false, entries: [(0x0112, 4, 6)])
    #expect(EXIFOrientationParser.orientation(in: wrongType) == nil)
    let outOfRange = Self.payload(bigEndian: false, entries: [(0x0112, 3, 9)])
    #expect(EXIFOrientationParser.orientation(in: outOfRange) == nil)
  }
}
