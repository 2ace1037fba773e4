import Deflate

/// Chunk-level reading for the Swift PNG paths: headers, bodies and CRCs.
extension PNGByteReader {
  /// A chunk's length and type, with the CRC started over the type.
  func readChunkHeader() throws -> (type: String, length: Int, crc: CRC32) {
    let length = Int(try readUInt32())
    var typeBytes = [UInt8](repeating: 0, count: 4)
    try read(4, into: &typeBytes)
    guard length <= 0x7FFF_FFFF else {
      throw ImageDecodingError.invalidValue(
        format: .png, field: "chunk length", value: length, expected: "≤ 2147483647")
    }
    if let byte = typeBytes.first(where: { !(65...90).contains($0) && !(97...122).contains($0) }) {
      throw ImageDecodingError.invalidValue(
        format: .png, field: "chunk type byte", value: Int(byte), expected: "an ASCII letter")
    }
    var crc = CRC32()
    typeBytes.withUnsafeBytes { crc.update($0) }
    return (String(decoding: typeBytes, as: UTF8.self), length, crc)
  }

  /// Checks the PNG signature and reads the IHDR chunk, returning its 13-byte body.
  func readSignatureAndHeader() throws -> [UInt8] {
    var signature = [UInt8](repeating: 0, count: 8)
    try read(8, into: &signature)
    guard signature == PNGChunkWalker.signature else {
      throw ImageDecodingError.badSignature(format: .png)
    }
    var (type, length, crc) = try readChunkHeader()
    guard type == "IHDR", length == 13 else {
      throw ImageDecodingError.missing(format: .png, structure: "IHDR")
    }
    let body = try readBody(length, crc: &crc)
    try checkCRC(crc, type: type)
    return body
  }

  /// A chunk body, folded into `crc`.
  func readBody(_ length: Int, crc: inout CRC32) throws -> [UInt8] {
    var body = [UInt8](repeating: 0, count: length)
    if length > 0 { try read(length, into: &body) }
    body.withUnsafeBytes { crc.update($0) }
    return body
  }

  /// Reads the stored CRC and compares it with `crc`.
  func checkCRC(_ crc: CRC32, type: String) throws {
    let stored = try readUInt32()
    guard crc.value == stored else {
      throw ImageDecodingError.badChecksum(
        format: .png, chunk: type, declared: stored, computed: crc.value)
    }
  }

  /// Reads a chunk body of `length` bytes in pieces of up to `buffer.count`, folding each
  /// into `crc` and handing it to `process` (which must not touch `buffer` itself). Stops
  /// after a piece when `process` returns `false`, leaving the rest unread.
  func readBody(
    _ length: Int, pieces buffer: inout [UInt8], crc: inout CRC32,
    _ process: (UnsafeRawBufferPointer) throws -> Bool
  ) throws {
    var remaining = length
    var more = true
    while remaining > 0 && more {
      let count = min(remaining, buffer.count)
      try buffer.withUnsafeMutableBytes { raw in
        guard let base = raw.baseAddress else { return }
        try read(count, into: base)
        let piece = UnsafeRawBufferPointer(rebasing: raw[..<count])
        crc.update(piece)
        more = try process(piece)
      }
      remaining -= count
    }
  }
}
