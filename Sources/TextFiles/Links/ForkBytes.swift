import ByteReading

/// Big-endian integers from a resource fork or AppleDouble header, every read
/// bounds-checked; a short read throws ``ResourceForkError/truncated(what:offset:length:available:)``
/// naming the structure read.
struct ForkBytes {
  let bytes: [UInt8]
  let what: String

  func uint(_ offset: Int, size: Int) throws(ResourceForkError) -> Int {
    guard let value = bytes.getInteger(at: offset, byteCount: size, as: Int.self) else {
      throw .truncated(what: what, offset: offset, length: size, available: bytes.count)
    }
    return value
  }

  func slice(_ offset: Int, length: Int) throws(ResourceForkError) -> [UInt8] {
    try require(offset, length: length)
    return Array(bytes[offset..<offset + length])
  }

  func require(_ offset: Int, length: Int) throws(ResourceForkError) {
    guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
      throw .truncated(what: what, offset: offset, length: length, available: bytes.count)
    }
  }
}
