import Foundation
import TestSupport
import Testing

@testable import Imaging

/// JPEG 2000 icns members through OpenJPEG: a lossless JP2 written by Pillow (skips without
/// Pillow's JPEG 2000 support or libopenjp2) must decode to the picture written.
@Suite("ICNS JPEG 2000 members")
struct ICNSJPEG2000Tests {
  static let script = """
    import sys
    from PIL import Image
    w = 40
    im = Image.new('RGBA', (w, w))
    im.putdata([(x * 6, y * 6, 200 if x < 20 else 40, 0 if x < 10 and y < 10 else 255)
                for y in range(w) for x in range(w)])
    im.save(sys.argv[1], 'JPEG2000', irreversible=False)
    """

  @Test func losslessMemberDecodes() throws {
    guard Codec.jp2.status.isAvailable else {
      print("note: libopenjp2 not loadable; skipping")
      return
    }
    try withTemporaryDirectory { dir in
      let path = dir.appendingPathComponent("a.jp2").path
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/python3"), ["-c", Self.script, path])
      guard result.status == 0 else {
        print("note: Pillow cannot write JPEG 2000; skipping (\(result.stderrText.prefix(120)))")
        return
      }
      var fixture = ICNSFixture()
      fixture.add("ic08", [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
      let image = try ImageDecoder.decode(fixture.data)
      #expect(image.width == 40 && image.height == 40)
      #expect(image.rgba(x: 0, y: 0).a == 0)
      #expect(image.rgba(x: 30, y: 5) == (180, 30, 40, 255))
      #expect(image.rgba(x: 5, y: 30) == (30, 180, 200, 255))
    }
  }

  @Test func oversizedHeaderIsRefusedBeforeDecoding() throws {
    guard Codec.jp2.status.isAvailable else { return }
    // SIZ marker: a 60000×60000 codestream inside a 16-pixel member type.
    var siz: [UInt8] = [0xFF, 0x4F, 0xFF, 0x51, 0x00, 0x29, 0x00, 0x00]
    siz += ICNSFixture.be32(60000) + ICNSFixture.be32(60000) + [UInt8](repeating: 0, count: 8)
    siz += ICNSFixture.be32(60000) + ICNSFixture.be32(60000) + [UInt8](repeating: 0, count: 8)
    siz += [0x00, 0x03] + [0x07, 0x01, 0x01, 0x07, 0x01, 0x01, 0x07, 0x01, 0x01]
    var fixture = ICNSFixture()
    fixture.add("icp4", siz)
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fixture.data) }
  }
}
