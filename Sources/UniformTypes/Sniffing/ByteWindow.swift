import ByteReading

/// A bounded view of the leading bytes with safe, non-trapping accessors.
struct ByteWindow {
  let bytes: [UInt8]
  let count: Int
  /// Whether more data follows beyond `count` bytes.
  let isPartial: Bool

  init(bytes: [UInt8], limit: Int, isPartial: Bool) {
    self.bytes = bytes
    self.count = min(bytes.count, limit)
    self.isPartial = isPartial || bytes.count > limit
  }

  subscript(offset: Int) -> UInt8? {
    offset >= 0 && offset < count ? bytes[offset] : nil
  }

  /// Whether `pattern` occurs at `offset`.
  func matches(_ pattern: [UInt8], at offset: Int = 0) -> Bool {
    guard offset >= 0, offset + pattern.count <= count else { return false }
    for index in 0..<pattern.count where bytes[offset + index] != pattern[index] {
      return false
    }
    return true
  }

  /// Whether the ASCII string `pattern` occurs at `offset`, ignoring ASCII case.
  func matchesCaseInsensitive(_ pattern: String, at offset: Int) -> Bool {
    let pattern = Array(pattern.utf8)
    guard offset >= 0, offset + pattern.count <= count else { return false }
    for index in 0..<pattern.count
    where Self.lower(bytes[offset + index]) != Self.lower(pattern[index]) {
      return false
    }
    return true
  }

  /// The first offset at or after `start` where `pattern` occurs.
  func firstOffset(of pattern: [UInt8], from start: Int = 0) -> Int? {
    guard let first = pattern.first, pattern.count <= count else { return nil }
    var offset = max(start, 0)
    while offset + pattern.count <= count {
      if bytes[offset] == first && matches(pattern, at: offset) { return offset }
      offset += 1
    }
    return nil
  }

  /// A little-endian unsigned integer of `size` bytes at `offset`, inside the window.
  func littleEndian(at offset: Int, size: Int) -> Int? {
    bytes[..<count].getInteger(at: offset, byteCount: size, endianness: .little, as: Int.self)
  }

  /// A big-endian 32-bit unsigned integer at `offset`, inside the window.
  func bigEndian32(at offset: Int) -> Int? {
    bytes[..<count].getInteger(at: offset, as: UInt32.self).map(Int.init)
  }

  /// The bytes in `range`, clamped to the window, as a string (Latin-1 for non-ASCII).
  func ascii(_ range: Range<Int>) -> String {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper else { return "" }
    return String(decoding: bytes[lower..<upper].map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
  }

  static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}
