import Foundation
import Imaging

/// Seeds: hand-built icns files with each member type (the first byte 0 selects icns in the
/// harness), and a Windows icon (first byte 1).
enum ICNSSeeds {
  static func make() throws -> [String: Data] {
    func be32(_ value: Int) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    func element(_ type: String, _ body: [UInt8]) -> [UInt8] {
      Array(type.utf8) + be32(body.count + 8) + body
    }
    // Harness input: a selector byte, then the file without its 8-byte icns header.
    func icns(_ elements: [UInt8]) -> Data { Data([0] + elements) }
    let runs: [UInt8] = [0x80 + 125, 0x40, 0x7F] + [UInt8](repeating: 9, count: 128)
    var picture = Image(width: 16, height: 16, layout: .rgba)
    for i in 0..<picture.pixels.count { picture.pixels[i] = UInt8(i % 251) }
    let png = [UInt8](try PNGEncoder.encode(picture))
    var seeds: [String: Data] = [:]
    let plane16 = [0xFF, 0x10, 0xFF, 0x20, 0xFF, 0x30, 0xFD, 0x40] as [UInt8]
    seeds["is32.icns"] = icns(
      element("is32", plane16 + plane16 + plane16)
        + element("s8mk", [UInt8](repeating: 200, count: 256)))
    seeds["it32.icns"] = icns(element("it32", [0, 0, 0, 0] + runs) + element("t8mk", []))
    seeds["argb.icns"] = icns(
      element("ic04", Array("ARGB".utf8) + plane16 + plane16 + plane16 + plane16))
    seeds["png.icns"] = icns(element("ic07", png) + element("TOC ", be32(0)))
    seeds["jp2.icns"] = icns(
      element("ic08", [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20]) + element("ic11", png))
    seeds["classic.icns"] = icns(
      element("ICN#", [UInt8](repeating: 0xAA, count: 256))
        + element("icl8", [UInt8](repeating: 7, count: 1024))
        + element("icl4", [UInt8](repeating: 0x12, count: 512)))
    let dib =
      [40, 0, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0, 1, 0, 24, 0] + [UInt8](repeating: 0, count: 24)
      + [UInt8](repeating: 0x7F, count: 16) + [UInt8](repeating: 0x80, count: 8)
    let entry: [UInt8] = [2, 2, 0, 0, 1, 0, 24, 0] + [UInt8(dib.count), 0, 0, 0, 22, 0, 0, 0]
    seeds["dib.ico"] = Data([1] + [1, 0] + entry + dib)
    let pngEntry: [UInt8] =
      [16, 16, 0, 0, 1, 0, 32, 0] + withUnsafeBytes(of: UInt32(png.count).littleEndian, Array.init)
      + [22, 0, 0, 0]
    seeds["png.ico"] = Data([1] + [1, 0] + pngEntry + png)
    return seeds
  }
}
