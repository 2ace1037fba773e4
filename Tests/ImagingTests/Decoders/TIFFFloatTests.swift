import Foundation
import TestSupport
import Testing

@testable import Imaging

/// 32-bit floating-point TIFF (SampleFormat 3): samples clamped to 0…1 and scaled to 8 bits.
@Suite("TIFF floating-point samples")
struct TIFFFloatTests {
  /// An uncompressed one-strip little-endian float TIFF (grey or RGB).
  static func floatTIFF(width: Int, height: Int, channels: Int, samples: [Float]) -> Data {
    var strip: [UInt8] = []
    for value in samples { strip += withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init) }
    let entries: [(Int, Int, Int)] = [
      (256, 4, width), (257, 4, height), (258, 3, 32), (259, 3, 1),
      (262, 3, channels == 3 ? 2 : 1), (273, 4, 0), (277, 3, channels), (278, 4, height),
      (279, 4, strip.count), (284, 3, 1), (339, 3, 3),
    ]
    let ifdSize = 2 + entries.count * 12 + 4
    // BitsPerSample and SampleFormat with several values would need out-of-line arrays;
    // one value applies to every sample (libtiff accepts that), so all fit in the entry.
    let dataStart = 8 + ifdSize
    var out: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0]
    out += withUnsafeBytes(of: UInt16(entries.count).littleEndian, Array.init)
    for (tag, type, value) in entries {
      out += withUnsafeBytes(of: UInt16(tag).littleEndian, Array.init)
      out += withUnsafeBytes(of: UInt16(type).littleEndian, Array.init)
      out += withUnsafeBytes(of: UInt32(1).littleEndian, Array.init)
      let stored = tag == 273 ? dataStart : value
      if type == 3 {
        out += withUnsafeBytes(of: UInt16(stored).littleEndian, Array.init) + [0, 0]
      } else {
        out += withUnsafeBytes(of: UInt32(stored).littleEndian, Array.init)
      }
    }
    out += [0, 0, 0, 0] + strip
    return Data(out)
  }

  static func expected(_ value: Float) -> UInt8 {
    value.isNaN ? 0 : UInt8((Double(min(max(value, 0), 1)) * 255).rounded())
  }

  @Test func greyAndRGBAreClampedAndScaled() throws {
    let values: [Float] = [0, 1, 0.5, 0.25, -3, 7, .nan, 0.999, 1e-3, 0.1, 0.9, 0.75]
    let grey = try ImageDecoder.decode(
      Self.floatTIFF(width: 4, height: 3, channels: 1, samples: values))
    #expect(grey.layout == .gray && grey.width == 4 && grey.height == 3)
    #expect(grey.pixels == values.map(Self.expected))
    let rgb = try ImageDecoder.decode(
      Self.floatTIFF(width: 2, height: 2, channels: 3, samples: values))
    #expect(rgb.layout == .rgb)
    #expect(rgb.pixels == values.map(Self.expected))
  }

  @Test func agreesWithPillow() throws {
    guard PillowReference.isAvailable else { return }
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("float.tif").path
      let script = """
        import math, sys
        from PIL import Image
        w, h = 23, 7
        im = Image.new('F', (w, h))
        im.putdata([(x * 13 + y * 29) % 41 / 32.0 - 0.1 for y in range(h) for x in range(w)])
        im.save(sys.argv[1], compression='tiff_adobe_deflate')
        back = Image.open(sys.argv[1])
        sys.stdout.write(' '.join(str(math.floor(min(max(v, 0.0), 1.0) * 255 + 0.5)) for v in back.getdata()))
        """
      guard let output = PillowReference.run(script, [path]) else {
        Issue.record("Pillow could not write a float TIFF")
        return
      }
      let pillow = String(decoding: output, as: UTF8.self).split(separator: " ").compactMap {
        UInt8($0)
      }
      let image = try ImageDecoder.decode(Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(image.width == 23 && image.height == 7 && image.layout == .gray)
      #expect(image.pixels == pillow)
    }
  }
}
