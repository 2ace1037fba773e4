import Foundation
import Imaging

#if canImport(Glibc)
  import Glibc
#endif

/// Byte-level builders for malformed inputs, all made in code.
enum Fixtures {
  /// Writes `bytes` to `name` inside `work` and returns the path.
  @discardableResult
  static func file(_ work: URL, _ name: String, _ bytes: [UInt8]) throws -> String {
    let url = work.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Writes UTF-8 text.
  @discardableResult
  static func text(_ work: URL, _ name: String, _ text: String) throws -> String {
    try file(work, name, Array(text.utf8))
  }

  /// Makes a folder (and its parents).
  @discardableResult
  static func folder(_ work: URL, _ name: String) throws -> String {
    let url = work.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Makes a symbolic link `name` → `target` (the target text is not resolved).
  @discardableResult
  static func symlink(_ work: URL, _ name: String, to target: String) throws -> String {
    let url = work.appendingPathComponent(name)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    return url.path
  }

  /// Makes a FIFO.
  @discardableResult
  static func fifo(_ work: URL, _ name: String) throws -> String {
    let path = work.appendingPathComponent(name).path
    guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return path
  }

  /// Makes a file whose name is the raw bytes `name` (not necessarily UTF-8) in `folder`.
  static func rawNamedFile(_ folder: String, _ name: [UInt8]) throws {
    let path = Array(folder.utf8) + [0x2F] + name
    let fd = BadInputRunner.withCString(path) { open($0, O_WRONLY | O_CREAT, 0o644) }
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    close(fd)
  }

  /// A sparse file of `size` bytes (all zeros, no disk blocks).
  static func sparse(_ work: URL, _ name: String, size: Int64) throws -> String {
    let path = try file(work, name, [])
    guard truncate(path, off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return path
  }

  /// A valid PNG of `width`×`height` made by the project's encoder.
  static func png(width: Int = 8, height: Int = 8) throws -> [UInt8] {
    var image = Image(width: width, height: height, layout: .rgb)
    for index in image.pixels.indices { image.pixels[index] = UInt8(truncatingIfNeeded: index) }
    return Array(try PNGEncoder.encode(image))
  }

  /// A `size`×`size` PNG of noise (incompressible, so its thumbnail is large).
  static func noisePNG(size: Int) throws -> [UInt8] {
    var image = Image(width: size, height: size, layout: .rgb)
    var state: UInt32 = 2_463_534_242
    for index in image.pixels.indices {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      image.pixels[index] = UInt8(truncatingIfNeeded: state)
    }
    return Array(try PNGEncoder.encode(image))
  }

  /// A PNG signature and IHDR claiming `width`×`height`, with a correct CRC, then `rest`.
  static func pngHeader(width: UInt32, height: UInt32, rest: [UInt8] = []) -> [UInt8] {
    let ihdr = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + rest
  }

  /// A PNG chunk with its CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// A JPEG start (SOI, SOF0 with the size) and nothing after it.
  static func jpegHeader(width: UInt16, height: UInt16) -> [UInt8] {
    let sof: [UInt8] =
      [0xFF, 0xC0, 0x00, 0x11, 0x08] + bigEndian16(height) + bigEndian16(width)
      + [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
    return [0xFF, 0xD8] + sof
  }

  /// A complete 8×8 grey baseline JPEG (331 bytes; made once with Pillow for these tests,
  /// quality 50) whose SOF0 size can be patched to make a JPEG pixel bomb.
  static func jpeg(width: UInt16 = 8, height: UInt16 = 8) -> [UInt8] {
    let hex =
      "ffd8ffe000104a46494600010100000100010000ffdb004300100b0c0e0c0a100e0d0e1211101318"
      + "281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d"
      + "71797064785c656763ffc0000b080008000801011100ffc4001f0000010501010101010100000000"
      + "000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300"
      + "041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a"
      + "25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475"
      + "767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9ba"
      + "c2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda"
      + "0008010100003f002bffd9"
    var bytes = stride(from: 0, to: hex.count, by: 2).map { offset -> UInt8 in
      let start = hex.index(hex.startIndex, offsetBy: offset)
      return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
    }
    // SOF0 starts at byte 89: FF C0, length, precision, then height and width.
    bytes.replaceSubrange(94..<98, with: bigEndian16(height) + bigEndian16(width))
    return bytes
  }

  /// A Windows bitmap header (BITMAPINFOHEADER) with the given fields and `pixels`.
  static func bmp(
    width: Int32, height: Int32, bitCount: UInt16 = 24, compression: UInt32 = 0,
    pixelOffset: UInt32 = 54, pixels: [UInt8] = []
  ) -> [UInt8] {
    let fileSize = UInt32(54 + pixels.count)
    var bytes: [UInt8] = Array("BM".utf8) + littleEndian(fileSize) + [0, 0, 0, 0]
    bytes += littleEndian(pixelOffset)
    bytes += littleEndian(UInt32(40)) + littleEndian(UInt32(bitPattern: width))
    bytes += littleEndian(UInt32(bitPattern: height)) + littleEndian16(1)
    bytes += littleEndian16(bitCount) + littleEndian(compression)
    bytes += [UInt8](repeating: 0, count: 20)
    return bytes + pixels
  }

  /// A GIF header with the given logical screen and nothing else.
  static func gifHeader(width: UInt16, height: UInt16) -> [UInt8] {
    Array("GIF89a".utf8) + littleEndian16(width) + littleEndian16(height) + [0x00, 0, 0]
  }

  /// RTF nested `depth` groups deep.
  static func nestedRTF(depth: Int) -> String {
    #"{\rtf1\ansi "# + String(repeating: "{", count: depth) + "x"
      + String(repeating: "}", count: depth) + "}"
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

  static func littleEndian(_ value: UInt32) -> [UInt8] { bigEndian(value).reversed() }

  static func littleEndian16(_ value: UInt16) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
