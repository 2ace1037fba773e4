import ByteReading

/// A bounds-checked decoder of Snappy's raw block format (the payload of one IWA chunk):
/// a varint with the uncompressed length, then literal and copy elements. Every length and
/// offset is checked against the input, the declared length and `limit` before use.
enum Snappy {
  /// Decodes one block, appending to `output`.
  ///
  /// - Parameters:
  ///   - block: the compressed bytes.
  ///   - base: the block's offset in its file (for messages).
  ///   - limit: the most bytes `output` may hold afterwards.
  /// - Throws: `IWorkError.badSnappy` when the block lies about a length or offset,
  ///   `.tooLarge` past `limit`.
  static func decode(
    _ block: UnsafeRawBufferPointer, base: Int, into output: inout [UInt8], limit: Int
  ) throws(IWorkError) {
    let reader = ByteReader(block)
    var position = 0
    func fail(_ reason: String) -> IWorkError {
      .badSnappy(offset: base + position, reason: reason)
    }
    var declared = 0
    var shift = 0
    while true {
      guard position < block.count, shift <= 28 else { throw fail("bad length preamble") }
      let byte = block[position]
      position += 1
      declared |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { break }
      shift += 7
    }
    let start = output.count
    guard declared <= limit - start else {
      throw .tooLarge(what: "IWA component", size: start + declared, limit: limit)
    }
    let end = start + declared
    output.reserveCapacity(end)
    while position < block.count {
      let tag = block[position]
      position += 1
      switch tag & 0x03 {
      case 0:
        var length = Int(tag >> 2)
        if length >= 60 {
          let extra = length - 59
          guard
            let value = reader.getInteger(
              at: position, byteCount: extra, endianness: .little, as: Int.self)
          else { throw fail("literal length cut off") }
          length = value
          position += extra
        }
        length += 1
        guard length <= block.count - position else { throw fail("literal runs past the block") }
        guard length <= end - output.count else { throw fail("literal past the declared length") }
        output.append(contentsOf: block[position..<position + length])
        position += length
      default:
        let length: Int
        let distance: Int
        switch tag & 0x03 {
        case 1:
          guard position < block.count else { throw fail("copy cut off") }
          length = Int((tag >> 2) & 0x07) + 4
          distance = Int(tag >> 5) << 8 | Int(block[position])
          position += 1
        case 2:
          guard let offset = reader.getInteger(at: position, endianness: .little, as: UInt16.self)
          else { throw fail("copy cut off") }
          length = Int(tag >> 2) + 1
          distance = Int(offset)
          position += 2
        default:
          guard let offset = reader.getInteger(at: position, endianness: .little, as: UInt32.self)
          else { throw fail("copy cut off") }
          length = Int(tag >> 2) + 1
          distance = Int(offset)
          position += 4
        }
        guard distance > 0, distance <= output.count - start else {
          throw fail("copy from before the start of the block")
        }
        guard length <= end - output.count else { throw fail("copy past the declared length") }
        var from = output.count - distance
        for _ in 0..<length {
          output.append(output[from])
          from += 1
        }
      }
    }
    guard output.count == end else {
      throw fail("block holds \(output.count - start) bytes, declares \(declared)")
    }
  }
}
