import Deflate

/// Chunk-level reading for the Swift PNG paths: headers, bodies and CRCs.
extension PNGByteReader {
  /// A chunk's length and type, with the CRC started over the type.
  func readChunkHeader() throws -> (type: String, length: Int, crc: CRC32) {
    let length = Int(try readUInt32())
    var typeBytes = [UInt8](repeating: 0, count: 4)
    try read(4, into: &typeBytes)
    let letters = typeBytes.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
    guard length <= 0x7FFF_FFFF, letters else {
      throw ImageDecodingError.corrupt(format: .png, detail: "invalid chunk header")
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
      throw ImageDecodingError.corrupt(format: .png, detail: "bad signature")
    }
    var (type, length, crc) = try readChunkHeader()
    guard type == "IHDR", length == 13 else {
      throw ImageDecodingError.corrupt(format: .png, detail: "missing IHDR")
    }
    let body = try readBody(length, crc: &crc)
    try checkCRC(crc, type: type)
    return body
  }

  /// Checks the signature and reads IHDR for the Swift paths: 8-bit grey, grey + alpha, RGB
  /// or RGBA, interlaced (Adam7) or not as `interlaced` says.
  func readEightBitHeader(interlaced: Bool) throws -> (
    width: Int, height: Int, layout: Image.Layout
  ) {
    let body = try readSignatureAndHeader()
    func u32(_ at: Int) -> Int {
      Int(body[at]) << 24 | Int(body[at + 1]) << 16 | Int(body[at + 2]) << 8 | Int(body[at + 3])
    }
    let layout: Image.Layout
    switch body[9] {
    case 0: layout = .gray
    case 2: layout = .rgb
    case 4: layout = .grayAlpha
    case 6: layout = .rgba
    default: throw ImageDecodingError.corrupt(format: .png, detail: "unexpected colour type")
    }
    let (width, height) = (u32(0), u32(4))
    let method: UInt8 = interlaced ? 1 : 0
    guard width > 0, height > 0, body[8] == 8, body[10] == 0, body[11] == 0, body[12] == method
    else {
      throw ImageDecodingError.corrupt(format: .png, detail: "unexpected IHDR")
    }
    return (width, height, layout)
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
      throw ImageDecodingError.corrupt(format: .png, detail: "\(type): CRC error")
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
