/// Writes `bvxn` blocks from LZ sequences, choosing among all LZVN opcode classes: literal
/// runs longer than three go out as small/large literals, the last 0–3 ride with the match
/// opcode (previous distance when it repeats, else small, medium or large distance by size),
/// and match bytes beyond the opcode's range follow as small/large matches.
struct LZVNEncoder {
  /// Opcode classes written so far (tests check that all occur).
  private(set) var classes: Set<String> = []
  /// Writes a no-op before each block's end-of-stream opcode.
  var writesNops = false

  mutating func block(_ sequences: [LZSequence], input: [UInt8]) -> [UInt8] {
    var payload: [UInt8] = []
    var previous = 0
    var rawCount = 0
    for sequence in sequences {
      rawCount += sequence.literalCount + sequence.matchLength
      var literalStart = sequence.literalStart
      var literalCount = sequence.literalCount
      let keep = sequence.matchLength > 0 ? min(literalCount, 3) : 0
      while literalCount > keep {
        let piece = min(literalCount - keep, 271)
        if piece >= 16 {
          payload += [0xE0, UInt8(piece - 16)]
          classes.insert("large literal")
        } else {
          payload.append(0xE0 | UInt8(piece))
          classes.insert("small literal")
        }
        payload += input[literalStart..<literalStart + piece]
        literalStart += piece
        literalCount -= piece
      }
      guard sequence.matchLength > 0 else { continue }
      var remaining = sequence.matchLength
      let distance = sequence.distance
      if distance != previous || literalCount > 0 {
        let short = [10, 8, 6, 4][literalCount]
        let tail = Array(input[literalStart..<literalStart + literalCount])
        let first: Int
        let lengthField: Int
        if distance == previous {
          first = min(remaining, short)
          lengthField = first - 3
          payload.append(UInt8(literalCount << 6 | lengthField << 3 | 6))
          classes.insert("previous distance")
        } else if distance < 0x600 {
          first = min(remaining, short)
          lengthField = first - 3
          payload += [
            UInt8(literalCount << 6 | lengthField << 3 | distance >> 8), UInt8(distance & 0xFF),
          ]
          classes.insert("small distance")
        } else if distance < 0x4000 {
          first = min(remaining, 34)
          lengthField = first - 3
          payload += [
            UInt8(0xA0 | literalCount << 3 | lengthField >> 2),
            UInt8((distance & 0x3F) << 2 | lengthField & 3), UInt8(distance >> 6),
          ]
          classes.insert("medium distance")
        } else {
          first = min(remaining, short)
          lengthField = first - 3
          payload += [
            UInt8(literalCount << 6 | lengthField << 3 | 7), UInt8(distance & 0xFF),
            UInt8(distance >> 8),
          ]
          classes.insert("large distance")
        }
        payload += tail
        remaining -= first
        previous = distance
      }
      while remaining > 0 {
        let piece = min(remaining, 271)
        if piece >= 16 {
          payload += [0xF0, UInt8(piece - 16)]
          classes.insert("large match")
        } else {
          payload.append(0xF0 | UInt8(piece))
          classes.insert("small match")
        }
        remaining -= piece
      }
    }
    if writesNops {
      payload += [0x0E, 0x16]
      classes.insert("no-op")
    }
    payload += [0x06, 0, 0, 0, 0, 0, 0, 0]
    classes.insert("end of stream")
    var block: [UInt8] = []
    block.appendLittleEndian(BlockMagic.lzvn.rawValue)
    block.appendLittleEndian(UInt32(rawCount))
    block.appendLittleEndian(UInt32(payload.count))
    return block + payload
  }
}

extension [UInt8] {
  mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    for index in 0..<T.bitWidth / 8 {
      append(UInt8(truncatingIfNeeded: value >> (8 * index)))
    }
  }
}
