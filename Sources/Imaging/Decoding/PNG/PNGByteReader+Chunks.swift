import CZlib

/// Chunk-level reading for the Swift PNG paths: headers, bodies and CRCs.
extension PNGByteReader {
  /// A chunk's length and type, with the CRC started over the type.
  func readChunkHeader() throws -> (type: String, length: Int, crc: uLong) {
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
    let crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
    return (String(decoding: typeBytes, as: UTF8.self), length, crc)
  }

  /// Checks the PNG signature and reads the IHDR chunk, returning its 13-byte body.
  func readSignatureAndHeader() throws -> [UInt8] {
    var signature = [UInt8](repeating: 0, count: 8)
    try read(8, into: &signature)
    guard signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
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
  func readBody(_ length: Int, crc: inout uLong) throws -> [UInt8] {
    var body = [UInt8](repeating: 0, count: length)
    if length > 0 { try read(length, into: &body) }
    crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt(length)) }
    return body
  }

  /// Reads the stored CRC and compares it with `crc`.
  func checkCRC(_ crc: uLong, type: String) throws {
    let stored = try readUInt32()
    guard UInt32(truncatingIfNeeded: crc) == stored else {
      throw ImageDecodingError.badChecksum(
        format: .png, chunk: type, declared: stored, computed: UInt32(truncatingIfNeeded: crc))
    }
  }
}
