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

  /// A valid PNG of `width`×`height` made by the project's encoder.
  static func png(width: Int = 8, height: Int = 8) throws -> [UInt8] {
    var image = Image(width: width, height: height, layout: .rgb)
    for index in image.pixels.indices { image.pixels[index] = UInt8(truncatingIfNeeded: index) }
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

  static func littleEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
