/// Big-endian integers from a byte array, every read bounds-checked.
struct ByteReader {
  let bytes: [UInt8]
  let what: String

  func uint(_ offset: Int, size: Int) throws(ResourceForkError) -> Int {
    try require(offset, length: size)
    var value = 0
    for index in offset..<offset + size { value = value << 8 | Int(bytes[index]) }
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
