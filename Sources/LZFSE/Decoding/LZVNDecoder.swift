import ByteReading

/// Decodes one `bvxn` block. Opcodes (first byte, bits high to low; L literals follow the
/// opcode, then M bytes are copied from D back):
///
/// | opcode | bytes | L | M | D |
/// |---|---|---|---|---|
/// | `LLMMMDDD` small distance (DDD ≠ 110, 111) | 2 | LL | MMM + 3 | DDD·256 + byte 1 |
/// | `101LLMMM` medium distance | 3 | LL | MMM·4 + (byte 1 & 3) + 3 | bytes 1–2 >> 2 |
/// | `LLMMM111` large distance | 3 | LL | MMM + 3 | bytes 1–2 (LE) |
/// | `LLMMM110` previous distance (LL ≠ 0) | 1 | LL | MMM + 3 | previous |
/// | `1110LLLL` small literal (LLLL ≠ 0) | 1 | LLLL | 0 | — |
/// | `11100000` large literal | 2 | byte 1 + 16 | 0 | — |
/// | `1111MMMM` small match (MMMM ≠ 0) | 1 | 0 | MMMM | previous |
/// | `11110000` large match | 2 | 0 | byte 1 + 16 | previous |
/// | `00000110` end of stream | 8 | | | |
/// | `00001110`, `00010110` no-op | 1 | | | |
///
/// Everything else (`0111xxxx`, `1101xxxx`, `00011110`–`00111110` with low bits 110) is
/// undefined. The previous distance starts at 0 (none) in every block.
enum LZVNDecoder {
  static func decode(
    _ block: BlockDescriptor, input: UnsafePointer<UInt8>, output: UnsafeMutablePointer<UInt8>,
    position: inout Int
  ) throws(LZFSEError) {
    let end = block.end
    let blockEnd = position + block.rawCount
    var cursor = block.payloadStart
    var distance = 0
    // Reads end at the payload's end, so a 16-bit field that is cut off reads as nil.
    let reader = ByteReader(UnsafeRawBufferPointer(start: input, count: end))
    while true {
      guard cursor < end else {
        throw .badLZVNEnd(offset: block.offset, payloadBytes: end - block.payloadStart)
      }
      let opcode = input[cursor]
      let opcodeOffset = cursor
      let remaining = end - cursor
      var literalCount = 0
      var matchCount = 0
      var length = 1
      switch opcode {
      case 0xA0...0xBF:
        length = 3
        guard let word = reader.getInteger(at: cursor + 1, endianness: .little, as: UInt16.self)
        else { throw truncated(cursor, 3, remaining) }
        let fields = Int(word)
        literalCount = Int(opcode >> 3) & 3
        matchCount = (Int(opcode & 7) << 2 | fields & 3) + 3
        distance = fields >> 2
      case 0xE0:
        length = 2
        guard remaining >= 2 else { throw truncated(cursor, 2, remaining) }
        literalCount = Int(input[cursor + 1]) + 16
      case 0xE1...0xEF:
        literalCount = Int(opcode & 0x0F)
      case 0xF0:
        length = 2
        guard remaining >= 2 else { throw truncated(cursor, 2, remaining) }
        matchCount = Int(input[cursor + 1]) + 16
      case 0xF1...0xFF:
        matchCount = Int(opcode & 0x0F)
      case 0x70...0x7F, 0xD0...0xDF:
        throw .undefinedOpcode(offset: cursor, opcode: opcode)
      default:
        literalCount = Int(opcode >> 6)
        matchCount = Int(opcode >> 3 & 7) + 3
        switch opcode & 7 {
        case 7:
          length = 3
          guard
            let word = reader.getInteger(at: cursor + 1, endianness: .little, as: UInt16.self)
          else { throw truncated(cursor, 3, remaining) }
          distance = Int(word)
        case 6:
          if opcode >= 0x40 { break }
          if opcode == 0x06 {
            guard remaining == 8 else {
              throw .badLZVNEnd(offset: block.offset, payloadBytes: end - block.payloadStart)
            }
            guard position == blockEnd else {
              throw .blockSizeMismatch(
                offset: block.offset, declared: block.rawCount,
                produced: block.rawCount - (blockEnd - position))
            }
            return
          }
          guard opcode == 0x0E || opcode == 0x16 else {
            throw .undefinedOpcode(offset: cursor, opcode: opcode)
          }
          cursor += 1
          continue
        default:
          length = 2
          guard remaining >= 2 else { throw truncated(cursor, 2, remaining) }
          distance = Int(opcode & 7) << 8 | Int(input[cursor + 1])
        }
      }
      cursor += length
      if literalCount > 0 {
        guard literalCount <= end - cursor else {
          throw truncated(opcodeOffset, length + literalCount, remaining)
        }
        guard literalCount <= blockEnd - position else {
          throw .blockOverrun(offset: block.offset, declared: block.rawCount)
        }
        if literalCount <= end - cursor - 8 {
          MatchCopy.wideLiterals(output, at: position, from: input + cursor, length: literalCount)
        } else {
          MatchCopy.literals(output, at: position, from: input + cursor, length: literalCount)
        }
        cursor += literalCount
        position += literalCount
      }
      if matchCount > 0 {
        guard distance > 0, distance <= position else {
          throw .badDistance(offset: opcodeOffset, distance: distance, available: position)
        }
        guard matchCount <= blockEnd - position else {
          throw .blockOverrun(offset: block.offset, declared: block.rawCount)
        }
        MatchCopy.match(output, at: position, distance: distance, length: matchCount)
        position += matchCount
      }
    }
  }

  private static func truncated(_ offset: Int, _ needed: Int, _ available: Int) -> LZFSEError {
    .truncated(offset: offset, needed: needed, available: available)
  }
}
