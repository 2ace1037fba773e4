import Foundation

/// Builds zip archives byte by byte, including ones no honest writer makes: unsafe names,
/// symlink entries, lying sizes, deflate bombs.
struct ZipFixture {
  struct Entry {
    var name: [UInt8]
    /// The stored bytes (already deflated when `method` is 8).
    var payload: [UInt8]
    var method: UInt16 = 0
    var crc: UInt32 = 0
    /// Declared sizes; default to the payload's (stored) length.
    var compressedSize: UInt32?
    var uncompressedSize: UInt32?
    /// Unix mode in the high 16 bits of the external attributes (0o100644 for a file).
    var unixMode: UInt32 = 0o100644

    init(_ name: String, _ payload: [UInt8], method: UInt16 = 0) {
      self.name = Array(name.utf8)
      self.payload = payload
      self.method = method
      if method == 0 { crc = Fixtures.crc32(payload) }
    }
  }

  var entries: [Entry]
  /// Bytes to use instead of building from `entries` (for truncated archives).
  var override: [UInt8]?

  init(entries: [Entry]) { self.entries = entries }

  /// The same fixture producing exactly `bytes`.
  func with(bytes: [UInt8]) -> ZipFixture {
    var copy = self
    copy.override = bytes
    return copy
  }

  /// The archive's bytes.
  var bytes: [UInt8] {
    if let override { return override }
    var out: [UInt8] = []
    var central: [UInt8] = []
    for entry in entries {
      let offset = UInt32(out.count)
      let compressed = entry.compressedSize ?? UInt32(entry.payload.count)
      let uncompressed = entry.uncompressedSize ?? UInt32(entry.payload.count)
      let common: [UInt8] =
        le16(20) + le16(0x0800) + le16(entry.method) + le16(0) + le16(0x21)
        + Fixtures.littleEndian(entry.crc) + Fixtures.littleEndian(compressed)
        + Fixtures.littleEndian(uncompressed) + le16(UInt16(entry.name.count)) + le16(0)
      out += [0x50, 0x4B, 0x03, 0x04] + common + entry.name + entry.payload
      central +=
        [0x50, 0x4B, 0x01, 0x02] + le16(0x0314) + common + le16(0) + le16(0) + le16(0)
        + Fixtures.littleEndian(entry.unixMode << 16) + Fixtures.littleEndian(offset) + entry.name
    }
    let directoryOffset = UInt32(out.count)
    out += central
    out +=
      [0x50, 0x4B, 0x05, 0x06] + le16(0) + le16(0) + le16(UInt16(entries.count))
      + le16(UInt16(entries.count)) + Fixtures.littleEndian(UInt32(central.count))
      + Fixtures.littleEndian(directoryOffset) + le16(0)
    return out
  }

  private func le16(_ value: UInt16) -> [UInt8] { Fixtures.littleEndian16(value) }

  /// How many bytes ``zeroBomb(count:)`` inflates to.
  static func zeroBombLength(count: Int) -> Int {
    let copies: Int = max(1, (count - 1 + 257) / 258)
    return 1 + copies * 258
  }

  /// A raw deflate stream (one fixed-Huffman block) that inflates to `count` zero bytes
  /// (rounded up to 1 + a multiple of 258): a literal 0, then length-258/distance-1 copies.
  static func zeroBomb(count: Int) -> [UInt8] {
    var writer = BitWriter()
    writer.bits(1, count: 1)  // BFINAL
    writer.bits(1, count: 2)  // BTYPE = fixed Huffman
    writer.code(0x30, length: 8)  // literal 0
    for _ in 0..<(zeroBombLength(count: count) - 1) / 258 {
      writer.code(0b1100_0101, length: 8)  // length code 285 = 258
      writer.code(0, length: 5)  // distance code 0 = 1
    }
    writer.code(0, length: 7)  // end of block
    return writer.finish()
  }

  /// Writes deflate's LSB-first bit stream.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var current: UInt32 = 0
    var used = 0

    mutating func bits(_ value: UInt32, count: Int) {
      for index in 0..<count { bit(value >> UInt32(index) & 1) }
    }

    /// Huffman codes are sent most significant bit first.
    mutating func code(_ value: UInt32, length: Int) {
      for index in (0..<length).reversed() { bit(value >> UInt32(index) & 1) }
    }

    mutating func bit(_ value: UInt32) {
      current |= value << UInt32(used)
      used += 1
      if used == 8 {
        bytes.append(UInt8(current))
        current = 0
        used = 0
      }
    }

    mutating func finish() -> [UInt8] {
      if used > 0 { bytes.append(UInt8(current)) }
      return bytes
    }
  }
}
