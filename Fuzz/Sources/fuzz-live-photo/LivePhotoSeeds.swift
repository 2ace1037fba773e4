import Foundation

/// Seeds: JPEGs with an Apple maker note (big- and little-endian TIFF), one cut short, and
/// a bare TIFF block as a HEIC's Exif item holds it.
enum LivePhotoSeeds {
  static func make() throws -> [String: Data] {
    var seeds: [String: Data] = [:]
    for (index, bigEndian) in [true, false].enumerated() {
      let jpeg = jpeg(identifier: "ED6DC393-1986-4580-8643-C76159C13FB4", bigEndian: bigEndian)
      seeds["jpeg-\(index)"] = Data(jpeg)
      seeds["cut-\(index)"] = Data(jpeg.prefix(jpeg.count / 2))
      seeds["tiff-\(index)"] = Data(Array(jpeg.dropFirst(12)))
    }
    return seeds
  }

  static func jpeg(identifier: String, bigEndian: Bool) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] {
      let pair = [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
      return bigEndian ? pair : pair.reversed()
    }
    func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v) : u16(v) + u16(v >> 16) }
    let text = Array(identifier.utf8) + [0]
    let maker =
      Array("Apple iOS\0".utf8) + [0, 1] + Array((bigEndian ? "MM" : "II").utf8) + u16(1)
      + u16(17) + u16(2) + u32(text.count) + u32(32) + u32(0) + text
    let tiff =
      Array((bigEndian ? "MM" : "II").utf8) + u16(42) + u32(8) + u16(1) + u16(0x8769) + u16(4)
      + u32(1) + u32(26) + u32(0) + u16(1) + u16(0x927C) + u16(7) + u32(maker.count) + u32(44)
      + u32(0) + maker
    let app1 = Array("Exif\0\0".utf8) + tiff
    let length = app1.count + 2
    return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + app1 + [0xFF, 0xD9]
  }
}
